/**
 * H5 only: `@tarojs/components` resolves here in the H5 build (alias in config/index.ts), never
 * on the mini-programs or in Jest. Taro's React wrapper is one module, so webpack keeps in every
 * page chunk each component some page of the app uses (a page of Views carried the picker, the
 * textarea, the input …). One file per component, marked free of side effects in the build, lets
 * each page chunk take only the components it imports.
 */
export { Button } from './button'
export { Canvas } from './canvas'
export { Image } from './image'
export { Input } from './input'
export { Picker } from './picker'
export { ScrollView } from './scroll-view'
export { Swiper } from './swiper'
export { SwiperItem } from './swiper-item'
export { Switch } from './switch'
export { Text } from './text'
export { Textarea } from './textarea'
export { View } from './view'
// Any other component still works, through Taro's whole wrapper module.
export * from '@tarojs/components/lib/react'
