import { defineCustomElement } from '@tarojs/components/dist/components/taro-swiper-item-core.js'
import { wrap } from './wrap'

export const SwiperItem = /*#__PURE__*/ wrap('taro-swiper-item-core', defineCustomElement)
