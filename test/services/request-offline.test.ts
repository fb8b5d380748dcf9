import '@/i18n'
import { request } from '@/services/request'
import { useSettingsStore } from '@/stores/settings-store'
import { closedPort } from '../helpers/api-server'
import { rejectionOf } from '../helpers/rejection'
import { dismissToast, visibleToast } from '../helpers/toast'

/**
 * Without a network (the browser says so) the screens say it themselves (the bar's banner, the
 * offline states): a read fails without a toast, a change says plainly it was not saved.
 */

let base: string | undefined
const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true })

beforeEach(async () => {
  dismissToast()
  useSettingsStore.getState().setLocale('zh-Hans')
  // jsdom reports the refused connection on console.error as well.
  jest.spyOn(console, 'error').mockImplementation(() => undefined)
  base = process.env.TARO_APP_API_BASE
  process.env.TARO_APP_API_BASE = `http://127.0.0.1:${await closedPort()}/api`
})
afterEach(() => {
  process.env.TARO_APP_API_BASE = base
  setOnline(true)
  jest.restoreAllMocks()
})

test('offline, a read fails quietly with the network code', async () => {
  setOnline(false)
  const error = await rejectionOf(request({ url: '/recipes/1' }))
  expect(error).toMatchObject({ code: 602001, message: '网络请求失败' })
  expect(visibleToast()).toBeNull()
})

test('offline, a change says it was not saved', async () => {
  setOnline(false)
  await rejectionOf(request({ url: '/favorites', method: 'POST', data: { recipeId: 1 } }))
  expect(visibleToast()).toBe('没有网络，这个改动没有保存，联网后再试')
  dismissToast()
  useSettingsStore.getState().setLocale('en')
  await rejectionOf(request({ url: '/cart/3', method: 'DELETE' }))
  expect(visibleToast()).toBe(
    "You're offline: this change was not saved. Try again once you're online.",
  )
})

test('online, a failed connection is toasted as before', async () => {
  await rejectionOf(request({ url: '/recipes/1' }))
  expect(visibleToast()).toBe('网络请求失败')
})
