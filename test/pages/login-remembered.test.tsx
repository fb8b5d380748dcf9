import Taro from '@tarojs/taro'
import type TestUtils from '@tarojs/test-utils-react'
import '@/i18n'
import LoginPage from '@/pages/login/index'
import { useSessionStore } from '@/stores/session-store'
import { useSettingsStore } from '@/stores/settings-store'
import {
  $,
  answerRoutes,
  click,
  inputOf,
  mount,
  ok,
  onRoute,
  quietActWarning,
  refuse,
  sent,
  textOf,
  until,
} from '../helpers/accounts'
import { startApiServer, type ApiServer } from '../helpers/api-server'
import { mei, rememberedMei } from '../helpers/fixtures'
import { dismissToast, visibleToast } from '../helpers/toast'

let server: ApiServer
let testUtils: TestUtils | undefined
let switchTab: jest.SpyInstance
let redirectTo: jest.SpyInstance
let deviceAnswer: () => ReturnType<typeof ok>

const DEVICE = 'POST /api/auth/login/device'
const FORGET = 'POST /api/auth/device/forget'

beforeAll(async () => {
  server = await startApiServer()
})
afterAll(() => server.close())

beforeEach(() => {
  quietActWarning()
  server.received.length = 0
  dismissToast()
  useSettingsStore.getState().setLocale('zh-Hans')
  useSessionStore.setState({
    token: null,
    userInfo: null,
    rememberedAccount: rememberedMei,
    deviceTokens: [
      { username: 'mei', token: 'dev-mei' },
      { username: 'lin', token: 'dev-lin' },
    ],
  })
  onRoute('/pages/login/index')
  switchTab = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'switchTab:ok' })
  redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'redirectTo:ok' })
  deviceAnswer = () => ok({ token: 'tok-tap', userInfo: mei, deviceToken: 'dev-next' })
  answerRoutes(server, { [DEVICE]: () => deviceAnswer(), [FORGET]: () => ok(null) })
})

afterEach(() => {
  testUtils?.unmout()
  testUtils = undefined
  jest.restoreAllMocks()
  Taro.getCurrentInstance().router = null
})

async function open() {
  testUtils = await mount(LoginPage)
}

test('shows the remembered account with a one-tap login instead of the form', async () => {
  await open()
  expect(textOf('.remembered__name')).toBe('Mei')
  expect(textOf('.remembered__account')).toBe('mei · 已在本设备记住')
  expect(textOf('.remembered .auth-submit')).toBe('一键登录')
  expect(textOf('.remembered__other')).toBe('使用其他账号')
  expect(textOf('.remembered__forget')).toBe('忘记此账号')
  expect($('.password-login')).toBeNull()
})

test('one tap logs in with this device’s token, keeps the next one, and goes back', async () => {
  onRoute('/pages/login/index', { redirect: encodeURIComponent('/pages/food/detail?id=3') })
  await open()
  click(testUtils!, '.remembered .auth-submit')
  await until(() => redirectTo.mock.calls.length)
  expect(sent(server, DEVICE)[0].body).toEqual({ username: 'mei', deviceToken: 'dev-mei' })
  expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/food/detail?id=3' })
  const state = useSessionStore.getState()
  expect(state).toMatchObject({ token: 'tok-tap', userInfo: mei, rememberedAccount: rememberedMei })
  expect(state.deviceTokens[0]).toEqual({ username: 'mei', token: 'dev-next' })
})

test('a refused token is forgotten, and the form asks for the password saying why', async () => {
  deviceAnswer = () => refuse(400, 40020, 'server words')
  await open()
  click(testUtils!, '.remembered .auth-submit')
  await until(() => $('.password-login'))
  expect(textOf('.auth-notice')).toBe(
    '本设备已不再保持你的登录（密码已修改或重置，或账号已被忘记），请输入密码',
  )
  expect((await inputOf('username')).value).toBe('mei')
  expect((await inputOf('password')).value).toBe('')
  expect($('.check-box--remember')?.getAttribute('aria-checked')).toBe('true')
  expect(useSessionStore.getState()).toMatchObject({ token: null, rememberedAccount: null })
  expect(useSessionStore.getState().deviceTokens).toEqual([{ username: 'lin', token: 'dev-lin' }])
  expect(switchTab).not.toHaveBeenCalled()
})

test('the refusal reads in the chosen language', async () => {
  useSettingsStore.getState().setLocale('en')
  deviceAnswer = () => refuse(400, 40020, 'server words')
  await open()
  click(testUtils!, '.remembered .auth-submit')
  await until(() => $('.auth-notice'))
  expect(textOf('.auth-notice')).toBe(
    'This device no longer keeps you logged in (the password was changed or reset, or the account was forgotten). Enter your password.',
  )
})

test('offline, the account stays remembered and the toast says the network failed', async () => {
  deviceAnswer = () => refuse(503, 503, '服务暂不可用')
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  await open()
  click(testUtils!, '.remembered .auth-submit')
  await until(() => visibleToast())
  expect(visibleToast()).toBe('服务暂不可用')
  expect($('.remembered')).not.toBeNull()
  expect(useSessionStore.getState().rememberedAccount).toEqual(rememberedMei)
})

test('"forget this account" revokes the token on the server and here', async () => {
  await open()
  click(testUtils!, '.remembered__forget')
  await until(() => $('.password-login'))
  expect(visibleToast()).toBe('本设备已忘记该账号')
  expect((await inputOf('username')).value).toBe('')
  expect(useSessionStore.getState().rememberedAccount).toBeNull()
  expect(useSessionStore.getState().deviceTokens).toEqual([{ username: 'lin', token: 'dev-lin' }])
  await until(() => sent(server, FORGET).length)
  expect(sent(server, FORGET)[0].body).toEqual({ username: 'mei', deviceToken: 'dev-mei' })
})

test('"use another account" opens the empty form and keeps the remembered one', async () => {
  await open()
  click(testUtils!, '.remembered__other')
  expect((await inputOf('username')).value).toBe('')
  expect($('.check-box--remember')?.getAttribute('aria-checked')).toBe('false')
  expect(useSessionStore.getState().rememberedAccount).toEqual(rememberedMei)
  expect(sent(server, FORGET)).toHaveLength(0)
})

describe('the reason login is asked for, whatever way the page was reached', () => {
  test.each([
    [undefined, '登录后，收藏、饮食记录和库存会在你的每台设备上同步'],
    ['%2Fpages%2Fcart%2Findex', '登录后才能查看和安排今日饮食'],
    [encodeURIComponent('/pages/order/detail?id=4'), '登录后才能查看这条饮食记录'],
    ['/pages/profile/changeEmail', '登录后才能修改邮箱'],
    [encodeURIComponent('/pages/food/detail?id=1'), '该功能需登录后使用，登录后会回到刚才的页面'],
  ])('redirect %s', async (redirect, hint) => {
    useSessionStore.setState({ rememberedAccount: null })
    onRoute('/pages/login/index', redirect ? { redirect } : {})
    await open()
    expect(textOf('.auth-hero__hint')).toBe(hint)
  })
})
