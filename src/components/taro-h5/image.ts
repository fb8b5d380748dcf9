/** Taro's own HTML Image (an img in a box that draws `mode`, with lazy loading): no Stencil. */
export { default as Image } from '@tarojs/components-react/dist/components/image/index.js'
