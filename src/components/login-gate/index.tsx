import { Button, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from '@/i18n/react'
import EmptyState from '@/components/empty-state'
import NavBar from '@/components/nav-bar'
import { isTabRoute, urlOf, type RouteName } from '@/routes'
import { pageQuery } from '@/services/navigation'
import { useSessionStore } from '@/stores/session-store'
import './index.scss'

/**
 * This screen with its query, as the login page's `redirect`; `changes` are what the screen has
 * moved on to since it opened (the cooking step), which the router's params do not know.
 */
export function redirectFor(route: RouteName, changes: Record<string, string | number> = {}) {
  return urlOf(route, { ...pageQuery(Taro.getCurrentInstance().router?.params), ...changes })
}

/**
 * Opens the login page for `route`. A tab page cannot be replaced, so login goes on top of it;
 * any other page is replaced by login, which replaces itself with the page again afterwards.
 */
export function sendToLogin(route: RouteName, changes?: Record<string, string | number>) {
  const url = urlOf('login', { redirect: redirectFor(route, changes) })
  const go = isTabRoute(route) ? Taro.navigateTo({ url }) : Taro.redirectTo({ url })
  void go.catch(() => Taro.navigateTo({ url })).catch(() => undefined)
}

interface LoginGateProps {
  /** The login-only route this gate stands in front of (its title and redirect). */
  route: RouteName
  children: ReactNode
}

/**
 * The route guard of the login-only screens (LOGIN_ROUTES): a logged-in user sees the screen;
 * an anonymous one is sent to log in once, and finds a "log in" prompt here if they come back
 * without logging in (no loop between the two pages).
 */
export default function LoginGate({ route, children }: LoginGateProps) {
  const { t } = useTranslation()
  const loggedIn = useSessionStore((state) => Boolean(state.token))
  const sent = useRef(false)

  useEffect(() => {
    if (loggedIn || sent.current) return
    sent.current = true
    sendToLogin(route)
  }, [loggedIn, route])

  if (loggedIn) return <>{children}</>
  return (
    <View className='page login-gate'>
      <NavBar title={t(`titles.${route}`)} />
      <EmptyState
        text={t('gate.prompt')}
        action={
          <Button className='login-gate__button' onClick={() => sendToLogin(route)}>
            {t('gate.logIn')}
          </Button>
        }
      />
    </View>
  )
}
