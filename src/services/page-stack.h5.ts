import PageHandler from '@tarojs/router/dist/router/page.js'
import stacks from '@tarojs/router/dist/router/stack.js'

type RouterPage = object

interface Handler {
  hideTimer: ReturnType<typeof setTimeout> | null
  lastHidePage: HTMLElement | null
  readonly homePage: string
  readonly pageConfig: object | undefined
  /** The route being shown: the router sets it just before it loads or shows a page. */
  pathname: string
  getPageContainer: (page: RouterPage) => HTMLElement | null
  show: (page: RouterPage, pageConfig?: object, pageNo?: number) => void
  load: (page: RouterPage, pageConfig?: object, stampId?: string, pageNo?: number) => void
}

let mended = false

/** The route the address bar shows now (the hash router's path; `/` is home). */
function addressRoute(home: string): string {
  const path = window.location.hash.slice(1).split('?')[0]
  return !path || path === '/' ? home : path
}

/**
 * Two races in Taro H5's router (4.2.1) when a cook goes back right after opening a page:
 * - The page below a new one is hidden by a timer once the new one has slid in (350 ms). A
 *   back within that time showed the page below again, then the timer hid it: a blank screen.
 *   Showing a page now cancels a pending hide of that same page.
 * - A page whose code is still on its way is loaded when the code arrives, even if the address
 *   has gone back meanwhile: the dish opened over home with home's address, and the next back
 *   left the app. A page whose route is no longer the address is not loaded; the page the
 *   address shows is shown again instead.
 */
export function mendQuickBack(): void {
  if (mended) return
  mended = true
  const handler = PageHandler.prototype as unknown as Handler
  const { show, load } = handler
  // Taro's own parameters, passed on as they are (its defaults apply to what is undefined).
  handler.show = function (this: Handler, page, pageConfig, pageNo) {
    if (this.hideTimer !== null && this.lastHidePage === this.getPageContainer(page)) {
      clearTimeout(this.hideTimer)
      this.hideTimer = null
    }
    show.call(this, page, pageConfig, pageNo)
  }
  handler.load = function (this: Handler, page, pageConfig, stampId, pageNo) {
    const shown = stacks.last as RouterPage | undefined
    const address = addressRoute(this.homePage)
    if (shown && this.pathname !== address) {
      this.pathname = address
      this.show(shown, this.pageConfig ?? {}, stacks.length - 1)
      return
    }
    load.call(this, page, pageConfig, stampId, pageNo)
  }
}
