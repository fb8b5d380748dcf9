import Taro from '@tarojs/taro'
import type TestUtils from '@tarojs/test-utils-react'
import '@/i18n'
import FoodDetailPage from '@/pages/food/detail'
import { keepDish, keptDishes } from '@/services/kept-dishes'
import { useSettingsStore } from '@/stores/settings-store'
import { startCatalogueApi } from '../helpers/catalogue-api'
import { RECIPES, detailOf } from '../helpers/catalogue-fixtures'
import { $, $$, mountPage, onRoute, quietActWarning, texts, waitFor } from '../helpers/page'

// The mini-programs' way: without a network the page looks in storage itself (on H5 the service
// worker answers the same call from its cache: test/e2e/offline.e2e.test.ts).
jest.mock('@/services/kept-store', () => jest.requireActual('../../src/services/kept-store.ts'))

let api: Awaited<ReturnType<typeof startCatalogueApi>>
let utils: TestUtils

async function mountDetail(id: number) {
  onRoute('/pages/food/detail', { id: String(id) })
  utils = await mountPage(FoodDetailPage)
  await waitFor(() => $('.recipe-hero__title') || $('.offline-state') || $('.empty-state'))
}

/** No answer at all: the connection is dropped, as with no network. */
const goOffline = () =>
  api.override((_req, res) => {
    res.destroy()
    return true
  })

beforeAll(async () => {
  api = await startCatalogueApi()
})
afterAll(() => api.close())
beforeEach(() => {
  quietActWarning()
  useSettingsStore.getState().setLocale('zh-Hans')
  Taro.clearStorageSync()
  api.override(null)
  api.release()
})
afterEach(() => {
  utils?.unmout()
  jest.restoreAllMocks()
})

test('a dish seen online is kept, and opens from there without a network', async () => {
  await mountDetail(1)
  expect(keptDishes().map((dish) => dish.id)).toEqual([1])
  utils.unmout()

  goOffline()
  await mountDetail(1)
  expect($('.recipe-hero__title')?.textContent).toBe('红烧肉')
  expect(texts('.ingredient__name').slice(0, 2)).toEqual(['五花肉', '冰糖'])
  expect($('.offline-state')).toBeNull()
})

test('a dish never kept says so offline and offers the kept ones', async () => {
  keepDish(detailOf(RECIPES[8]))
  goOffline()
  await mountDetail(1)
  expect($('.recipe-hero__title')).toBeNull()
  expect($('.offline-state__title')?.textContent).toBe('没有网络')
  expect($('.offline-state__text')?.textContent).toBe('这道菜还没有保存在本机，联网后再打开。')
  expect($$('.offline-state__dish').map((el) => el.getAttribute('data-id'))).toEqual(['9'])
  expect(texts('.offline-state__name')).toEqual([RECIPES[8].title])

  const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' })
  utils.act(() => $('.offline-state__dish')!.click())
  expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/food/detail?id=9' })
})

test('a server error is not "offline": the retry state stays', async () => {
  keepDish(detailOf(RECIPES[0]))
  api.override((_req, res) => {
    res.writeHead(500, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ code: 500, msg: '服务器开小差了', content: null }))
    return true
  })
  await mountDetail(1)
  expect($('.offline-state')).toBeNull()
  expect($('.empty-state__text')?.textContent).toBe('菜谱没有加载出来，请检查网络后重试')
})
