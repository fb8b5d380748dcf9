import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type TestUtils from '@tarojs/test-utils-react'
import type { ComponentType } from 'react'
import '@/i18n'
import LoginGate from '@/components/login-gate'
import { LOGIN_ROUTES, ROUTES, isTabRoute, type RouteName } from '@/routes'
import { useSessionStore } from '@/stores/session-store'
import { useSettingsStore } from '@/stores/settings-store'
import { $, click, mount, onRoute, quietActWarning, textOf } from '../helpers/accounts'
import { mei } from '../helpers/fixtures'

let testUtils: TestUtils | undefined
let navigateTo: jest.SpyInstance
let redirectTo: jest.SpyInstance

beforeEach(() => {
  quietActWarning()
  useSettingsStore.getState().setLocale('zh-Hans')
  useSessionStore.setState({ token: null, userInfo: null })
  navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
  redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'redirectTo:ok' })
})

afterEach(() => {
  testUtils?.unmout()
  testUtils = undefined
  jest.restoreAllMocks()
  Taro.getCurrentInstance().router = null
})

function Guarded() {
  return (
    <LoginGate route='orderList'>
      <View className='secret'>my food records</View>
    </LoginGate>
  )
}

const LOGIN_FROM_RECORDS = '/pages/login/index?redirect=%2Fpages%2Forder%2Flist%3Fstatus%3Dcooked'

test('an anonymous user is sent to log in, with the screen and its query as redirect', async () => {
  onRoute('/pages/order/list', { status: 'cooked', $taroTimestamp: '123' })
  testUtils = await mount(Guarded)
  expect(redirectTo).toHaveBeenCalledTimes(1)
  expect(redirectTo).toHaveBeenCalledWith({ url: LOGIN_FROM_RECORDS })
  expect($('.secret')).toBeNull()
})

test('coming back without logging in shows a prompt (with the title) instead of a loop', async () => {
  onRoute('/pages/order/list', { status: 'cooked' })
  testUtils = await mount(Guarded)
  expect(textOf('.nav-bar__title')).toBe('我的饮食记录')
  expect(textOf('.empty-state__text')).toBe('这里的内容需要登录后才能查看。')
  expect(redirectTo).toHaveBeenCalledTimes(1)
  click(testUtils, '.login-gate__button')
  expect(redirectTo).toHaveBeenCalledTimes(2)
  expect(redirectTo).toHaveBeenLastCalledWith({ url: LOGIN_FROM_RECORDS })
})

test('a logged-in user sees the screen and is not sent anywhere', async () => {
  useSessionStore.getState().logIn('tok-1', mei)
  onRoute('/pages/order/list')
  testUtils = await mount(Guarded)
  expect(textOf('.secret')).toBe('my food records')
  expect(redirectTo).not.toHaveBeenCalled()
  expect(navigateTo).not.toHaveBeenCalled()
})

test('the screen appears as soon as the session starts', async () => {
  onRoute('/pages/order/list')
  testUtils = await mount(Guarded)
  expect($('.secret')).toBeNull()
  testUtils.act(() => useSessionStore.getState().logIn('tok-1', mei))
  expect(textOf('.secret')).toBe('my food records')
  expect(redirectTo).toHaveBeenCalledTimes(1)
})

/** The page component of a route, as the build loads it. */
function pageOf(name: RouteName): ComponentType {
  return (require(`@/${ROUTES[name]}`) as { default: ComponentType }).default
}

describe.each(LOGIN_ROUTES.map((name) => [name]))('the login-only page %s', (name) => {
  test('sends an anonymous user to log in and comes back to it', async () => {
    onRoute(`/${ROUTES[name]}`, { id: '5' })
    testUtils = await mount(pageOf(name))
    const url = `/pages/login/index?redirect=${encodeURIComponent(`/${ROUTES[name]}?id=5`)}`
    // A tab page stays underneath; any other page is replaced by the login page.
    const expected = isTabRoute(name) ? navigateTo : redirectTo
    expect(expected).toHaveBeenCalledWith({ url })
  })

  test('shows itself to a logged-in user', async () => {
    useSessionStore.getState().logIn('tok-1', mei)
    onRoute(`/${ROUTES[name]}`)
    testUtils = await mount(pageOf(name))
    expect($('.login-gate')).toBeNull()
    expect(navigateTo).not.toHaveBeenCalled()
    expect(redirectTo).not.toHaveBeenCalled()
  })
})
