import Taro from '@tarojs/taro'
import { ROUTES, routeNameOf, urlOf } from '@/routes'

/** The current page as a URL with its query, e.g. `/pages/food/detail?id=3`. */
export function currentUrl(): string | undefined {
  const pages = Taro.getCurrentPages()
  const page = pages[pages.length - 1]
  if (!page?.route) return undefined
  const route = `/${page.route.replace(/^\//, '').split('?')[0]}`
  const options = (page.options ?? {}) as Record<string, string>
  const query = Object.entries(options)
    .filter(([key]) => key !== '$taroTimestamp')
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
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
