import { defineCustomElement } from '@tarojs/components/dist/components/taro-image-core.js'
import { wrap } from './wrap'

export const Image = /*#__PURE__*/ wrap('taro-image-core', defineCustomElement)
