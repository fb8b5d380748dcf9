import { defineCustomElement } from '@tarojs/components/dist/components/taro-text-core.js'
import { wrap } from './wrap'

export const Text = /*#__PURE__*/ wrap('taro-text-core', defineCustomElement)
