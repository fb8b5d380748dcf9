import Taro from '@tarojs/taro'
import '@/i18n'
import { logOut, refreshSession } from '@/features/auth/session'
import { useSessionStore } from '@/stores/session-store'
import { useSettingsStore } from '@/stores/settings-store'
import { answerRoutes, ok, refuse, sent } from '../../helpers/accounts'
import { closedPort, startApiServer, type ApiServer } from '../../helpers/api-server'
import { mei, rememberedMei } from '../../helpers/fixtures'
import { dismissToast, visibleToast } from '../../helpers/toast'

let server: ApiServer
const INFO = 'GET /api/auth/user/info'
const fresh = { ...mei, nickname: 'Mei Chen', kitchen: { id: 2, name: 'Family', role: 'member' } }

beforeAll(async () => {
  server = await startApiServer()
})
afterAll(() => server.close())

beforeEach(() => {
  server.received.length = 0
  dismissToast()
  useSettingsStore.getState().setLocale('zh-Hans')
  useSessionStore.setState({ token: 'tok-7', userInfo: mei, rememberedAccount: rememberedMei })
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'pages/index/index' }] as never)
  jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => jest.restoreAllMocks())

describe('refreshSession at launch', () => {
  test('does nothing without a stored token', async () => {
    useSessionStore.getState().clear()
    await expect(refreshSession()).resolves.toBe('anonymous')
    expect(server.received).toHaveLength(0)
  })

  test('stores the fresh user info', async () => {
    answerRoutes(server, { [INFO]: () => ok(fresh) })
    await expect(refreshSession()).resolves.toBe('refreshed')
    expect(sent(server, INFO)[0].headers.authorization).toBe('Bearer tok-7')
    expect(useSessionStore.getState()).toMatchObject({ token: 'tok-7', userInfo: fresh })
  })

  test('HTTP 401: the request wrapper ends the session (toast, login page)', async () => {
    answerRoutes(server, { [INFO]: () => refuse(401, 401, 'token revoked') })
    await expect(refreshSession()).resolves.toBe('cleared')
    expect(useSessionStore.getState()).toMatchObject({ token: null, userInfo: null })
    expect(useSessionStore.getState().rememberedAccount).toEqual(rememberedMei)
    expect(visibleToast()).toBe('未授权，请重新登录')
    expect(Taro.navigateTo).toHaveBeenCalledWith({
      url: '/pages/login/index?redirect=%2Fpages%2Findex%2Findex',
    })
  })

  test('any other refusal by the server also logs out, quietly', async () => {
    answerRoutes(server, { [INFO]: () => refuse(404, 40401, 'user not found') })
    await expect(refreshSession()).resolves.toBe('cleared')
    expect(useSessionStore.getState().token).toBeNull()
    expect(visibleToast()).toBeNull()
  })

  test('a server failure (5xx) keeps the session', async () => {
    answerRoutes(server, { [INFO]: () => refuse(503, 503, 'maintenance') })
    await expect(refreshSession()).resolves.toBe('kept')
    expect(useSessionStore.getState()).toMatchObject({ token: 'tok-7', userInfo: mei })
  })

  test('no network keeps the session, without a toast', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined) // jsdom reports the refusal
    const port = await closedPort()
    const base = process.env.TARO_APP_API_BASE
    process.env.TARO_APP_API_BASE = `http://127.0.0.1:${port}/api`
    try {
      await expect(refreshSession()).resolves.toBe('kept')
    } finally {
      process.env.TARO_APP_API_BASE = base
    }
    expect(useSessionStore.getState()).toMatchObject({ token: 'tok-7', userInfo: mei })
    expect(visibleToast()).toBeNull()
  })

  test('a logout during the call wins over its answer', async () => {
    answerRoutes(server, { [INFO]: () => ok(fresh) })
    const refreshing = refreshSession()
    useSessionStore.getState().clear()
    await expect(refreshing).resolves.toBe('kept')
    expect(useSessionStore.getState().userInfo).toBeNull()
  })
})

describe('logOut', () => {
  test('revokes the token on the server and clears the session, keeping the remembered account', async () => {
    answerRoutes(server, { 'POST /api/auth/logout': () => ok(null) })
    await expect(logOut()).resolves.toBe(true)
    expect(sent(server, 'POST /api/auth/logout')[0].headers.authorization).toBe('Bearer tok-7')
    expect(useSessionStore.getState()).toMatchObject({
      token: null,
      userInfo: null,
      rememberedAccount: rememberedMei,
    })
  })

  test('a failure toasts "logout failed" (not the wrapper message) and clears anyway', async () => {
    useSettingsStore.getState().setLocale('en')
    answerRoutes(server, { 'POST /api/auth/logout': () => refuse(500, 500, 'database is down') })
    await expect(logOut()).resolves.toBe(false)
    expect(visibleToast()).toBe('logout failed')
    expect(useSessionStore.getState().token).toBeNull()
  })
})
