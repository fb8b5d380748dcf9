import { defineCustomElement } from '@tarojs/components/dist/components/taro-swiper-core.js'
import { wrap } from './wrap'

export const Swiper = /*#__PURE__*/ wrap('taro-swiper-core', defineCustomElement)
