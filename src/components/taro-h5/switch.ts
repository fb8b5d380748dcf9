import { defineCustomElement } from '@tarojs/components/dist/components/taro-switch-core.js'
import { wrap } from './wrap'

export const Switch = /*#__PURE__*/ wrap('taro-switch-core', defineCustomElement)
