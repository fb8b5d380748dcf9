import Taro from '@tarojs/taro'

/** Taro H5's event after its router shows a page. */
const ROUTER_CHANGE = '__afterTaroRouterChange'

let routed = false
Taro.eventCenter.on(ROUTER_CHANGE, function first() {
  routed = true
  Taro.eventCenter.off(ROUTER_CHANGE, first)
})

/** Whether the router has shown its first page (always, without a router: unit tests). */
export function pageShown(): boolean {
  const config = (window as { __taroAppConfig?: { router?: unknown } }).__taroAppConfig
  return routed || !config?.router
}

/**
 * Resolves once the H5 router has shown its first page. After each route change Taro H5 hides a
 * modal opened on another page, and at launch the App's onShow runs before the first page is
 * mounted: an update prompt opened then was hidden a moment later (a browser test caught it
 * now and then). Without a router (unit tests) nothing will hide a modal.
 */
export function pageReady(): Promise<void> {
  if (pageShown()) return Promise.resolve()
  return new Promise((resolve) => {
    Taro.eventCenter.on(ROUTER_CHANGE, function shown() {
      Taro.eventCenter.off(ROUTER_CHANGE, shown)
      resolve()
    })
  })
}

/**
 * Runs `task` once the first page is on screen and painted: start-up work that can wait (the
 * session refresh, the version check) stays out of the first render's long task.
 */
export function afterFirstPaint(task: () => void): void {
  void pageReady().then(() => requestAnimationFrame(() => setTimeout(task, 0)))
}
