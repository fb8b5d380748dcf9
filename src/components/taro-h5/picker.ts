import { defineCustomElement } from '@tarojs/components/dist/components/taro-picker-core.js'
import { wrap } from './wrap'

export const Picker = /*#__PURE__*/ wrap('taro-picker-core', defineCustomElement)
