import Taro from '@tarojs/taro'
import type TestUtils from '@tarojs/test-utils-react'
import '@/i18n'
import RegisterPage from '@/pages/register/index'
import { useSessionStore } from '@/stores/session-store'
import { useSettingsStore } from '@/stores/settings-store'
import {
  $,
  answerRoutes,
  click,
  fieldError,
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
import { mei } from '../helpers/fixtures'
import { scorePassword, STRENGTH } from '../helpers/strength'
import { dismissToast, visibleToast } from '../helpers/toast'

let server: ApiServer
let testUtils: TestUtils
let switchTab: jest.SpyInstance

const REGISTER = 'POST /api/auth/register'
const SEND_CODE = 'POST /api/auth/send-code'

beforeAll(async () => {
  server = await startApiServer()
})
afterAll(() => server.close())

beforeEach(async () => {
  quietActWarning()
  server.received.length = 0
  dismissToast()
  useSettingsStore.getState().setLocale('zh-Hans')
  useSessionStore.setState({ token: null, userInfo: null, rememberedAccount: null })
  onRoute('/pages/register/index')
  switchTab = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'switchTab:ok' })
  answerRoutes(server, {
    [SEND_CODE]: () => ok(null),
    [STRENGTH]: scorePassword,
    [REGISTER]: (req) =>
      (req.body as { username: string }).username === 'taken'
        ? refuse(409, 40901, '用户名已被占用')
        : ok({ token: 'tok-new', userInfo: { ...mei, nickname: '小梅' } }),
  })
  testUtils = await mount(RegisterPage)
})

afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
  Taro.getCurrentInstance().router = null
})

async function fill(values: Record<string, string>) {
  for (const [field, value] of Object.entries(values)) await type(testUtils, field, value)
}

const good = {
  username: 'mei_2024',
  email: 'mei@example.com',
  code: '135790',
  password: 'braised-pork-9',
  repeat: 'braised-pork-9',
}

const submit = () => click(testUtils, '.auth-submit')

test('shows every field of the form under the title 注册', () => {
  expect(textOf('.nav-bar__title')).toBe('注册')
  for (const field of ['username', 'email', 'code', 'password', 'repeat', 'nickname']) {
    expect(document.querySelector(`.form-field--${field}`)).not.toBeNull()
  }
})

test('an empty form gets a message under each required field and nothing is sent', async () => {
  submit()
  expect(fieldError('username')).toBe('请输入用户名')
  expect(fieldError('email')).toBe('请输入邮箱')
  expect(fieldError('code')).toBe('请输入验证码')
  expect(fieldError('password')).toBe('请输入密码')
  expect(fieldError('repeat')).toBe('请再输入一次密码')
  expect(fieldError('nickname')).toBeNull()
  expect(textOf('.agreement-consent__error')).toBe('请先阅读并同意用户协议和隐私政策')
  await settle()
  expect(sent(server, REGISTER)).toHaveLength(0)
})

test('the shared rules of types/auth.ts are applied, translated', async () => {
  await fill({
    username: 'ab',
    email: 'mei.example.com',
    code: '1234',
    password: '12345678',
    repeat: '87654321',
    nickname: 'x'.repeat(33),
  })
  submit()
  expect(fieldError('username')).toBe('用户名为 3–32 位字母、数字或下划线')
  expect(fieldError('email')).toBe('邮箱格式不正确')
  expect(fieldError('code')).toBe('验证码是 6 位数字')
  expect(fieldError('password')).toBe('密码不能全是数字')
  expect(fieldError('repeat')).toBe('两次输入的密码不一致')
  expect(fieldError('nickname')).toBe('昵称最多 32 个字')

  await fill({ password: 'short1' })
  submit()
  expect(fieldError('password')).toBe('密码至少 8 位')
})

describe('password strength', () => {
  test('a meter and the reason under the password; a weak one is not sent', async () => {
    await fill({ ...good, password: 'Passw0rd!', repeat: 'Passw0rd!' })
    await until(() => $('.password-strength__reason'))
    expect(textOf('.password-strength__reason')).toBe('密码太容易被猜到，请加长或混合更多字符')
    expect(textOf('.password-strength__level')).toBe('密码强度: 弱')
    submit()
    expect(fieldError('password')).toBe('密码太容易被猜到，请加长或混合更多字符')
    await settle()
    expect(sent(server, REGISTER)).toHaveLength(0)
  })

  test('the username or the email in the password, and blanks, are refused with their reason', async () => {
    await fill({ ...good, password: 'x-Mei_2024-kitchen' })
    await until(() => $('.password-strength__reason'))
    expect(textOf('.password-strength__reason')).toBe('密码不能包含用户名或邮箱')
    await fill({ password: '        ' })
    await until(() => textOf('.password-strength__reason') === '密码不能只有空格')
  })

  test('a strong password shows its level and no reason, in the chosen language', async () => {
    testUtils.act(() => useSettingsStore.getState().setLocale('en'))
    await fill({ password: 'Steamed-Fish-77' })
    await until(() => $('.password-strength__bar.is-on'))
    expect(textOf('.password-strength__level')).toBe('Password strength: Very strong')
    expect($('.password-strength__reason')).toBeNull()
  })
})

test('sends a code of purpose register and counts down', async () => {
  await fill({ email: 'mei@example.com' })
  click(testUtils, '.send-code')
  await until(() => textOf('.send-code') === '60 秒后重发')
  expect(sent(server, SEND_CODE)[0].body).toEqual({ email: 'mei@example.com', purpose: 'register' })
})

test('registers, logs in and opens the profile tab; a blank nickname is left out', async () => {
  await fill(good)
  click(testUtils, '.check-box--consent')
  submit()
  await until(() => switchTab.mock.calls.length)
  expect(sent(server, REGISTER)[0].body).toEqual({
    username: 'mei_2024',
    email: 'mei@example.com',
    code: '135790',
    password: 'braised-pork-9',
  })
  expect(useSessionStore.getState()).toMatchObject({ token: 'tok-new' })
  expect(useSessionStore.getState().userInfo?.nickname).toBe('小梅')
  expect(switchTab).toHaveBeenCalledWith({ url: '/pages/profile/index' })
  expect(visibleToast()).toBe('注册成功')
})

test('a nickname given is sent, trimmed', async () => {
  await fill({ ...good, nickname: '  小梅  ' })
  click(testUtils, '.check-box--consent')
  submit()
  await until(() => switchTab.mock.calls.length)
  expect(sent(server, REGISTER)[0].body).toMatchObject({ nickname: '小梅' })
})

test('a refusal shows the server message and stays logged out', async () => {
  await fill({ ...good, username: 'taken' })
  click(testUtils, '.check-box--consent')
  submit()
  await until(() => visibleToast())
  expect(visibleToast()).toBe('用户名已被占用')
  expect(useSessionStore.getState().token).toBeNull()
  expect(switchTab).not.toHaveBeenCalled()
})

test('reads in French', async () => {
  testUtils.act(() => useSettingsStore.getState().setLocale('fr'))
  submit()
  expect(textOf('.nav-bar__title')).toBe('Inscription')
  expect(fieldError('username')).toBe('Choisissez un identifiant')
  expect(fieldError('repeat')).toBe('Saisissez à nouveau le mot de passe')
})
