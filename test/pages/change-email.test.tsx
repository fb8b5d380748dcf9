import Taro from '@tarojs/taro'
import type TestUtils from '@tarojs/test-utils-react'
import '@/i18n'
import ChangeEmailPage from '@/pages/profile/changeEmail'
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
import { dismissToast, visibleToast } from '../helpers/toast'

let server: ApiServer
let testUtils: TestUtils | undefined
const CHANGE = 'PUT /api/auth/user/sensitive-info'
const SEND = 'POST /api/auth/send-code'

beforeAll(async () => {
  server = await startApiServer()
})
afterAll(() => server.close())

beforeEach(() => {
  quietActWarning()
  server.received.length = 0
  dismissToast()
  useSettingsStore.getState().setLocale('zh-Hans')
  useSessionStore.setState({ token: 'tok-here', userInfo: mei, rememberedAccount: null })
  onRoute('/pages/profile/changeEmail')
  jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'navigateBack:ok' })
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}, {}] as never)
  answerRoutes(server, {
    [SEND]: () => ok(null),
    [CHANGE]: (req) =>
      (req.body as { password: string }).password === 'Braised-Pork-42'
        ? ok({ ...mei, email: 'n***@example.com' })
        : refuse(400, 40006, '密码不正确'),
  })
})

afterEach(() => {
  testUtils?.unmout()
  testUtils = undefined
  jest.restoreAllMocks()
  Taro.getCurrentInstance().router = null
})

async function open() {
  testUtils = await mount(ChangeEmailPage)
}

test('shows the current email and checks the three fields before sending', async () => {
  await open()
  expect(textOf('.nav-bar__title')).toBe('修改邮箱')
  expect(textOf('.auth-current-email')).toBe('当前邮箱：m***@example.com')
  click(testUtils!, '.send-code')
  expect(fieldError('email')).toBe('请输入邮箱')
  click(testUtils!, '.auth-submit')
  expect(fieldError('code')).toBe('请输入验证码')
  expect(fieldError('password')).toBe('请输入密码')
  await settle()
  expect(sent(server, CHANGE)).toHaveLength(0)
})

test('sends a bind-email code to the new address, with the 60 s countdown', async () => {
  await open()
  await type(testUtils!, 'email', 'new@example.com')
  click(testUtils!, '.send-code')
  await until(() => textOf('.send-code') === '60 秒后重发')
  expect(sent(server, SEND)[0]).toMatchObject({
    body: { email: 'new@example.com', purpose: 'bind-email' },
    headers: { authorization: 'Bearer tok-here' },
  })
})

test('changes the email with the code and the password, and shows the new one', async () => {
  await open()
  await type(testUtils!, 'email', 'new@example.com')
  await type(testUtils!, 'code', '135790')
  await type(testUtils!, 'password', 'Braised-Pork-42')
  click(testUtils!, '.auth-submit')
  await until(() => visibleToast())
  expect(visibleToast()).toBe('邮箱已修改')
  expect(sent(server, CHANGE)[0].body).toEqual({
    email: 'new@example.com',
    code: '135790',
    password: 'Braised-Pork-42',
  })
  expect(useSessionStore.getState().userInfo?.email).toBe('n***@example.com')
})

test('a wrong password shows the server message and stays', async () => {
  await open()
  await type(testUtils!, 'email', 'new@example.com')
  await type(testUtils!, 'code', '135790')
  await type(testUtils!, 'password', 'not-it-1234')
  click(testUtils!, '.auth-submit')
  await until(() => visibleToast())
  expect(visibleToast()).toBe('密码不正确')
  expect(useSessionStore.getState().userInfo?.email).toBe('m***@example.com')
  expect(Taro.navigateBack).not.toHaveBeenCalled()
})

test('reads in English', async () => {
  useSettingsStore.getState().setLocale('en')
  await open()
  expect(textOf('.nav-bar__title')).toBe('Change email')
  expect(textOf('.auth-current-email')).toBe('Current email: m***@example.com')
  expect($('.form-field--password')).not.toBeNull()
})

test('sends an anonymous visitor to log in, with this screen as the way back', async () => {
  useSessionStore.setState({ token: null, userInfo: null })
  const redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' })
  await open()
  await until(() => redirectTo.mock.calls.length)
  expect(redirectTo).toHaveBeenCalledWith({
    url: '/pages/login/index?redirect=%2Fpages%2Fprofile%2FchangeEmail',
  })
})
