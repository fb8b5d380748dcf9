import Taro from '@tarojs/taro'
import { i18n, t } from '@/i18n'
import { TAB_ROUTES, isTabRoute, routeNameOf } from '@/routes'

/**
 * app.config carries the zh-Hans labels; this puts the tab bar in the chosen locale, once its
 * strings are here (H5 fetches them at start-up).
 */
export function relabelTabs() {
  if (!i18n.exists('tabs.home')) return
  TAB_ROUTES.forEach((name, index) => {
    void Taro.setTabBarItem({ index, text: t(`tabs.${name}` as `tabs.${'home'}`) }).catch(
      () => undefined,
    )
  })
}

let holds = 0

/**
 * Hides the tab bar while something covers a tab page (a popup), and answers the release that
 * shows it again once the last holder lets go. Page content can never cover the tab bar: on the
 * mini-programs it is native and drawn above every page, and on H5 each page is its own stacking
 * context under it. Hiding it is what lets a sheet reach the bottom of the screen and its dim
 * layer cover everything, the same on every platform. Off the tab pages there is no tab bar.
 */
export function holdTabBarHidden(): () => void {
  if (!isTabRoute(routeNameOf(Taro.getCurrentInstance().router?.path))) return () => undefined
  holds += 1
  if (holds === 1) void Taro.hideTabBar({ animation: false }).catch(() => undefined)
  let released = false
  return () => {
    if (released) return
    released = true
    holds -= 1
    if (holds === 0) void Taro.showTabBar({ animation: false }).catch(() => undefined)
  }
}
