import Taro from '@tarojs/taro'
import type TestUtils from '@tarojs/test-utils-react'
import '@/i18n'
import FoodDetailPage from '@/pages/food/detail'
import { useSessionStore } from '@/stores/session-store'
import { useSettingsStore } from '@/stores/settings-store'
import { sendJson } from '../helpers/api-server'
import { ok, startCatalogueApi, type Route } from '../helpers/catalogue-api'
import { RECIPES, detailOf } from '../helpers/catalogue-fixtures'
import { mei } from '../helpers/fixtures'
import { $, mountPage, onRoute, quietActWarning, waitFor } from '../helpers/page'
import { dismissToast, visibleToast } from '../helpers/toast'

let api: Awaited<ReturnType<typeof startCatalogueApi>>
let utils: TestUtils
let favoriteId: number | null
/** Answers for the calls of the dish page's own actions; the catalogue answers the rest. */
let actions: Route

const heart = () => $('.recipe-actions .favorite-toggle')!
const isOn = () => heart().getAttribute('aria-pressed')
const sentTo = (method: string, path: string) =>
  api.received.filter((r) => r.method === method && r.url === path)

async function mountDetail(id = 1) {
  onRoute('/pages/food/detail', { id: String(id) })
  utils = await mountPage(FoodDetailPage)
  await waitFor(() => $('.recipe-actions .favorite-toggle'))
}

function click(selector: string) {
  const element = $(selector)
  if (!element) throw new Error(`nothing at ${selector}`)
  utils.act(() => element.click())
}

beforeAll(async () => {
  api = await startCatalogueApi()
})
afterAll(() => api.close())
beforeEach(() => {
  quietActWarning()
  dismissToast()
  useSettingsStore.getState().setLocale('zh-Hans')
  useSessionStore.setState({ token: 'tok-me', userInfo: mei })
  api.received.length = 0
  favoriteId = null
  actions = (req, res, url) => {
    if (req.method === 'POST' && url.pathname === '/api/favorites')
      return (ok(res, { id: 51 }), true)
    if (req.method === 'DELETE' && url.pathname.startsWith('/api/favorites/'))
      return (ok(res, null), true)
    if (req.method === 'POST' && url.pathname === '/api/cart') return (ok(res, { id: 3 }), true)
    return false
  }
  api.override((req, res, url) => {
    if (actions(req, res, url)) return true
    if (url.pathname === '/api/recipes/1') {
      const servings = url.searchParams.get('servings')
      ok(res, { ...detailOf(RECIPES[0], servings ? Number(servings) : undefined), favoriteId })
      return true
    }
    return false
  })
})
afterEach(() => {
  utils?.unmout()
  jest.restoreAllMocks()
  Taro.getCurrentInstance().router = null
})

test('the heart favourites the dish at once, then saves it', async () => {
  await mountDetail()
  expect(isOn()).toBe('false')
  expect($('.favorite-toggle__label')?.textContent).toBe('收藏')
  click('.recipe-actions .favorite-toggle')
  expect(isOn()).toBe('true')
  expect($('.favorite-toggle__label')?.textContent).toBe('已收藏')
  await waitFor(() => sentTo('POST', '/api/favorites').length === 1)
  expect(sentTo('POST', '/api/favorites')[0].body).toEqual({ recipeId: 1 })

  // Taken back once saved: the id the server gave is the one removed.
  await waitFor(() => heart().getAttribute('aria-busy') === 'false')
  click('.recipe-actions .favorite-toggle')
  expect(isOn()).toBe('false')
  await waitFor(() => sentTo('DELETE', '/api/favorites/51').length === 1)
})

test('a favourite the dish answer names is shown and removed by its id', async () => {
  favoriteId = 17
  await mountDetail()
  expect(isOn()).toBe('true')
  click('.recipe-actions .favorite-toggle')
  await waitFor(() => sentTo('DELETE', '/api/favorites/17').length === 1)
  expect(isOn()).toBe('false')
})

test('a favourite the server refuses rolls back, with a toast', async () => {
  actions = (_req, res, url) => {
    if (url.pathname !== '/api/favorites') return false
    sendJson(res, { code: 500, msg: '收藏失败了', content: null }, 500)
    return true
  }
  await mountDetail()
  click('.recipe-actions .favorite-toggle')
  expect(isOn()).toBe('true')
  await waitFor(() => isOn() === 'false')
  expect(visibleToast()).toBe('收藏失败了')
})

test('a visitor who taps the heart or "add" is sent to log in, and back here after', async () => {
  useSessionStore.setState({ token: null, userInfo: null })
  const redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' })
  await mountDetail()
  click('.recipe-actions .favorite-toggle')
  click('.add-to-today')
  const login = { url: '/pages/login/index?redirect=%2Fpages%2Ffood%2Fdetail%3Fid%3D1' }
  expect(redirectTo.mock.calls).toEqual([[login], [login]])
  expect(isOn()).toBe('false')
  expect($('.meal-popup')).toBeNull()
  expect(sentTo('POST', '/api/favorites')).toHaveLength(0)
})

test('"add to today" asks for the meal and plans the servings shown', async () => {
  const switchTab = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'ok' })
  await mountDetail()
  click('.ingredient-list .stepper__button--plus')
  click('.add-to-today')
  expect($('.meal-popup .popup__title')?.textContent).toBe('加入计划')
  expect($('.meal-popup__what')?.textContent).toBe('红烧肉 · 3 人份')
  expect($('.meal-chips__chip--on')).not.toBeNull()
  click('.meal-chips__chip--dinner')
  click('.meal-popup__confirm')
  await waitFor(() => $('.snackbar'))
  expect(sentTo('POST', '/api/cart')[0].body).toEqual({ recipeId: 1, servings: 3, meal: 'dinner' })
  expect($('.meal-popup')).toBeNull()
  expect($('.snackbar__text')?.textContent).toBe('已加入计划 · 今天 晚餐')
  click('.snackbar__action')
  expect(switchTab).toHaveBeenCalledWith({ url: '/pages/cart/index' })
})

test('a plan the server refuses keeps the popup open to try again', async () => {
  actions = (_req, res, url) => {
    if (url.pathname !== '/api/cart') return false
    sendJson(res, { code: 400, msg: '份数需在 1 到 20 之间', content: null }, 400)
    return true
  }
  await mountDetail()
  click('.add-to-today')
  click('.meal-popup__confirm')
  await waitFor(() => visibleToast())
  expect(visibleToast()).toBe('份数需在 1 到 20 之间')
  await waitFor(() => $('.meal-popup__confirm')?.getAttribute('aria-disabled') === 'false')
  expect($('.snackbar')).toBeNull()
})
