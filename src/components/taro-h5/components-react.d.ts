/** Taro's HTML components, imported one file each (their package types only its index). */
declare module '@tarojs/components-react/dist/components/*/index.js' {
  import type { ComponentType } from 'react'

  const component: ComponentType<Record<string, unknown>>
  export default component
}
