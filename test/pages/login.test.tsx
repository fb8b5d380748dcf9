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
  fieldError,
  inputOf,
  mount,
  ok,
  onRoute,
  quietActWarning,
  refuse,
  sent,
  settle,
  textOf,
  type,
  until,
} from '../helpers/accounts'
import { startApiServer, type ApiServer } from '../helpers/api-server'
import { mei, rememberedMei } from '../helpers/fixtures'
import { dismissToast, visibleToast } from '../helpers/toast'

let server: ApiServer
let testUtils: TestUtils
let switchTab: jest.SpyInstance
let redirectTo: jest.SpyInstance

const LOGIN = 'POST /api/auth/login'
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
    rememberedAccount: null,
    deviceTokens: [],
  })
  onRoute('/pages/login/index')
  switchTab = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'switchTab:ok' })
  redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'redirectTo:ok' })
  answerRoutes(server, {
    [LOGIN]: (req) => {
      const body = req.body as { username: string; password: string }
      return body.password === 'right-pass-1'
        ? ok({ token: 'tok-pw', userInfo: mei, deviceToken: `dev-${sent(server, LOGIN).length}` })
        : refuse(400, 40001, '用户名或密码错误')
    },
    'POST /api/auth/send-code': () => ok(null),
    [FORGET]: () => ok(null),
    'POST /api/auth/login/code': (req) =>
      (req.body as { code: string }).code === '246810'
        ? ok({ token: 'tok-code', userInfo: mei, deviceToken: 'dev-code' })
        : refuse(400, 40004, '验证码错误或已过期'),
  })
})

afterEach(() => {
  testUtils?.unmout()
  jest.restoreAllMocks()
  Taro.getCurrentInstance().router = null
})

async function open() {
  testUtils = await mount(LoginPage)
}

async function fillPassword(username: string, password: string) {
  await type(testUtils, 'username', username)
  await type(testUtils, 'password', password)
}

const agree = () => click(testUtils, '.check-box--consent')
const submit = () => click(testUtils, '.auth-submit')
const rememberBox = () => $('.check-box--remember')

describe('password tab', () => {
  test('shows the login form with the title, both tabs and the agreement links', async () => {
    await open()
    expect(textOf('.nav-bar__title')).toBe('登录')
    expect(textOf('.auth-tabs__tab--password')).toBe('密码登录')
    expect(textOf('.auth-tabs__tab--code')).toBe('验证码登录')
    expect(textOf('.agreement-consent__agreement')).toBe('《用户协议》')
    expect(textOf('.agreement-consent__privacy')).toBe('《隐私政策》')
  })

  test('an empty form is refused on the spot with a message per field', async () => {
    await open()
    submit()
    expect(fieldError('username')).toBe('请输入用户名或邮箱')
    expect(fieldError('password')).toBe('请输入密码')
    expect(textOf('.agreement-consent__error')).toBe('请先阅读并同意用户协议和隐私政策')
    await settle()
    expect(sent(server, LOGIN)).toHaveLength(0)
  })

  test('a malformed username is refused, and typing clears its message', async () => {
    await open()
    await fillPassword('a b', 'right-pass-1')
    agree()
    submit()
    expect(fieldError('username')).toBe('用户名或邮箱格式不正确')
    await type(testUtils, 'username', 'mei')
    expect(fieldError('username')).toBeNull()
  })

  test('the agreement consent is required; once given, the login goes through', async () => {
    await open()
    await fillPassword('mei', 'right-pass-1')
    submit()
    expect(textOf('.agreement-consent__error')).toBe('请先阅读并同意用户协议和隐私政策')
    await settle()
    expect(sent(server, LOGIN)).toHaveLength(0)

    agree()
    expect(textOf('.agreement-consent__error')).toBeNull()
    submit()
    await until(() => useSessionStore.getState().token)
    expect(useSessionStore.getState()).toMatchObject({ token: 'tok-pw', userInfo: mei })
  })

  test('sends username, password, a fresh 32-hex nonce and the time; then opens the profile tab', async () => {
    await open()
    await fillPassword('mei', 'right-pass-1')
    agree()
    const before = Date.now()
    submit()
    await until(() => switchTab.mock.calls.length)
    const [login] = sent(server, LOGIN)
    const body = login.body as {
      username: string
      password: string
      nonce: string
      timestamp: number
    }
    expect(body).toMatchObject({ username: 'mei', password: 'right-pass-1' })
    expect(body.nonce).toMatch(/^[0-9a-f]{32}$/)
    expect(body.timestamp).toBeGreaterThanOrEqual(before)
    expect(body.timestamp).toBeLessThanOrEqual(Date.now())
    expect(switchTab).toHaveBeenCalledWith({ url: '/pages/profile/index' })
  })

  test('keeps the device token a login answers and sends it with the next login', async () => {
    await open()
    await fillPassword('mei', 'right-pass-1')
    agree()
    submit()
    await until(() => useSessionStore.getState().token)
    expect(sent(server, LOGIN)[0].body).not.toHaveProperty('deviceToken')
    expect(useSessionStore.getState().deviceTokens).toEqual([{ username: 'mei', token: 'dev-1' }])
    // Logging out keeps it: it is this device's, not this session's.
    useSessionStore.getState().clear()
    expect(await Taro.getStorage({ key: 'sichu:session' })).toMatchObject({
      data: expect.stringContaining('dev-1'),
    })
    testUtils.unmout()
    await open()
    await fillPassword('MEI', 'right-pass-1')
    agree()
    submit()
    await until(() => useSessionStore.getState().token)
    expect(sent(server, LOGIN)[1].body).toMatchObject({ username: 'MEI', deviceToken: 'dev-1' })
    expect(useSessionStore.getState().deviceTokens).toEqual([{ username: 'mei', token: 'dev-2' }])
  })

  test('"remember account" keeps the account and a one-tap token, never the password', async () => {
    await open()
    await fillPassword('MEI', 'right-pass-1')
    click(testUtils, '.check-box--remember')
    agree()
    submit()
    await until(() => useSessionStore.getState().token)
    expect(sent(server, LOGIN)[0].body).toMatchObject({ remember: true })
    // As the server names the account, not as typed.
    expect(useSessionStore.getState().rememberedAccount).toEqual(rememberedMei)
    expect(useSessionStore.getState().deviceTokens).toEqual([{ username: 'mei', token: 'dev-1' }])
    const stored = String(Taro.getStorageSync('sichu:session'))
    expect(stored).not.toContain('right-pass-1')
  })

  test('logging in without "remember account" forgets a remembered one, also on the server', async () => {
    useSessionStore.setState({
      rememberedAccount: { username: 'old', oneTap: true },
      deviceTokens: [{ username: 'old', token: 'dev-old' }],
    })
    await open()
    click(testUtils, '.remembered__other')
    await fillPassword('mei', 'right-pass-1')
    agree()
    submit()
    await until(() => useSessionStore.getState().token)
    expect(sent(server, LOGIN)[0].body).toMatchObject({ remember: false })
    expect(useSessionStore.getState().rememberedAccount).toBeNull()
    await until(() => sent(server, FORGET).length)
    expect(sent(server, FORGET)[0].body).toEqual({ username: 'old', deviceToken: 'dev-old' })
    expect(useSessionStore.getState().deviceTokens).toEqual([{ username: 'mei', token: 'dev-1' }])
  })

  test('an account remembered without a one-tap token fills in its name, never a password', async () => {
    useSessionStore.getState().setRememberedAccount({ username: 'mei', oneTap: false })
    await open()
    expect($('.remembered')).toBeNull()
    expect((await inputOf('username')).value).toBe('mei')
    expect((await inputOf('password')).value).toBe('')
    expect(rememberBox()?.getAttribute('aria-checked')).toBe('true')
  })

  test('a wrong password shows the server message and keeps the user here', async () => {
    await open()
    await fillPassword('mei', 'wrong-pass-1')
    agree()
    submit()
    await until(() => visibleToast())
    expect(visibleToast()).toBe('用户名或密码错误')
    expect(useSessionStore.getState().token).toBeNull()
    expect(switchTab).not.toHaveBeenCalled()
    expect(redirectTo).not.toHaveBeenCalled()
  })

  test('goes back to the redirect route after login (redirectTo a screen, switchTab a tab)', async () => {
    onRoute('/pages/login/index', { redirect: encodeURIComponent('/pages/food/detail?id=3') })
    await open()
    await fillPassword('mei', 'right-pass-1')
    agree()
    submit()
    await until(() => redirectTo.mock.calls.length)
    expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/food/detail?id=3' })

    testUtils.unmout()
    useSessionStore.getState().clear()
    onRoute('/pages/login/index', { redirect: '%2Fpages%2Fcart%2Findex' })
    await open()
    await fillPassword('mei', 'right-pass-1')
    agree()
    submit()
    await until(() => switchTab.mock.calls.length)
    expect(switchTab).toHaveBeenCalledWith({ url: '/pages/cart/index' })
  })

  test('reads in English when the locale is en', async () => {
    useSettingsStore.getState().setLocale('en')
    await open()
    submit()
    expect(textOf('.nav-bar__title')).toBe('Log in')
    expect(fieldError('username')).toBe('Enter your username or email')
    expect(fieldError('password')).toBe('Enter your password')
  })
})

describe('code tab', () => {
  async function openCodeTab() {
    await open()
    if ($('.remembered__other')) click(testUtils, '.remembered__other')
    click(testUtils, '.auth-tabs__tab--code')
    expect($('.code-login')).not.toBeNull()
  }

  test('sending a code needs a valid username or email', async () => {
    await openCodeTab()
    click(testUtils, '.send-code')
    expect(fieldError('account')).toBe('请输入用户名或邮箱')
    await type(testUtils, 'account', 'mei@')
    click(testUtils, '.send-code')
    expect(fieldError('account')).toBe('用户名或邮箱格式不正确')
    await settle()
    expect(sent(server, 'POST /api/auth/send-code')).toHaveLength(0)
  })

  test('a username is enough: the code goes to that account’s email', async () => {
    await openCodeTab()
    await type(testUtils, 'account', 'mei')
    click(testUtils, '.send-code')
    await until(() => textOf('.send-code')?.includes('秒后重发'))
    expect(fieldError('account')).toBeNull()
    expect(sent(server, 'POST /api/auth/send-code')[0].body).toEqual({
      username: 'mei',
      purpose: 'login',
    })
  })

  test('sends a login code and counts down 60 s before another', async () => {
    await openCodeTab()
    await type(testUtils, 'account', 'mei@example.com')
    click(testUtils, '.send-code')
    await until(() => textOf('.send-code')?.includes('秒后重发'))
    expect(textOf('.send-code')).toBe('60 秒后重发')
    expect(sent(server, 'POST /api/auth/send-code')[0].body).toEqual({
      email: 'mei@example.com',
      purpose: 'login',
    })
    expect(visibleToast()).toBe('验证码已发送，请查收邮件')
    click(testUtils, '.send-code')
    await settle()
    expect(sent(server, 'POST /api/auth/send-code')).toHaveLength(1)
  })

  test('checks the code before sending and needs the consent too', async () => {
    await openCodeTab()
    await type(testUtils, 'account', 'mei@example.com')
    await type(testUtils, 'code', '123')
    submit()
    expect(fieldError('code')).toBe('验证码是 6 位数字')
    expect(textOf('.agreement-consent__error')).toBe('请先阅读并同意用户协议和隐私政策')
  })

  test('logs in with the code and forgets a remembered account, also on the server', async () => {
    useSessionStore.setState({
      rememberedAccount: rememberedMei,
      deviceTokens: [{ username: 'mei', token: 'dev-mei' }],
    })
    await openCodeTab()
    await type(testUtils, 'account', 'mei@example.com')
    await type(testUtils, 'code', '246810')
    agree()
    submit()
    await until(() => useSessionStore.getState().token)
    expect(sent(server, 'POST /api/auth/login/code')[0].body).toEqual({
      username: 'mei@example.com',
      code: '246810',
    })
    expect(useSessionStore.getState()).toMatchObject({ token: 'tok-code', rememberedAccount: null })
    await until(() => switchTab.mock.calls.length)
    await until(() => sent(server, FORGET).length)
    expect(sent(server, FORGET)[0].body).toEqual({ username: 'mei', deviceToken: 'dev-mei' })
    // The code login's own token stays: it still spares this device the lockouts.
    expect(useSessionStore.getState().deviceTokens).toEqual([
      { username: 'mei', token: 'dev-code' },
    ])
  })

  test('a wrong code shows the server message and keeps the remembered account', async () => {
    useSessionStore.getState().setRememberedAccount(rememberedMei)
    await openCodeTab()
    await type(testUtils, 'account', 'mei@example.com')
    await type(testUtils, 'code', '000000')
    agree()
    submit()
    await until(() => visibleToast())
    expect(visibleToast()).toBe('验证码错误或已过期')
    expect(useSessionStore.getState()).toMatchObject({
      token: null,
      rememberedAccount: rememberedMei,
    })
  })
})
