import Taro from '@tarojs/taro'

export interface NavMetrics {
  /** Height of the system status bar above the nav bar. */
  statusBar: number
  /** Height of the bar itself. */
  bar: number
  /** Room kept free on the right for the mini-program capsule button. */
  capsule: number
}

const H5_METRICS: NavMetrics = { statusBar: 0, bar: 44, capsule: 0 }

/** Lines the custom bar up with the platform's status bar and capsule button. */
export function navMetrics(): NavMetrics {
  if (process.env.TARO_ENV === 'h5') return H5_METRICS
  try {
    const info = Taro.getSystemInfoSync()
    const statusBar = info.statusBarHeight ?? 20
    if (process.env.TARO_ENV === 'weapp') {
      const menu = Taro.getMenuButtonBoundingClientRect()
      return {
        statusBar,
        bar: (menu.top - statusBar) * 2 + menu.height,
        capsule: info.windowWidth - menu.left,
      }
    }
    const titleBar = (info as { titleBarHeight?: number }).titleBarHeight
    return { statusBar, bar: titleBar ?? 44, capsule: 0 }
  } catch {
    return H5_METRICS
  }
}
