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
  // As an else branch, the H5 build leaves it out unread (code after a `return` would still count
  // as a use of getSystemInfoSync, which brings Taro's device sniffing into the start-up script).
  if (process.env.TARO_ENV === 'h5') return H5_METRICS
  else return miniMetrics()
}

function miniMetrics(): NavMetrics {
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
