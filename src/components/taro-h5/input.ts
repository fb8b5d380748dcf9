import { defineCustomElement } from '@tarojs/components/dist/components/taro-input-core.js'
import { wrap } from './wrap'

export const Input = /*#__PURE__*/ wrap('taro-input-core', defineCustomElement)
