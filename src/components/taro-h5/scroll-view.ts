import { defineCustomElement } from '@tarojs/components/dist/components/taro-scroll-view-core.js'
import { wrap } from './wrap'

export const ScrollView = /*#__PURE__*/ wrap('taro-scroll-view-core', defineCustomElement)
