import { defineCustomElement } from '@tarojs/components/dist/components/taro-button-core.js'
import { wrap } from './wrap'

export const Button = /*#__PURE__*/ wrap('taro-button-core', defineCustomElement)
