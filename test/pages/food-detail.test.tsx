import Taro from '@tarojs/taro'
import type TestUtils from '@tarojs/test-utils-react'
import '@/i18n'
import { SERVINGS_DEBOUNCE } from '@/features/recipes/hooks/use-recipe'
import FoodDetailPage from '@/pages/food/detail'
import { useSettingsStore } from '@/stores/settings-store'
import { sendJson } from '../helpers/api-server'
import { ok, startCatalogueApi } from '../helpers/catalogue-api'
import { RECIPES, detailOf } from '../helpers/catalogue-fixtures'
import { pictureIn } from '../helpers/controls'
import { $, $$, mountPage, onRoute, quietActWarning, texts, waitFor } from '../helpers/page'

let api: Awaited<ReturnType<typeof startCatalogueApi>>
let utils: TestUtils

const amounts = () => texts('.ingredient__amount')
const servingsText = () => $('.ingredient-list .stepper__value')?.textContent
const plus = () => $('.ingredient-list .stepper__button--plus')!
const minus = () => $('.ingredient-list .stepper__button--minus')!
const detailRequests = () =>
  api.received.filter((r) => r.url.startsWith('/api/recipes/')).map((r) => r.url)

async function mountDetail(id: number | string) {
  onRoute('/pages/food/detail', { id: String(id) })
  utils = await mountPage(FoodDetailPage)
}

beforeAll(async () => {
  api = await startCatalogueApi()
})
afterAll(() => api.close())
beforeEach(() => {
  quietActWarning()
  useSettingsStore.getState().setLocale('zh-Hans')
  api.received.length = 0
  api.override(null)
  api.release()
})
afterEach(() => {
  jest.useRealTimers()
  utils?.unmout()
  jest.restoreAllMocks()
})

test('shows the dish: cover, name, category, difficulty, time, rating, description, ingredients, steps', async () => {
  await mountDetail(1)
  await waitFor(() => $('.recipe-hero__title'))
  expect($('.nav-bar__title')?.textContent).toBe('菜品详情')
  expect($('.recipe-hero__title')?.textContent).toBe('红烧肉')
  expect($('.recipe-hero__category')?.textContent).toBe('荤菜')
  expect($('.recipe-hero .difficulty')?.getAttribute('aria-label')).toBe('难度 2/5')
  expect($$('.recipe-hero .difficulty__dot--on')).toHaveLength(2)
  expect($('.recipe-hero .fact--time')?.textContent).toBe('15 分钟')
  // Hands-on time split, waiting apart (the fixture: 5 + 10, 30 min of marinating).
  expect(texts('.recipe-hero__time')).toEqual([
    '备料 5 分钟 + 烹饪 10 分钟',
    '另需等待 30 分钟（腌制、冷藏等）',
  ])
  expect($('.recipe-hero .fact--rating')?.textContent).toBe('暂无评分')
  // No cover: the meat drawing, never a broken image.
  expect($('.recipe-hero__cover')?.getAttribute('data-state')).toBe('failed')
  expect($('.recipe-hero__cover .recipe-image__art')).not.toBeNull()
  expect($('.recipe-detail__description')?.textContent).toBe('红烧肉是一道家常菜，软糯香甜。')
  expect(servingsText()).toBe('2 人份')
  expect(texts('.ingredient__name > :first-child')).toEqual([
    '五花肉',
    '冰糖',
    '生抽',
    '淀粉',
    '盐',
  ])
  expect(amounts()).toEqual(['500 g', '15 g', '1½ 勺', '适量', '少许'])
  expect($('.ingredient__alias')?.textContent).toBe(' (生粉)')
  expect(texts('.steps-preview__number')).toEqual(['1', '2', '3'])
  expect($('.steps-preview__timer')?.textContent).toBe('计时 03:00')
  expect($('.steps-preview__more')?.textContent).toBe('还有 1 步，查看全部')
  expect($('.recipe-section__aside')?.textContent).toBe('共 4 步')
  expect($('.recipe-detail__tips')?.textContent).toBe('炒糖色时火一定要小。')
  expect($('.recipe-actions__cook')?.textContent).toBe('开始烹饪')
  expect(detailRequests()).toEqual(['/api/recipes/1'])
})

test('a skeleton stands in while the dish loads', async () => {
  api.hold()
  await mountDetail(1)
  expect($('.recipe-detail__skeleton')).not.toBeNull()
  expect($('.recipe-hero__title')).toBeNull()
  api.release()
  await waitFor(() => $('.recipe-hero__title'))
  expect($('.recipe-detail__skeleton')).toBeNull()
})

test('more servings rescale the amounts at once, then take the server’s own scaling', async () => {
  // The server rounds its own way: 3 servings of 五花肉 come back as 760 g.
  api.override((_req, res, url) => {
    if (url.pathname !== '/api/recipes/1' || url.searchParams.get('servings') !== '3') return false
    const answer = detailOf(RECIPES[0], 3)
    answer.ingredients[0] = { ...answer.ingredients[0], quantity: 760 }
    ok(res, answer)
    return true
  })
  await mountDetail(1)
  await waitFor(() => $('.ingredient'))
  utils.act(() => plus().click())
  // Instant: no request has been answered yet.
  expect(servingsText()).toBe('3 人份')
  expect(amounts()).toEqual(['750 g', '23 g', '2½ 勺', '适量', '少许'])
  expect(detailRequests()).toEqual(['/api/recipes/1'])
  await waitFor(() => amounts()[0] === '760 g')
  expect(detailRequests()).toEqual(['/api/recipes/1', '/api/recipes/1?servings=3'])
  expect(servingsText()).toBe('3 人份')
})

test('quick taps ask the server once, for where the stepper rests', async () => {
  await mountDetail(1)
  await waitFor(() => $('.ingredient'))
  // The stepper's rest is timed with fake timers; the server answers in real time after.
  jest.useFakeTimers()
  for (let i = 0; i < 3; i += 1) {
    utils.act(() => plus().click())
    utils.act(() => jest.advanceTimersByTime(SERVINGS_DEBOUNCE - 50))
  }
  expect(servingsText()).toBe('5 人份')
  expect(amounts()[0]).toBe('1250 g')
  utils.act(() => jest.advanceTimersByTime(50))
  jest.useRealTimers()
  await waitFor(() => detailRequests().length === 2)
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(detailRequests()).toEqual(['/api/recipes/1', '/api/recipes/1?servings=5'])
  expect(amounts()[0]).toBe('1250 g')
})

test('servings stay between 1 and 20', async () => {
  await mountDetail(1)
  await waitFor(() => $('.ingredient'))
  utils.act(() => minus().click())
  expect(servingsText()).toBe('1 人份')
  expect(amounts()[0]).toBe('250 g')
  expect(minus().getAttribute('aria-disabled')).toBe('true')
  utils.act(() => minus().click())
  expect(servingsText()).toBe('1 人份')
  for (let i = 0; i < 25; i += 1) utils.act(() => plus().click())
  expect(servingsText()).toBe('20 人份')
  expect(amounts()[0]).toBe('5000 g')
  expect(plus().getAttribute('aria-disabled')).toBe('true')
})

test('a cover that cannot be loaded falls back to the category drawing', async () => {
  const withCover = RECIPES.find((r) => r.cover !== null)!
  await mountDetail(withCover.id)
  const photo = await waitFor(() => pictureIn('.recipe-hero__cover .recipe-image__photo'))
  expect(photo.getAttribute('src')).toBe(withCover.cover)
  utils.act(() => {
    photo.dispatchEvent(new Event('error'))
  })
  expect($('.recipe-hero__cover')?.getAttribute('data-state')).toBe('failed')
  expect($('.recipe-hero__cover .recipe-image__photo')).toBeNull()
  expect($('.recipe-hero__cover .recipe-image__art')).not.toBeNull()
})

test('"start cooking" and each step open the cooking screen there, for the servings shown', async () => {
  const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
  await mountDetail(1)
  await waitFor(() => $('.recipe-actions__cook'))
  utils.act(() => $('.recipe-actions__cook')!.click())
  utils.act(() => $$('.steps-preview__step')[1].click())
  utils.act(() => plus().click())
  utils.act(() => $('.steps-preview__more')!.click())
  // The servings go along: cooking ends in a record of that many (steps-record.test.tsx).
  expect(navigateTo.mock.calls.map(([options]) => options.url)).toEqual([
    '/pages/food/steps-detail?id=1&step=0&servings=2',
    '/pages/food/steps-detail?id=1&step=1&servings=2',
    '/pages/food/steps-detail?id=1&step=3&servings=3',
  ])
})

test('a dish that does not exist says so and leads home', async () => {
  const switchTab = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'switchTab:ok' })
  await mountDetail(999)
  const home = await waitFor(() => $('.empty-state .pill-button'))
  expect($('.empty-state__text')?.textContent).toBe('找不到这道菜，它可能已被删除')
  utils.act(() => home.click())
  expect(switchTab).toHaveBeenCalledWith({ url: '/pages/index/index' })
})

test('a dish that fails to load offers a retry', async () => {
  api.override((_req, res) => {
    sendJson(res, { code: 500, msg: '服务器开小差了', content: null }, 500)
    return true
  })
  await mountDetail(1)
  const retry = await waitFor(() => $('.empty-state .pill-button'))
  expect($('.empty-state__text')?.textContent).toBe('菜谱没有加载出来，请检查网络后重试')
  api.override(null)
  utils.act(() => retry.click())
  await waitFor(() => $('.recipe-hero__title'))
})

test('in English', async () => {
  useSettingsStore.getState().setLocale('en')
  await mountDetail(2)
  await waitFor(() => $('.ingredient'))
  expect($('.recipe-hero__category')?.textContent).toBe('Meat')
  expect(servingsText()).toBe('Serves 2')
  expect(amounts()[3]).toBe('to taste')
  expect($('.recipe-actions__cook')?.textContent).toBe('Start cooking')
  // The rating widget's read-only form: 4½ stars, the number, and one label for all of it.
  const rating = $('.recipe-hero .fact--rating')!
  expect(rating.getAttribute('aria-label')).toBe('Rated 4.5 out of 5')
  expect(rating.textContent).toBe('4.5')
  expect($$('.recipe-hero .rating__star--full')).toHaveLength(4)
  expect($$('.recipe-hero .rating__star--half')).toHaveLength(1)
})

describe('stock marks', () => {
  const marked = () => {
    const detail = detailOf(RECIPES[0])
    const marks = ['enough', 'short', 'missing', 'enough'] as const
    return {
      ...detail,
      ingredients: detail.ingredients.map((line, i) => ({ ...line, stock: marks[i] })),
    }
  }

  test('each marked line says how the stock covers it, and a legend explains the three marks', async () => {
    api.override((req, res) => {
      if (!req.url.startsWith('/api/recipes/1')) return false
      ok(res, marked())
      return true
    })
    await mountDetail(1)
    await waitFor(() => $('.stock-legend'))
    expect(texts('.ingredient .ingredient__stock')).toEqual(['有库存', '不够', '缺少', '有库存'])
    expect($$('.ingredient .stock-mark--short')).toHaveLength(1)
    expect($('.stock-legend__title')?.textContent).toBe('库存标记')
    expect(texts('.stock-legend .ingredient__stock')).toEqual([
      '库存够用',
      '有一些，但不够',
      '库存里没有',
    ])
    // Told apart by shape too: a full, a half and an empty circle.
    expect(
      $$('.stock-legend .stock-mark').map((el) => el.className.match(/stock-mark--(\w+)/)?.[1]),
    ).toEqual(['enough', 'short', 'missing'])
  })

  test('no legend when no line carries a mark (anonymous)', async () => {
    await mountDetail(1)
    await waitFor(() => $('.recipe-hero__title'))
    expect($('.stock-legend')).toBeNull()
    expect($('.ingredient__stock')).toBeNull()
  })
})
