import Taro from '@tarojs/taro'
import type TestUtils from '@tarojs/test-utils-react'
import type { ComponentType } from 'react'
import '@/i18n'
import CategoryPage from '@/pages/category/index'
import SearchDishPage from '@/pages/search/dish'
import TodayEatPage from '@/pages/today-eat/index'
import { keepDish } from '@/services/kept-dishes'
import { useSettingsStore } from '@/stores/settings-store'
import { startCatalogueApi } from '../helpers/catalogue-api'
import { RECIPES, detailOf } from '../helpers/catalogue-fixtures'
import { $, $$, mountPage, onRoute, quietActWarning, waitFor } from '../helpers/page'

/** Screens that need the network say so without one, and offer the dishes kept on the phone. */

jest.mock('@/services/kept-store', () => jest.requireActual('../../src/services/kept-store.ts'))

let api: Awaited<ReturnType<typeof startCatalogueApi>>
let utils: TestUtils

beforeAll(async () => {
  api = await startCatalogueApi()
})
afterAll(() => api.close())
beforeEach(() => {
  quietActWarning()
  useSettingsStore.getState().setLocale('zh-Hans')
  Taro.clearStorageSync()
  keepDish(detailOf(RECIPES[2]))
  // No answer at all: the connection is dropped, as with no network.
  api.override((_req, res) => {
    res.destroy()
    return true
  })
})
afterEach(() => {
  utils?.unmout()
  jest.restoreAllMocks()
})

async function open(route: string, page: ComponentType, params: Record<string, string> = {}) {
  onRoute(route, params)
  utils = await mountPage(page)
  await waitFor(() => $('.offline-state'), 8000)
}

test.each([
  ['/pages/search/dish', SearchDishPage, { q: '红烧' }, '搜索要联网才能用。'],
  ['/pages/category/index', CategoryPage, {}, '分类里的菜要联网才能加载。'],
  ['/pages/today-eat/index', TodayEatPage, {}, '“今天吃什么”要联网才能推荐。'],
])('%s offline', async (route, page, params, text) => {
  await open(route, page as ComponentType, params)
  expect($('.offline-state__text')?.textContent).toBe(text)
  expect($$('.offline-state__dish').map((el) => el.getAttribute('data-id'))).toEqual(['3'])
  // The retry asks again.
  const before = api.received.length
  utils.act(() => $('.offline-state .pill-button')!.click())
  await waitFor(() => api.received.length > before)
})

test('with nothing kept, it says what gets kept', async () => {
  Taro.clearStorageSync()
  useSettingsStore.getState().setLocale('en')
  await open('/pages/search/dish', SearchDishPage, { q: 'pork' })
  expect($('.offline-state__title')?.textContent).toBe("You're offline")
  expect($('.offline-state__none')?.textContent).toBe(
    'Dishes you view, favourite or plan while online are saved here and open without a connection.',
  )
})
