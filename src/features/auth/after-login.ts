import Taro from '@tarojs/taro'
import { ROUTES, isTabRoute, routeNameOf, type RouteName } from '@/routes'

/** Pages that make no sense to return to once logged in. */
const AUTH_ROUTES: readonly RouteName[] = ['login', 'register', 'resetPassword']

/**
 * The `redirect` query value as a route URL, or undefined when it names no screen of the app.
 * Platforms differ in whether they decode query values, so it is decoded until it is a path.
 */
export function readRedirect(value: string | undefined): string | undefined {
  let url = value?.trim() ?? ''
  for (let round = 0; round < 3 && !url.startsWith('/') && url.includes('%'); round += 1) {
    try {
      url = decodeURIComponent(url)
    } catch {
      return undefined
    }
  }
  if (!url) return undefined
  if (!url.startsWith('/')) url = `/${url}`
  const name = routeNameOf(url)
  if (!name || AUTH_ROUTES.includes(name)) return undefined
  return url
}

/**
 * After logging in: back to where the user was sent from (a tab by switchTab, which takes no
 * query; another screen in place of the login page), or to the profile tab.
 */
export function leaveAfterLogin(redirect: string | undefined) {
  const target = readRedirect(redirect)
  const name = routeNameOf(target)
  const go =
    !target || !name
      ? Taro.switchTab({ url: `/${ROUTES.profile}` })
      : isTabRoute(name)
        ? Taro.switchTab({ url: `/${ROUTES[name]}` })
        : Taro.redirectTo({ url: target })
  return go.catch(() => undefined)
}
