/** Taro H5's page stack, imported by file (services/page-stack.h5.ts mends two of its races). */
declare module '@tarojs/router/dist/router/page.js' {
  const PageHandler: { prototype: object }
  export default PageHandler
}

declare module '@tarojs/router/dist/router/stack.js' {
  const stacks: { readonly last: unknown; readonly length: number }
  export default stacks
}
