import Taro from '@tarojs/taro'
import { request } from '@/services/request'
import { useSessionStore } from '@/stores/session-store'
import { useSettingsStore } from '@/stores/settings-store'
import { mei, rememberedMei } from '../helpers/fixtures'
import { closedPort, sendJson, startApiServer, type ApiServer } from '../helpers/api-server'
import { rejectionOf } from '../helpers/rejection'
import { dismissToast, visibleToast } from '../helpers/toast'

const LOGIN_FROM_DISH = '/pages/login/index?redirect=%2Fpages%2Ffood%2Fdetail%3Fid%3D3'

let server: ApiServer
let navigateTo: jest.SpyInstance

function answer(body: unknown, status = 200) {
  server.handle((_req, res) => sendJson(res, body, status))
}

beforeAll(async () => {
  server = await startApiServer()
})
afterAll(() => server.close())

beforeEach(() => {
  server.received.length = 0
  dismissToast()
  useSettingsStore.getState().setLocale('zh-Hans')
  useSessionStore.setState({ token: 'tok-1', userInfo: mei, rememberedAccount: rememberedMei })
  // No router runs in these tests: the user is on a dish's page, and navigation is recorded.
  jest
    .spyOn(Taro, 'getCurrentPages')
    .mockReturnValue([{ route: 'pages/food/detail', options: { id: '3' } }] as never)
  navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

describe('a successful call', () => {
  test('resolves with the envelope content and sends the locale and the token', async () => {
    answer({ code: 0, msg: '', content: { dishes: 3 } })
    await expect(request({ url: '/v1/dishes', method: 'POST', data: { a: 1 } })).resolves.toEqual({
      dishes: 3,
    })
    const [sent] = server.received
    expect(sent).toMatchObject({ method: 'POST', url: '/api/v1/dishes', body: { a: 1 } })
    expect(sent.headers.authorization).toBe('Bearer tok-1')
    expect(sent.headers['accept-language']).toBe('zh-Hans')
  })

  test('sends no Authorization header without a token', async () => {
    useSessionStore.getState().clear()
    useSettingsStore.getState().setLocale('fr')
    answer({ code: 0, msg: '', content: [] })
    await request({ url: '/v1/dishes' })
    expect(server.received[0].headers.authorization).toBeUndefined()
    expect(server.received[0].headers['accept-language']).toBe('fr')
  })
})

describe('HTTP 401', () => {
  test('toasts, ends the session but keeps the remembered account, and opens login', async () => {
    answer({ code: 401, msg: 'token expired', content: null }, 401)
    const error = await rejectionOf(request({ url: '/v1/me' }))
    expect(error).toMatchObject({ code: 401, statusCode: 401, message: '未授权，请重新登录' })
    expect(visibleToast()).toBe('未授权，请重新登录')
    const session = useSessionStore.getState()
    expect(session).toMatchObject({ token: null, userInfo: null, rememberedAccount: rememberedMei })
    expect(navigateTo).toHaveBeenCalledWith({ url: LOGIN_FROM_DISH })
  })

  test('on H5 the way back keeps the page’s query too (its pages carry $taroParams)', async () => {
    jest.mocked(Taro.getCurrentPages).mockReturnValue([
      {
        route: 'pages/food/detail',
        $taroParams: { id: '3', stamp: '2', $taroTimestamp: 1700000000000 },
      },
    ] as never)
    answer({ code: 401, msg: 'token expired', content: null }, 401)
    await rejectionOf(request({ url: '/v1/me' }))
    expect(navigateTo).toHaveBeenCalledWith({ url: LOGIN_FROM_DISH })
  })

  test('reads in English when the locale is en', async () => {
    useSettingsStore.getState().setLocale('en')
    answer({ code: 401, msg: '', content: null }, 401)
    const error = await rejectionOf(request({ url: '/v1/me' }))
    expect(error.message).toBe('unauthorised, please log in again')
    expect(visibleToast()).toBe('unauthorised, please log in again')
  })
})

test('envelope code 401 rejects and opens login, with no toast and the session kept', async () => {
  answer({ code: 401, msg: 'login first', content: null })
  const error = await rejectionOf(request({ url: '/v1/cart' }))
  expect(error).toMatchObject({
    code: 401,
    statusCode: 200,
    message: '该功能需登录后使用，请先登录',
  })
  expect(visibleToast()).toBeNull()
  expect(navigateTo).toHaveBeenCalledWith({ url: LOGIN_FROM_DISH })
  expect(useSessionStore.getState().token).toBe('tok-1')
})

describe('other failures are toasted', () => {
  test('a nonzero code shows the server message', async () => {
    answer({ code: 40010, msg: '菜品不存在', content: null })
    const error = await rejectionOf(request({ url: '/v1/dishes/9' }))
    expect(error).toMatchObject({ code: 40010, message: '菜品不存在' })
    expect(visibleToast()).toBe('菜品不存在')
    expect(navigateTo).not.toHaveBeenCalled()
  })

  test('a nonzero code without a message shows "请求失败"', async () => {
    answer({ code: 40010, msg: '', content: null })
    expect((await rejectionOf(request({ url: '/v1/x' }))).message).toBe('请求失败')
    expect(visibleToast()).toBe('请求失败')
  })

  test('a 5xx answer that is not JSON shows "请求失败" with the HTTP status as code', async () => {
    server.handle((_req, res) => {
      res.writeHead(502, { 'Content-Type': 'text/html' })
      res.end('<html>Bad gateway</html>')
    })
    const error = await rejectionOf(request({ url: '/v1/x' }))
    expect(error).toMatchObject({ code: 502, statusCode: 502, message: '请求失败' })
    expect(visibleToast()).toBe('请求失败')
  })

  test('a refused connection shows "网络请求失败" with code 602001', async () => {
    // jsdom reports the refused connection on console.error as well.
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    process.env.TARO_APP_API_BASE = `http://127.0.0.1:${await closedPort()}/api`
    try {
      const error = await rejectionOf(request({ url: '/v1/x' }))
      expect(error).toMatchObject({ code: 602001, message: '网络请求失败' })
      expect(visibleToast()).toBe('网络请求失败')
    } finally {
      process.env.TARO_APP_API_BASE = server.base
    }
  })
})

test('a server that never answers times out after 60000 ms with code 5', async () => {
  server.handle(() => undefined)
  jest.useFakeTimers()
  const settled = rejectionOf(request({ url: '/v1/slow' }))
  await jest.advanceTimersByTimeAsync(59999)
  expect(visibleToast()).toBeNull()
  // The wrapper's timer aborts the XHR; the fetch polyfill rejects on a zero-delay timer.
  await jest.advanceTimersByTimeAsync(10)
  expect(await settled).toMatchObject({ code: 5, message: '网络请求失败' })
  expect(visibleToast()).toBe('网络请求失败')
})

test('abort() rejects with code 600003 and shows nothing', async () => {
  server.handle(() => undefined)
  const pending = request({ url: '/v1/slow' })
  await server.untilReceived(1)
  pending.abort()
  expect(await rejectionOf(pending)).toMatchObject({ code: 600003 })
  expect(visibleToast()).toBeNull()
})

test('quiet calls only log their failure', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  answer({ code: 500, msg: 'kanban down', content: null })
  expect(await rejectionOf(request({ url: '/v1/kanban', quiet: true }))).toMatchObject({
    code: 500,
  })
  expect(visibleToast()).toBeNull()
  expect(warn).toHaveBeenCalledWith('[request] kanban down')
})
