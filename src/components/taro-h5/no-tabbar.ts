/**
 * H5 only: what Taro's router imports to define its Stencil tab bar (`@tarojs/components/dist/
 * components`, the index of every Stencil component). The app draws its own tab bar
 * (components/tab-bar, `tabBar.custom` on H5), so the router never calls this; without the alias
 * its import alone kept the Stencil tab bar in the start-up script.
 */
export function defineCustomElementTaroTabbar(): void {
  throw new Error('the H5 tab bar is components/tab-bar (tabBar.custom on H5)')
}
