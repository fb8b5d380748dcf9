import Taro from '@tarojs/taro'
import { ROUTES, routeNameOf, urlOf } from '@/routes'

/** A page's own query parameters, without what Taro adds (`stamp`, `$taroTimestamp`). */
export function pageQuery(params: Record<string, unknown> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params ?? {})
      .filter(([key, value]) => !key.startsWith('$') && key !== 'stamp' && value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  )
}

interface StackPage {
  route?: string
  /** The mini-programs' page parameters. */
  options?: Record<string, unknown>
  /** Taro H5's: its pages have no `options`, so a 401 on `food/detail?id=1` lost the `id`. */
  $taroParams?: Record<string, unknown>
}

/** The current page as a URL with its query, e.g. `/pages/food/detail?id=3`. */
export function currentUrl(): string | undefined {
  const pages = Taro.getCurrentPages() as StackPage[]
  const page = pages[pages.length - 1]
  if (!page?.route) return undefined
  const route = `/${page.route.replace(/^\//, '').split('?')[0]}`
  const query = Object.entries(pageQuery(page.$taroParams ?? page.options)).map(
    ([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
  )
  return query.length ? `${route}?${query.join('&')}` : route
}

let leaving = false

/**
 * Opens the login page with `redirect` set to where the user was. Several failing calls at once
 * lead to one navigation, and nothing happens when the login page is already showing.
 */
export function goToLogin() {
  const here = currentUrl()
  if (leaving || routeNameOf(here) === 'login') return
  leaving = true
  const url = urlOf('login', { redirect: here })
  Taro.navigateTo({ url })
    .catch(() => Taro.redirectTo({ url }))
    .catch(() => undefined)
    .finally(() => {
      leaving = false
    })
}

export const LOGIN_PATH = `/${ROUTES.login}`
