/** Taro's own HTML ScrollView (a div that scrolls, with Taro's scroll events): no Stencil. */
export { default as ScrollView } from '@tarojs/components-react/dist/components/scroll-view/index.js'
