import Taro from '@tarojs/taro'
import { ROUTES } from '@/routes'

let listening = false

/**
 * An address the app has no page for (a mistyped or outdated link on H5, a shared mini-program
 * path to a page that is gone) shows the not-found screen, with its way home, instead of a blank
 * screen: it takes the unknown route's place in the history, so back does not return to it.
 */
export function showNotFoundForUnknownRoutes(): void {
  if (listening) return
  listening = true
  Taro.onPageNotFound(({ isEntryPage }) => {
    const url = `/${ROUTES.notFound}`
    // Opened directly there is no page to replace yet.
    void (isEntryPage ? Taro.reLaunch({ url }) : Taro.redirectTo({ url }))
  })
}
