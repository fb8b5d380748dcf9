import { defineCustomElement } from '@tarojs/components/dist/components/taro-view-core.js'
import { wrap } from './wrap'

export const View = /*#__PURE__*/ wrap('taro-view-core', defineCustomElement)
