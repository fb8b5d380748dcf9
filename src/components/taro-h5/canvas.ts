import { defineCustomElement } from '@tarojs/components/dist/components/taro-canvas-core.js'
import { wrap } from './wrap'

export const Canvas = /*#__PURE__*/ wrap('taro-canvas-core', defineCustomElement)
