import Taro from '@tarojs/taro'
import { useEffect } from 'react'
import { isTabRoute, routeNameOf } from '@/routes'

/** Popups open now on a tab page; the tab bar comes back when the last one closes. */
let open = 0

/**
 * The tab bar is drawn above every page (natively on the mini-programs; on H5 the page sits in
 * a stacking context under it), so a sheet on a tab page would lose its bottom to it. While a
 * popup shows there, the tab bar is hidden.
 */
export function useTabBarHidden(visible: boolean) {
  useEffect(() => {
    if (!visible || !isTabRoute(routeNameOf(Taro.getCurrentInstance().router?.path))) {
      return undefined
    }
    open += 1
    if (open === 1) void Promise.resolve(Taro.hideTabBar({})).catch(() => undefined)
    return () => {
      open -= 1
      if (open === 0) void Promise.resolve(Taro.showTabBar({})).catch(() => undefined)
    }
  }, [visible])
}
