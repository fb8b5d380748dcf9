import Taro from '@tarojs/taro'
import type TestUtils from '@tarojs/test-utils-react'
import '@/i18n'
import TodayEatPage from '@/pages/today-eat/index'
import { useSessionStore } from '@/stores/session-store'
import { useSettingsStore } from '@/stores/settings-store'
import { sendJson } from '../helpers/api-server'
import { ok, startCatalogueApi, todayEat } from '../helpers/catalogue-api'
import { RECIPES } from '../helpers/catalogue-fixtures'
import { isOn, switchOf } from '../helpers/controls'
import { mei } from '../helpers/fixtures'
import { $, $$, mountPage, onRoute, quietActWarning, texts, waitFor } from '../helpers/page'
import { dismissToast, visibleToast } from '../helpers/toast'

let api: Awaited<ReturnType<typeof startCatalogueApi>>
let utils: TestUtils

const menuRequests = () =>
  api.received
    .filter((r) => r.url.startsWith('/api/today-eat'))
    .map((r) => Object.fromEntries(new URL(r.url, 'http://x').searchParams))
const dishIds = () =>
  $$('.today-eat-menu .dish-card[data-id]').map((el) => Number(el.getAttribute('data-id')))
const chip = (block: number, text: string) =>
  Array.from($$('.today-eat-filters__block')[block].querySelectorAll<HTMLElement>('.chip')).find(
    (el) => el.textContent === text,
  )!
const useStock = () => switchOf('today-eat-filters__switch')!
const swapButtons = () => $$('.today-eat-menu__swap')

async function mountTodayEat() {
  utils = await mountPage(TodayEatPage)
  await waitFor(() => dishIds().length > 0)
}

beforeAll(async () => {
  api = await startCatalogueApi()
})
afterAll(() => api.close())
beforeEach(() => {
  quietActWarning()
  useSettingsStore.getState().setLocale('zh-Hans')
  useSessionStore.getState().clear()
  onRoute('/pages/today-eat/index')
  api.received.length = 0
  api.override(null)
  api.release()
  dismissToast()
})
afterEach(() => {
  utils?.unmout()
  jest.restoreAllMocks()
})

test('a menu for two: each dish with its role and why it was chosen', async () => {
  api.hold()
  utils = await mountPage(TodayEatPage)
  expect($$('.today-eat-menu .dish-card--skeleton')).toHaveLength(3)
  api.release()
  await waitFor(() => dishIds().length > 0)
  expect($('.today-eat-filters .stepper__value')?.textContent).toBe('2 人')
  expect(menuRequests()).toEqual([{ people: '2' }])
  const expected = todayEat(new URLSearchParams({ people: '2' }))
  expect(dishIds()).toEqual(expected.dishes.map((d) => d.id))
  expect(texts('.today-eat-role')).toEqual(['荤', '素', '汤'])
  expect(texts('.today-eat-menu__reason')[0]).toBe(expected.dishes[0].reason)
  expect($('.today-eat-menu__title')?.textContent).toBe('今日菜单 · 3 道')
})

test('"use what I have" is off for a visitor, and tapping it asks to log in', async () => {
  const redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'redirectTo:ok' })
  await mountTodayEat()
  expect(isOn(useStock())).toBe(false)
  expect($('.today-eat-filters__hint')?.textContent).toBe('登录后可用：按你的库存推荐')
  expect(menuRequests()[0].useStock).toBeUndefined()
  utils.act(() => $('.today-eat-filters__gate')!.click())
  expect(redirectTo).toHaveBeenCalledWith({
    url: `/pages/login/index?redirect=${encodeURIComponent('/pages/today-eat/index')}`,
  })
  expect(isOn(useStock())).toBe(false)
  expect(menuRequests()).toHaveLength(1)
})

test('a fish dish in the meat place is called seafood in English, not meat', async () => {
  useSettingsStore.getState().setLocale('en')
  const fish = RECIPES.find((r) => r.category.icon === 'aquatic')!
  const meat = RECIPES.find((r) => r.category.icon === 'meat')!
  api.override((_req, res, url) => {
    if (url.pathname !== '/api/today-eat') return false
    const dishes = [fish, meat].map((r) => ({ ...r, role: 'meat', reason: 'why' }))
    ok(res, { dishes, seed: 7 })
    return true
  })
  await mountTodayEat()
  expect(texts('.today-eat-menu .today-eat-role')).toEqual(['Seafood', 'Meat'])
  // Both keep the colour of their place on the menu.
  expect($$('.today-eat-role--meat')).toHaveLength(2)
  // Difficulty says what it is, beside the rating.
  expect(texts('.today-eat-menu .difficulty__label')).toEqual(['Difficulty', 'Difficulty'])
})

test('with an empty stock, "use what I have" says so and links to the stock screen', async () => {
  const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
  useSessionStore.getState().logIn('token-1', mei)
  api.override((_req, res, url) => {
    if (url.pathname !== '/api/today-eat' || !url.searchParams.get('useStock')) return false
    ok(res, { ...todayEat(url.searchParams), stockItems: 0 })
    return true
  })
  await mountTodayEat()
  expect($('.today-eat-stock-empty')).toBeNull()
  utils.act(() => useStock().click())
  await waitFor(() => $('.today-eat-stock-empty'))
  expect($('.today-eat-stock-empty__text')?.textContent).toBe(
    '库存还是空的，菜单没法用上家里的食材。',
  )
  utils.act(() => $('.today-eat-stock-empty__link')!.click())
  expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/stock/index' })
})

test('a stock with items says nothing more', async () => {
  useSessionStore.getState().logIn('token-1', mei)
  api.override((_req, res, url) => {
    if (url.pathname !== '/api/today-eat' || !url.searchParams.get('useStock')) return false
    ok(res, { ...todayEat(url.searchParams), stockItems: 5 })
    return true
  })
  await mountTodayEat()
  utils.act(() => useStock().click())
  await waitFor(() => menuRequests().length === 2 && $$('.dish-card--skeleton').length === 0)
  expect($('.today-eat-stock-empty')).toBeNull()
})

test('a stock no dish can be made from says so, instead of "change the filters"', async () => {
  const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
  useSessionStore.getState().logIn('token-1', mei)
  api.override((_req, res, url) => {
    if (url.pathname !== '/api/today-eat' || !url.searchParams.get('useStock')) return false
    ok(res, { dishes: [], seed: 7, stockItems: 4 })
    return true
  })
  await mountTodayEat()
  utils.act(() => useStock().click())
  await waitFor(() => $('.today-eat-stock-empty'))
  expect(dishIds()).toEqual([])
  expect($$('.today-eat-stock-empty')).toHaveLength(1)
  expect($('.today-eat-stock-empty__text')?.textContent).toBe(
    '家里的食材还凑不出一道菜：每道菜都至少缺一半主料。',
  )
  expect($('.today-eat-menu .empty-state')).toBeNull()
  utils.act(() => $('.today-eat-stock-empty__link')!.click())
  expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/stock/index' })
})

test('a logged-in cook can ask for a menu from the stock', async () => {
  useSessionStore.getState().logIn('token-1', mei)
  await mountTodayEat()
  expect($('.today-eat-filters__gate')).toBeNull()
  expect($('.today-eat-filters__hint')?.textContent).toBe('只推荐库存能凑齐主料的菜')
  utils.act(() => useStock().click())
  await waitFor(() => menuRequests().length === 2)
  expect(menuRequests()[1].useStock).toBe('true')
})

test('"include my recipes": only for a logged-in cook, and asked for when on', async () => {
  await mountTodayEat()
  expect($$('.today-eat-filters__switch')).toHaveLength(1)
  utils.unmout()
  api.received.length = 0
  useSessionStore.getState().logIn('token-1', mei)
  await mountTodayEat()
  const mine = $$('.today-eat-filters__switch[role="switch"]')[1]
  expect(texts('.today-eat-filters__label').at(-1)).toBe('用我的菜谱')
  expect(menuRequests()[0].includeMine).toBeUndefined()
  utils.act(() => mine.click())
  await waitFor(() => menuRequests().length === 2)
  expect(menuRequests()[1].includeMine).toBe('true')
})

test('more people ask again with the same seed', async () => {
  await mountTodayEat()
  utils.act(() => $('.today-eat-filters .stepper__button--plus')!.click())
  expect($('.today-eat-filters .stepper__value')?.textContent).toBe('3 人')
  await waitFor(() => menuRequests().length === 2 && dishIds().length === 4)
  expect(menuRequests()[1]).toEqual({ people: '3', seed: '7' })
})

test('filters by category and difficulty', async () => {
  await mountTodayEat()
  const meat = await waitFor(() => chip(0, '荤菜'))
  utils.act(() => meat.click())
  await waitFor(() => menuRequests().length === 2)
  expect(menuRequests()[1]).toMatchObject({ categoryId: '1' })
  utils.act(() => chip(1, '简单').click())
  await waitFor(() => menuRequests().length === 3)
  expect(menuRequests()[2]).toMatchObject({ categoryId: '1', maxDifficulty: '2' })
})

test('"new menu" asks with a new seed and shows the new menu', async () => {
  jest.spyOn(Math, 'random').mockReturnValue(0.5)
  await mountTodayEat()
  const before = dishIds()
  utils.act(() => $$('.today-eat-menu__head .pill-button')[0].click())
  await waitFor(
    () =>
      menuRequests().length === 2 &&
      dishIds().length > 0 &&
      $$('.dish-card--skeleton').length === 0,
  )
  const seed = menuRequests()[1].seed
  expect(seed).not.toBe('7')
  expect(dishIds()).toEqual(
    todayEat(new URLSearchParams({ people: '2', seed })).dishes.map((d) => d.id),
  )
  expect(dishIds()).not.toEqual(before)
})

test('"swap" replaces only that dish, with another of the same role', async () => {
  jest.spyOn(Math, 'random').mockReturnValue(0.5)
  await mountTodayEat()
  const [meat, vegetable, soup] = dishIds()
  utils.act(() => swapButtons()[1].click())
  await waitFor(() => dishIds()[1] !== vegetable)
  expect(dishIds()[0]).toBe(meat)
  expect(dishIds()[2]).toBe(soup)
  expect(texts('.today-eat-role')).toEqual(['荤', '素', '汤'])
  expect(menuRequests()[1].seed).toBeDefined()
  expect(new Set(dishIds()).size).toBe(3)
})

test('when nothing else fits, "swap" says so and keeps the dish', async () => {
  await mountTodayEat()
  const before = dishIds()
  // Every other seed draws the very same menu.
  const same = todayEat(new URLSearchParams({ people: '2' }))
  api.override((req, res) => {
    if (!req.url.startsWith('/api/today-eat') || !req.url.includes('seed=')) return false
    ok(res, same)
    return true
  })
  utils.act(() => swapButtons()[0].click())
  expect(swapButtons()[0].textContent).toBe('换菜中…')
  await waitFor(() => visibleToast() === '没有别的菜可换了')
  expect(menuRequests()).toHaveLength(4)
  expect(dishIds()).toEqual(before)
  await waitFor(() => swapButtons()[0].textContent === '换一道')
})

test('a menu that fails offers a retry', async () => {
  api.override((_req, res) => {
    sendJson(res, { code: 500, msg: '服务器开小差了', content: null }, 500)
    return true
  })
  utils = await mountPage(TodayEatPage)
  const retry = await waitFor(() => $('.today-eat-menu .empty-state .pill-button'))
  expect($('.today-eat-menu .empty-state__text')?.textContent).toBe(
    '菜单没有生成出来，请检查网络后重试',
  )
  api.override(null)
  utils.act(() => retry.click())
  await waitFor(() => dishIds().length === 3)
})

test('no dish fits the filters: it says so', async () => {
  api.override((req, res) => {
    if (!req.url.startsWith('/api/today-eat')) return false
    ok(res, { dishes: [], seed: 7 })
    return true
  })
  utils = await mountPage(TodayEatPage)
  await waitFor(() => $('.today-eat-menu .empty-state'))
  expect($('.today-eat-menu .empty-state__text')?.textContent).toBe(
    '没有符合条件的菜，换个筛选试试',
  )
})

test('a dish opens its page', async () => {
  const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
  await mountTodayEat()
  utils.act(() => ($$('.today-eat-menu .dish-card__main')[0] as HTMLElement).click())
  expect(navigateTo).toHaveBeenCalledWith({ url: `/pages/food/detail?id=${dishIds()[0]}` })
})

test('in English', async () => {
  useSettingsStore.getState().setLocale('en')
  await mountTodayEat()
  expect($('.nav-bar__title')?.textContent).toBe('What to eat today')
  expect($('.today-eat-filters .stepper__value')?.textContent).toBe('For 2')
  expect(texts('.today-eat-role')).toEqual(['Meat', 'Veg', 'Soup'])
  expect($('.today-eat-filters__hint')?.textContent).toBe('Log in to cook from your stock')
})

describe('into the daily record', () => {
  beforeEach(() => {
    useSessionStore.getState().logIn('token-1', mei)
    api.override((req, res, url) => {
      if (req.method !== 'POST') return false
      if (url.pathname === '/api/cart/batch') ok(res, [])
      else if (url.pathname === '/api/favorites') ok(res, { id: 61 })
      else return false
      return true
    })
  })
  const sentTo = (path: string) => api.received.filter((r) => r.url === path)

  test('"add this menu" plans every dish for the people count, for the meal chosen', async () => {
    await mountTodayEat()
    utils.act(() => $('.today-eat-filters .stepper__button--plus')!.click())
    await waitFor(() => menuRequests().length === 2 && $('.add-menu'))
    utils.act(() => $('.add-menu')!.click())
    expect($('.meal-popup__what')?.textContent).toBe(`${dishIds().length} 道菜 · 每道 3 人份`)
    utils.act(() => $('.meal-chips__chip--lunch')!.click())
    utils.act(() => $('.meal-popup__confirm')!.click())
    await waitFor(() => $('.snackbar'))
    expect(sentTo('/api/cart/batch')[0].body).toEqual({
      items: dishIds().map((recipeId) => ({ recipeId, servings: 3, meal: 'lunch' })),
    })
    expect($('.snackbar__text')?.textContent).toBe('已加入计划 · 今天 午餐')
  })

  test('a dish of the menu can be favourited from its card', async () => {
    await mountTodayEat()
    const first = () => $('.today-eat-menu .dish-card .favorite-toggle')!
    expect(first().getAttribute('aria-pressed')).toBe('false')
    utils.act(() => first().click())
    expect(first().getAttribute('aria-pressed')).toBe('true')
    await waitFor(() => sentTo('/api/favorites').length === 1)
    expect(sentTo('/api/favorites')[0].body).toEqual({ recipeId: dishIds()[0] })
  })

  test('a dish that is a favourite already shows a full heart, and tapping it unfavourites', async () => {
    api.override((req, res, url) => {
      if (req.method === 'GET' && url.pathname === '/api/today-eat') {
        const menu = todayEat(url.searchParams)
        ok(res, {
          ...menu,
          dishes: menu.dishes.map((d, i) => ({ ...d, favoriteId: i === 0 ? 77 : null })),
        })
      } else if (req.method === 'DELETE' && url.pathname === '/api/favorites/77') ok(res, null)
      else return false
      return true
    })
    await mountTodayEat()
    const hearts = () => $$('.today-eat-menu .dish-card .favorite-toggle')
    expect(hearts().map((el) => el.getAttribute('aria-pressed'))).toEqual(
      dishIds().map((_, i) => (i === 0 ? 'true' : 'false')),
    )
    utils.act(() => hearts()[0].click())
    expect(hearts()[0].getAttribute('aria-pressed')).toBe('false')
    await waitFor(() => api.received.some((r) => r.method === 'DELETE'))
    expect(api.received.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([
      '/api/favorites/77',
    ])
  })

  test('a visitor is sent to log in for either, and comes back here', async () => {
    useSessionStore.getState().clear()
    const redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' })
    await mountTodayEat()
    utils.act(() => $('.today-eat-menu .favorite-toggle')!.click())
    utils.act(() => $('.add-menu')!.click())
    const login = { url: '/pages/login/index?redirect=%2Fpages%2Ftoday-eat%2Findex' }
    expect(redirectTo.mock.calls).toEqual([[login], [login]])
    expect($('.meal-popup')).toBeNull()
  })
})
