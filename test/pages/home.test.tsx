import Taro from '@tarojs/taro'
import type TestUtils from '@tarojs/test-utils-react'
import '@/i18n'
import { useCategoryChoiceStore } from '@/features/recipes/store/category-choice-store'
import HomePage from '@/pages/index/index'
import { useSettingsStore } from '@/stores/settings-store'
import { sendJson } from '../helpers/api-server'
import { ok, startCatalogueApi } from '../helpers/catalogue-api'
import { RECIPES } from '../helpers/catalogue-fixtures'
import {
  $,
  $$,
  firePageEvent,
  mountPage,
  onRoute,
  quietActWarning,
  texts,
  waitFor,
} from '../helpers/page'
import { dragDown, touch } from '../helpers/touch'

let api: Awaited<ReturnType<typeof startCatalogueApi>>
let utils: TestUtils

const feedCards = () => $$('.recommended-feed .dish-card[data-id]')
const feedRequests = () => api.received.filter((r) => r.url.startsWith('/api/recipes/recommended'))
const loadMore = () => $('.recommended-feed .load-more')

async function mountHome() {
  utils = await mountPage(HomePage)
  await waitFor(() => feedCards().length > 0)
}

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
  jest.restoreAllMocks()
})

test('shows the search box, the today-eat card, ten categories and the first page of the feed', async () => {
  api.hold()
  utils = await mountPage(HomePage)
  // Skeletons first.
  expect($$('.dish-card--skeleton').length).toBe(4)
  expect($$('.category-shortcuts__icon--loading').length).toBe(10)
  api.release()
  await waitFor(() => feedCards().length > 0)
  expect($('.nav-bar__title')?.textContent).toBe('私厨')
  expect($('.search-entry')?.textContent).toBe('搜索菜名、食材或拼音')
  expect($('.today-eat-card__title')?.textContent).toBe('今天吃什么？')
  await waitFor(() => $$('.category-shortcuts__name').length === 10)
  expect(texts('.category-shortcuts__name').slice(0, 3)).toEqual(['荤菜', '素菜', '水产'])
  expect(feedCards()).toHaveLength(10)
  expect(texts('.recommended-feed .dish-card__title').slice(0, 2)).toEqual(['红烧肉', '可乐鸡翅'])
  expect(loadMore()?.getAttribute('data-status')).toBe('idle')
  expect(feedRequests().map((r) => r.url)).toEqual(['/api/recipes/recommended?page=1&pageSize=10'])
})

test('category names follow the locale (the server sends them in Chinese)', async () => {
  await mountHome()
  await waitFor(() => $$('.category-shortcuts__name').length === 10)
  utils.act(() => useSettingsStore.getState().setLocale('en'))
  expect(texts('.category-shortcuts__name')).toEqual([
    'Meat',
    'Vegetables',
    'Seafood',
    'Breakfast',
    'Staples',
    'Soups',
    'Desserts',
    'Drinks',
    'Sauces',
    'Semi-prepared',
  ])
  expect($('.recommended-feed__heading')?.textContent).toBe('Recommended for you')
})

test('reaching the bottom loads the next page, once per 350 ms, until there is no more', async () => {
  await mountHome()
  utils.act(() => {
    firePageEvent('onReachBottom')
    firePageEvent('onReachBottom')
    firePageEvent('onReachBottom')
  })
  expect(loadMore()?.getAttribute('data-status')).toBe('loading')
  await waitFor(() => feedCards().length === 20)
  expect(feedRequests()).toHaveLength(2)
  await new Promise((resolve) => setTimeout(resolve, 360))
  utils.act(() => firePageEvent('onReachBottom'))
  await waitFor(() => feedCards().length === RECIPES.length)
  expect(feedRequests().map((r) => r.url)).toEqual([
    '/api/recipes/recommended?page=1&pageSize=10',
    '/api/recipes/recommended?page=2&pageSize=10',
    '/api/recipes/recommended?page=3&pageSize=10',
  ])
  await waitFor(() => loadMore()?.getAttribute('data-status') === 'noMore')
  expect($('.recommended-feed .load-more__text')?.textContent).toBe('没有更多了')
  await new Promise((resolve) => setTimeout(resolve, 360))
  utils.act(() => firePageEvent('onReachBottom'))
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(feedRequests()).toHaveLength(3)
})

test('a next page that fails shows the error foot; a tap retries it', async () => {
  await mountHome()
  api.override((req, res) => {
    if (!req.url.includes('page=2')) return false
    sendJson(res, { code: 500, msg: '服务器开小差了', content: null }, 500)
    return true
  })
  utils.act(() => loadMore()!.click())
  await waitFor(() => loadMore()?.getAttribute('data-status') === 'error')
  expect($('.recommended-feed .load-more__text')?.textContent).toBe('加载失败，点击重试')
  expect(feedCards()).toHaveLength(10)
  api.override(null)
  utils.act(() => loadMore()!.click())
  await waitFor(() => feedCards().length === 20)
  expect(loadMore()?.getAttribute('data-status')).toBe('idle')
})

test('a first page that fails offers a retry in place of the feed', async () => {
  api.override((req, res) => {
    if (!req.url.startsWith('/api/recipes/recommended')) return false
    sendJson(res, { code: 500, msg: '服务器开小差了', content: null }, 500)
    return true
  })
  utils = await mountPage(HomePage)
  const retry = await waitFor(() => $('.recommended-feed .empty-state .pill-button'))
  expect($('.recommended-feed .empty-state__text')?.textContent).toBe(
    '推荐没有加载出来，请检查网络后重试',
  )
  api.override(null)
  utils.act(() => retry.click())
  await waitFor(() => feedCards().length === 10)
})

test('an empty feed says so', async () => {
  api.override((req, res) => {
    if (!req.url.startsWith('/api/recipes/recommended')) return false
    ok(res, { list: [], total: 0, page: 1, pageSize: 10 })
    return true
  })
  utils = await mountPage(HomePage)
  await waitFor(() => $('.recommended-feed .empty-state'))
  expect($('.recommended-feed .empty-state__text')?.textContent).toBe('暂时还没有推荐的菜')
})

test('a category shortcut opens the category tab on that category', async () => {
  const switchTab = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'switchTab:ok' })
  await mountHome()
  const aquatic = await waitFor(() => $('.category-shortcuts__item[data-key="aquatic"]'))
  utils.act(() => aquatic.click())
  expect(useCategoryChoiceStore.getState().categoryId).toBe(3)
  expect(switchTab).toHaveBeenCalledWith({ url: '/pages/category/index' })
})

test('the search box, the today-eat card and a dish open their screens', async () => {
  const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
  await mountHome()
  utils.act(() => $('.search-entry')!.click())
  utils.act(() => $('.today-eat-card')!.click())
  utils.act(() => (feedCards()[1].querySelector('.dish-card__main') as HTMLElement).click())
  expect(navigateTo.mock.calls.map(([options]) => options.url)).toEqual([
    '/pages/search/dish',
    '/pages/today-eat/index',
    '/pages/food/detail?id=2',
  ])
})

test('pulling the feed down past the threshold reloads it', async () => {
  await mountHome()
  utils.act(() => loadMore()!.click())
  await waitFor(() => feedCards().length === 20)
  // After the refresh the server recommends something else first.
  api.override((req, res) => {
    if (!req.url.startsWith('/api/recipes/recommended')) return false
    ok(res, {
      list: [...RECIPES].reverse().slice(0, 10),
      total: RECIPES.length,
      page: 1,
      pageSize: 10,
    })
    return true
  })
  const root = $('.pull-refresh')!
  utils.act(() => firePageEvent('onPageScroll', { scrollTop: 0 }))
  utils.act(() => {
    dragDown(root, 180)
  })
  expect(root.getAttribute('data-phase')).toBe('reached')
  utils.act(() => {
    touch(root, 'touchend', 280)
  })
  expect(root.getAttribute('data-phase')).toBe('refreshing')
  // What was shown stays while the reload travels.
  expect(feedCards()).toHaveLength(20)
  await waitFor(
    () =>
      $('.recommended-feed .dish-card__title')?.textContent === RECIPES[RECIPES.length - 1].title,
  )
  expect(feedCards()).toHaveLength(10)
  await waitFor(() => root.getAttribute('data-phase') === 'idle')
  expect(api.received.filter((r) => r.url === '/api/categories')).toHaveLength(2)
})
