import Taro from '@tarojs/taro'
import type TestUtils from '@tarojs/test-utils-react'
import '@/i18n'
import ChangePasswordPage from '@/pages/profile/changePassword'
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
  refuse,
  sent,
  settle,
  textOf,
  type,
  until,
} from '../helpers/accounts'
import { startApiServer, type ApiServer } from '../helpers/api-server'
import { mei, rememberedMei } from '../helpers/fixtures'
import { scorePassword, STRENGTH } from '../helpers/strength'
import { dismissToast, visibleToast } from '../helpers/toast'

let server: ApiServer
let testUtils: TestUtils
const CHANGE = 'PUT /api/user/password'

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
    token: 'tok-here',
    userInfo: mei,
    rememberedAccount: rememberedMei,
    deviceTokens: [
      { username: 'mei', token: 'dev-mei' },
      { username: 'lin', token: 'dev-lin' },
    ],
  })
  onRoute('/pages/profile/changePassword')
  jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'navigateBack:ok' })
  answerRoutes(server, {
    [STRENGTH]: scorePassword,
    [CHANGE]: (req) =>
      (req.body as { oldPassword: string }).oldPassword === 'old-pass-1'
        ? ok(null)
        : refuse(400, 40006, '原密码不正确'),
  })
  testUtils = await mount(ChangePasswordPage)
})

afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
  Taro.getCurrentInstance().router = null
})

const submit = () => click(testUtils, '.auth-submit')

test('checks the three fields before sending', async () => {
  expect(textOf('.nav-bar__title')).toBe('修改密码')
  submit()
  expect(fieldError('oldPassword')).toBe('请输入密码')
  expect(fieldError('password')).toBe('请输入密码')
  expect(fieldError('repeat')).toBe('请再输入一次密码')
  await type(testUtils, 'oldPassword', 'old-pass-1')
  await type(testUtils, 'password', 'old-pass-1')
  await type(testUtils, 'repeat', 'old-pass-2')
  submit()
  expect(fieldError('password')).toBe('新密码不能与原密码相同')
  expect(fieldError('repeat')).toBe('两次输入的密码不一致')
  await settle()
  expect(sent(server, CHANGE)).toHaveLength(0)
})

test('changes it, says other devices were logged out, stays logged in here', async () => {
  await type(testUtils, 'oldPassword', 'old-pass-1')
  await type(testUtils, 'password', 'new-pass-22')
  await type(testUtils, 'repeat', 'new-pass-22')
  submit()
  await until(() => visibleToast())
  expect(visibleToast()).toBe('密码已修改，其他设备已退出登录')
  expect(sent(server, CHANGE)[0].body).toEqual({
    oldPassword: 'old-pass-1',
    newPassword: 'new-pass-22',
  })
  expect(sent(server, CHANGE)[0].headers.authorization).toBe('Bearer tok-here')
  // The server revoked this account's device tokens: its one-tap login here is forgotten.
  expect(useSessionStore.getState()).toMatchObject({
    token: 'tok-here',
    rememberedAccount: null,
    deviceTokens: [{ username: 'lin', token: 'dev-lin' }],
  })
})

test('a wrong old password shows the server message', async () => {
  await type(testUtils, 'oldPassword', 'not-it-123')
  await type(testUtils, 'password', 'new-pass-22')
  await type(testUtils, 'repeat', 'new-pass-22')
  submit()
  await until(() => visibleToast())
  expect(visibleToast()).toBe('原密码不正确')
  expect(useSessionStore.getState().rememberedAccount).toEqual(rememberedMei)
})

test('the new password shows its strength; one with the username is refused before sending', async () => {
  await type(testUtils, 'oldPassword', 'old-pass-1')
  await type(testUtils, 'password', 'Mei-kitchen-2025')
  await type(testUtils, 'repeat', 'Mei-kitchen-2025')
  await until(() => textOf('.password-strength__reason'))
  expect(textOf('.password-strength__reason')).toBe('密码不能包含用户名或邮箱')
  click(testUtils, '.auth-submit')
  expect(fieldError('password')).toBe('密码不能包含用户名或邮箱')
  await settle()
  expect(sent(server, CHANGE)).toHaveLength(0)
})
