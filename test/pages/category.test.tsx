import type TestUtils from '@tarojs/test-utils-react'
import '@/i18n'
import { useCategoryChoiceStore } from '@/features/recipes/store/category-choice-store'
import CategoryPage from '@/pages/category/index'
import { useSettingsStore } from '@/stores/settings-store'
import { sendJson } from '../helpers/api-server'
import { startCatalogueApi } from '../helpers/catalogue-api'
import { RECIPES } from '../helpers/catalogue-fixtures'
import { $, $$, mountPage, onRoute, quietActWarning, texts, waitFor } from '../helpers/page'

let api: Awaited<ReturnType<typeof startCatalogueApi>>
let utils: TestUtils

const railItem = (key: string) => $(`.category-rail__item[data-key="${key}"]`)!
const selected = () => $('.category-rail__item--on')?.getAttribute('data-key')
const dishTitles = () => texts('.category-pane__list .dish-card[data-id] .dish-card__title')
const listRequests = () =>
  api.received.filter((r) => /^\/api\/recipes\?/.test(r.url)).map((r) => r.url)

async function mountCategory() {
  utils = await mountPage(CategoryPage)
  await waitFor(() => $$('.category-rail__item').length === 10)
}

beforeAll(async () => {
  api = await startCatalogueApi()
})
afterAll(() => api.close())
beforeEach(() => {
  quietActWarning()
  useSettingsStore.getState().setLocale('zh-Hans')
  useCategoryChoiceStore.setState({ categoryId: null })
  onRoute('/pages/category/index')
  api.received.length = 0
  api.override(null)
  api.release()
})
afterEach(() => {
  utils?.unmout()
  jest.restoreAllMocks()
})

test('the rail lists every category with its count; the first is shown, most popular first', async () => {
  await mountCategory()
  expect(texts('.category-rail__name')).toEqual([
    '荤菜',
    '素菜',
    '水产',
    '早餐',
    '主食',
    '汤',
    '甜品',
    '饮品',
    '调料',
    '半成品加工',
  ])
  expect(texts('.category-rail__count').slice(0, 3)).toEqual(['8', '5', '2'])
  expect(selected()).toBe('meat')
  await waitFor(() => dishTitles().length === 8)
  expect(dishTitles()).toEqual(
    RECIPES.filter((r) => r.category.id === 1)
      .sort((a, b) => b.favoriteCount - a.favoriteCount)
      .map((r) => r.title),
  )
  expect(listRequests()).toEqual(['/api/recipes?categoryId=1&sort=popular&page=1&pageSize=20'])
  expect($('.category-pane__list .load-more')?.getAttribute('data-status')).toBe('noMore')
})

test('opens on the category chosen on home', async () => {
  useCategoryChoiceStore.getState().choose(3)
  await mountCategory()
  expect(selected()).toBe('aquatic')
  await waitFor(() => dishTitles().length === 2)
  expect(dishTitles()).toEqual(['清蒸鲈鱼', '油焖大虾'])
})

test('follows a choice made on home while the tab stays mounted', async () => {
  await mountCategory()
  await waitFor(() => dishTitles().length === 8)
  utils.act(() => useCategoryChoiceStore.getState().choose(2))
  await waitFor(() => selected() === 'vegetable' && dishTitles().length === 5)
})

test('tapping the rail shows that category; an empty one says so', async () => {
  await mountCategory()
  utils.act(() => railItem('soup').click())
  expect(selected()).toBe('soup')
  await waitFor(() => dishTitles().length === 2)
  expect(dishTitles()).toEqual(['紫菜蛋花汤', '番茄牛腩汤'])
  utils.act(() => railItem('dessert').click())
  await waitFor(() => $('.category-pane__list .empty-state'))
  expect($('.category-pane__list .empty-state__text')?.textContent).toBe('这个分类还没有菜')
})

test('sorting asks the server again in that order', async () => {
  await mountCategory()
  await waitFor(() => dishTitles().length === 8)
  const chip = $$('.category-pane__sort .chip').find((el) => el.textContent === '最快')!
  utils.act(() => chip.click())
  await waitFor(() => listRequests().length === 2 && dishTitles().length === 8)
  expect(listRequests()[1]).toBe('/api/recipes?categoryId=1&sort=quickest&page=1&pageSize=20')
  const minutes = RECIPES.filter((r) => r.category.id === 1)
    .sort((a, b) => (a.totalMinutes ?? 999) - (b.totalMinutes ?? 999) || a.id - b.id)
    .map((r) => r.title)
  expect(dishTitles()).toEqual(minutes)
  expect(texts('.category-pane__sort .chip')).toEqual(['最受欢迎', '最新', '最简单', '最快'])
  expect($('.category-pane__sort .chip--on')?.textContent).toBe('最快')
})

test('a list that fails offers a retry', async () => {
  api.override((req, res) => {
    if (!req.url.startsWith('/api/recipes?')) return false
    sendJson(res, { code: 500, msg: '服务器开小差了', content: null }, 500)
    return true
  })
  await mountCategory()
  const retry = await waitFor(() => $('.category-pane__list .empty-state .pill-button'))
  expect($('.category-pane__list .empty-state__text')?.textContent).toBe(
    '菜品没有加载出来，请检查网络后重试',
  )
  api.override(null)
  utils.act(() => retry.click())
  await waitFor(() => dishTitles().length === 8)
})

test('categories that fail to load offer a retry', async () => {
  api.override((req, res) => {
    if (req.url !== '/api/categories') return false
    sendJson(res, { code: 500, msg: '服务器开小差了', content: null }, 500)
    return true
  })
  utils = await mountPage(CategoryPage)
  const retry = await waitFor(() => $('.category-screen .empty-state .pill-button'))
  api.override(null)
  utils.act(() => retry.click())
  await waitFor(() => $$('.category-rail__item').length === 10)
  await waitFor(() => dishTitles().length === 8)
})

test('in English', async () => {
  useSettingsStore.getState().setLocale('en')
  await mountCategory()
  expect($('.nav-bar__title')?.textContent).toBe('Categories')
  expect(texts('.category-rail__name').slice(0, 2)).toEqual(['Meat', 'Vegetables'])
  expect(texts('.category-pane__sort .chip')).toEqual(['Popular', 'Newest', 'Easiest', 'Quickest'])
})
