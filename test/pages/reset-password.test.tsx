import Taro from '@tarojs/taro'
import type TestUtils from '@tarojs/test-utils-react'
import '@/i18n'
import ResetPasswordPage from '@/pages/login/resetPassword'
import { useSessionStore } from '@/stores/session-store'
import { useSettingsStore } from '@/stores/settings-store'
import {
  answerRoutes,
  click,
  fieldError,
  mount,
  ok,
  onRoute,
  quietActWarning,
  sent,
  textOf,
  type,
  until,
} from '../helpers/accounts'
import { startApiServer, type ApiServer } from '../helpers/api-server'
import { rememberedMei } from '../helpers/fixtures'
import { scorePassword, STRENGTH } from '../helpers/strength'
import { dismissToast, visibleToast } from '../helpers/toast'

let server: ApiServer
let testUtils: TestUtils
let navigateBack: jest.SpyInstance

beforeAll(async () => {
  server = await startApiServer()
})
afterAll(() => server.close())

beforeEach(async () => {
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
  onRoute('/pages/login/resetPassword')
  // Opened from the login page, which is underneath.
  jest
    .spyOn(Taro, 'getCurrentPages')
    .mockReturnValue([
      { route: 'pages/login/index' },
      { route: 'pages/login/resetPassword' },
    ] as never)
  navigateBack = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'navigateBack:ok' })
  answerRoutes(server, {
    [STRENGTH]: scorePassword,
    'POST /api/auth/send-code': () => ok(null),
    'POST /api/auth/reset-password': () => ok(null),
  })
  testUtils = await mount(ResetPasswordPage)
})

afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
  Taro.getCurrentInstance().router = null
})

test('email → code of purpose reset, with the 60 s countdown', async () => {
  expect(textOf('.nav-bar__title')).toBe('重置密码')
  click(testUtils, '.send-code')
  expect(fieldError('email')).toBe('请输入邮箱')
  await type(testUtils, 'email', 'mei@example.com')
  click(testUtils, '.send-code')
  await until(() => textOf('.send-code') === '60 秒后重发')
  expect(sent(server, 'POST /api/auth/send-code')[0].body).toEqual({
    email: 'mei@example.com',
    purpose: 'reset',
  })
})

test('code + new password twice resets it, forgets that remembered account, back to login', async () => {
  await type(testUtils, 'email', 'mei@example.com')
  await type(testUtils, 'code', '112233')
  await type(testUtils, 'password', 'fresh-start-8')
  await type(testUtils, 'repeat', 'fresh-start-9')
  click(testUtils, '.auth-submit')
  expect(fieldError('repeat')).toBe('两次输入的密码不一致')
  await type(testUtils, 'repeat', 'fresh-start-8')
  click(testUtils, '.auth-submit')
  await until(() => navigateBack.mock.calls.length)
  expect(sent(server, 'POST /api/auth/reset-password')[0].body).toEqual({
    email: 'mei@example.com',
    code: '112233',
    password: 'fresh-start-8',
  })
  expect(visibleToast()).toBe('密码已重置，请用新密码登录')
  // m***@example.com is the remembered account's: its one-tap login is gone with its token.
  expect(useSessionStore.getState().rememberedAccount).toBeNull()
  expect(useSessionStore.getState().deviceTokens).toEqual([{ username: 'lin', token: 'dev-lin' }])
})

test('a reset of another account keeps the remembered one', async () => {
  await type(testUtils, 'email', 'lin@example.com')
  await type(testUtils, 'code', '112233')
  await type(testUtils, 'password', 'fresh-start-8')
  await type(testUtils, 'repeat', 'fresh-start-8')
  click(testUtils, '.auth-submit')
  await until(() => navigateBack.mock.calls.length)
  expect(useSessionStore.getState().rememberedAccount).toEqual(rememberedMei)
  expect(useSessionStore.getState().deviceTokens).toHaveLength(2)
})

test('the new password shows its strength and the reason a weak one is refused', async () => {
  await type(testUtils, 'email', 'mei@example.com')
  await type(testUtils, 'password', 'Passw0rd!')
  await until(() => textOf('.password-strength__reason'))
  expect(textOf('.password-strength__reason')).toBe('密码太容易被猜到，请加长或混合更多字符')
  await type(testUtils, 'password', 'fresh-start-8')
  // The server is asked once typing pauses: "checking" first, then the level without a reason.
  await until(() => textOf('.password-strength__level')?.startsWith('密码强度: '))
  expect(textOf('.password-strength__reason')).toBeNull()
})
