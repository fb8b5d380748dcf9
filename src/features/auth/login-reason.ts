import { t } from '@/i18n'
import { LOGIN_ROUTES, routeNameOf } from '@/routes'
import type { MessageKey } from '@/i18n/translate'
import { readRedirect } from './after-login'

/**
 * Why the login page is showing, read from where it will go back to: the same words whether the
 * user tapped a tab, followed a deep link, reloaded a login-only page or did something that
 * needs an account on a page that does not (a favourite, "use what I have").
 */
export function loginReason(redirect: string | undefined): string {
  const target = readRedirect(redirect)
  if (!target) return t('auth.login.hint')
  const name = routeNameOf(target)
  if (name && LOGIN_ROUTES.includes(name)) {
    return t(`auth.login.reasons.${name}` as MessageKey)
  }
  return t('auth.login.reasons.feature')
}
