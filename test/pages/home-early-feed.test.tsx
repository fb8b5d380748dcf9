import type TestUtils from '@tarojs/test-utils-react'
import '@/i18n'
import { startEarlyFeed, takeEarlyFeed } from '@/features/recipes/api/early-feed.h5'
import HomePage from '@/pages/index/index'
import { useSettingsStore } from '@/stores/settings-store'
import { startCatalogueApi } from '../helpers/catalogue-api'
import { $$, mountPage, onRoute, quietActWarning, texts, waitFor } from '../helpers/page'

let api: Awaited<ReturnType<typeof startCatalogueApi>>
let utils: TestUtils | undefined

const feedCards = () => $$('.recommended-feed .dish-card[data-id]')
const feedRequests = () => api.received.filter((r) => r.url.startsWith('/api/recipes/recommended'))

beforeAll(async () => {
  api = await startCatalogueApi()
})
afterAll(() => api.close())
beforeEach(() => {
  quietActWarning()
  useSettingsStore.getState().setLocale('zh-Hans')
  onRoute('/pages/index/index')
  api.received.length = 0
  api.override(null)
  api.release()
})
afterEach(() => {
  utils?.unmout()
  utils = undefined
  takeEarlyFeed()?.abort()
  jest.restoreAllMocks()
})

test('a launch on home asks for the feed at once, and home shows that answer without asking again', async () => {
  startEarlyFeed('')
  await api.untilReceived(1)
  expect(feedRequests().map((r) => r.url)).toEqual(['/api/recipes/recommended?page=1&pageSize=10'])
  expect(feedRequests()[0]?.headers['accept-language']).toBe('zh-Hans')
  utils = await mountPage(HomePage)
  await waitFor(() => feedCards().length > 0)
  expect(feedCards()).toHaveLength(10)
  expect(texts('.recommended-feed .dish-card__title').slice(0, 2)).toEqual(['红烧肉', '可乐鸡翅'])
  expect(feedRequests()).toHaveLength(1)
})

test('home takes the early call once (a later first page, e.g. a refresh, is asked anew)', async () => {
  startEarlyFeed('#/pages/index/index')
  utils = await mountPage(HomePage)
  await waitFor(() => feedCards().length > 0)
  expect(takeEarlyFeed()).toBeUndefined()
  expect(feedRequests()).toHaveLength(1)
})

test('a launch on another page asks for nothing ahead', async () => {
  startEarlyFeed('#/pages/food/detail?id=1')
  expect(takeEarlyFeed()).toBeUndefined()
  utils = await mountPage(HomePage)
  await waitFor(() => feedCards().length > 0)
  expect(feedRequests()).toHaveLength(1)
})

test('a call sent in another locale is dropped and home asks in the current one', async () => {
  api.hold()
  startEarlyFeed('#/')
  await api.untilReceived(1)
  useSettingsStore.getState().setLocale('en')
  api.release()
  utils = await mountPage(HomePage)
  await waitFor(() => feedCards().length > 0)
  expect(feedRequests().map((r) => r.headers['accept-language'])).toEqual(['zh-Hans', 'en'])
})
