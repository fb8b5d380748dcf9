import Taro from '@tarojs/taro'
import type TestUtils from '@tarojs/test-utils-react'
import '@/i18n'
import '../helpers/intersection-observer'
import { LONG_PRESS_MS } from '@/components/long-press/use-long-press'
import { MEALS, type CartItem, type PlanWeek } from '@shared/records'
import { addDays } from '@/services/plan-days'
import CartPage from '@/pages/cart/index'
import { useSessionStore } from '@/stores/session-store'
import { useSettingsStore } from '@/stores/settings-store'
import {
  $,
  $$,
  answerRoutes,
  click,
  mount,
  ok,
  onRoute,
  quietActWarning,
  refuse,
  sent,
  textOf,
  until,
  type Routes,
} from '../helpers/accounts'
import { closedPort, startApiServer, type ApiServer } from '../helpers/api-server'
import { mei } from '../helpers/fixtures'
import { cartLine } from '../helpers/records-fixtures'
import { dismissToast, visibleToast } from '../helpers/toast'
import { touchAt } from '../helpers/touch'

let server: ApiServer
let testUtils: TestUtils
let navigateTo: jest.SpyInstance
let lines: CartItem[]

const GET = 'GET /api/cart'
const WEEK = 'GET /api/cart/week'
// The kitchen's today in these tests (a Sunday); the lines' own day by default.
const TODAY = '2026-11-22'
let past: string[] = []

/** The week the server would answer for these lines. */
function weekOf(all: CartItem[]): PlanWeek {
  const days = Array.from({ length: 7 }, (_, i) => {
    const date = addDays(TODAY, i)
    const meals = MEALS.map((meal) => ({
      meal,
      lines: all.filter((l) => l.date === date && l.meal === meal),
    }))
    return { date, meals }
  })
  return { from: TODAY, today: TODAY, days, past }
}

/** The day a GET /api/cart asked for (the kitchen's today without one). */
const dayAsked = (url: string) => new URL(url, 'http://x').searchParams.get('date') ?? TODAY
const line = (id: number) => `.cart-line[data-id="${id}"]`
const servingsOf = (id: number) => textOf(`${line(id)} .stepper__value`)
const checked = (selector: string) => $(selector)?.getAttribute('aria-checked')

function answer(extra: Routes = {}) {
  answerRoutes(server, {
    [GET]: (req) => ok(lines.filter((l) => l.date === dayAsked(req.url))),
    [WEEK]: () => ok(weekOf(lines)),
    'PUT /api/cart/1': (req) =>
      ok({ ...lines[0], servings: (req.body as { servings: number }).servings }),
    'DELETE /api/cart/2': () => ok(null),
    'POST /api/cart': (req) => ok({ ...lines[1], id: 9, ...(req.body as object) }),
    ...extra,
  })
}

beforeAll(async () => {
  server = await startApiServer()
})
afterAll(() => server.close())

beforeEach(() => {
  quietActWarning()
  server.received.length = 0
  dismissToast()
  useSettingsStore.getState().setLocale('zh-Hans')
  useSessionStore.setState({ token: 'tok-me', userInfo: mei })
  onRoute('/pages/cart/index')
  navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
  // 红烧肉 and 西红柿炒鸡蛋 for dinner, 可乐鸡翅 for lunch: no breakfast, no snack.
  lines = [cartLine(1, 1, 'dinner', 2), cartLine(2, 2, 'lunch', 1), cartLine(3, 9, 'dinner', 3)]
  past = []
  answer()
})

afterEach(() => {
  jest.useRealTimers()
  testUtils.unmout()
  jest.restoreAllMocks()
  Taro.getCurrentInstance().router = null
})

async function open() {
  testUtils = await mount(CartPage)
  await until(() => $('.cart-line') || $('.empty-state'))
}

test("groups today's dishes by meal in the day's order and hides empty meals", async () => {
  await open()
  expect($$('.cart-meal__name').map((el) => el.textContent)).toEqual(['午餐', '晚餐'])
  expect($$('.cart-meal--dinner .cart-line').map((el) => el.getAttribute('data-id'))).toEqual([
    '1',
    '3',
  ])
  expect(textOf('.cart-meal--dinner .cart-meal__count')).toBe('2 道')
  expect(textOf(`${line(1)} .cart-line__title`)).toBe('红烧肉')
  expect(servingsOf(3)).toBe('3 份')
  expect($('.cart-meal--breakfast')).toBeNull()
  expect(textOf('.cart-bar__count')).toBe('已选 0 道')
  expect($('.cart-bar__confirm')?.getAttribute('aria-disabled')).toBe('true')
  expect(sent(server, GET)[0].headers.authorization).toBe('Bearer tok-me')
})

test('the stepper changes servings at once and saves them', async () => {
  await open()
  click(testUtils, `${line(1)} .stepper__button--plus`)
  expect(servingsOf(1)).toBe('3 份')
  await until(() => sent(server, 'PUT /api/cart/1').length === 1)
  expect(sent(server, 'PUT /api/cart/1')[0].body).toEqual({ servings: 3 })
  expect(servingsOf(1)).toBe('3 份')
})

test('servings the server refuses roll back, with a toast', async () => {
  answer({ 'PUT /api/cart/1': () => refuse(500, 500, '服务器开小差了') })
  await open()
  click(testUtils, `${line(1)} .stepper__button--plus`)
  expect(servingsOf(1)).toBe('3 份')
  await until(() => servingsOf(1) === '2 份')
  expect(visibleToast()).toBe('服务器开小差了')
})

test('select lines, a whole meal, or everything; confirm opens the confirm screen', async () => {
  await open()
  click(testUtils, `${line(2)} .check-mark`)
  expect(checked(`${line(2)} .check-mark`)).toBe('true')
  expect(textOf('.cart-bar__count')).toBe('已选 1 道')
  expect(checked('.cart-meal--lunch .cart-meal__head .check-mark')).toBe('true')

  click(testUtils, '.cart-meal--dinner .cart-meal__head .check-mark')
  expect(checked(`${line(1)} .check-mark`)).toBe('true')
  expect(checked(`${line(3)} .check-mark`)).toBe('true')
  expect(textOf('.cart-bar__count')).toBe('已选 3 道')
  expect(checked('.cart-bar .check-mark')).toBe('true')

  click(testUtils, `${line(3)} .check-mark`)
  expect(checked('.cart-meal--dinner .cart-meal__head .check-mark')).toBe('mixed')
  expect(checked('.cart-bar .check-mark')).toBe('mixed')
  click(testUtils, '.cart-bar__confirm')
  // Shown order: lunch first, then dinner.
  expect(navigateTo).toHaveBeenLastCalledWith({ url: '/pages/order/confirm?ids=2,1' })

  click(testUtils, '.cart-bar .check-mark')
  expect(textOf('.cart-bar__count')).toBe('已选 3 道')
  click(testUtils, '.cart-bar .check-mark')
  expect(textOf('.cart-bar__count')).toBe('已选 0 道')
  click(testUtils, '.cart-bar__confirm')
  expect(navigateTo).toHaveBeenCalledTimes(1)
})

function holdDish(id: number) {
  const dish = $(`${line(id)} .cart-line__text`)!
  jest.useFakeTimers()
  testUtils.act(() => {
    touchAt(dish, 'touchstart', 100, 100)
    jest.advanceTimersByTime(LONG_PRESS_MS)
  })
  jest.useRealTimers()
}

test('holding a dish takes it out of the plan, and undo plans it again', async () => {
  await open()
  click(testUtils, `${line(2)} .check-mark`)
  holdDish(2)
  expect($(line(2))).toBeNull()
  expect($('.cart-meal--lunch')).toBeNull()
  await until(() => $('.snackbar'))
  expect(sent(server, 'DELETE /api/cart/2')).toHaveLength(1)
  expect(textOf('.snackbar__text')).toBe('已把「可乐鸡翅」移出计划')
  expect(textOf('.cart-bar__count')).toBe('已选 0 道')

  click(testUtils, '.snackbar__action')
  await until(() => $(line(9)))
  expect(sent(server, 'POST /api/cart')[0].body).toEqual({
    recipeId: 2,
    servings: 1,
    meal: 'lunch',
    date: TODAY,
  })
  expect(textOf('.cart-meal--lunch .cart-line__title')).toBe('可乐鸡翅')
  // It was ticked before it left, and comes back ticked.
  expect(checked(`${line(9)} .check-mark`)).toBe('true')
  expect($('.snackbar')).toBeNull()
})

test('a hold ends in no tap: the dish does not open', async () => {
  await open()
  holdDish(2)
  testUtils.act(() => {
    touchAt($('.cart-meal--dinner .cart-line__text')!, 'touchend', 100, 100)
  })
  await until(() => $('.snackbar'))
  expect(navigateTo).not.toHaveBeenCalled()
  click(testUtils, `${line(1)} .cart-line__text`)
  expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/food/detail?id=1' })
})

test('a removal the server refuses puts the line back', async () => {
  answer({ 'DELETE /api/cart/2': () => refuse(404, 404, '这道菜已不在计划中') })
  await open()
  holdDish(2)
  expect($(line(2))).toBeNull()
  await until(() => $(line(2)))
  expect(visibleToast()).toBe('这道菜已不在计划中')
  expect($('.snackbar')).toBeNull()
})

test('an empty plan says so and links to today-eat', async () => {
  lines = []
  await open()
  expect(textOf('.empty-state__text')).toContain('今天还没有安排要做的菜')
  expect($('.cart-bar')).toBeNull()
  click(testUtils, '.empty-state .pill-button')
  expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/today-eat/index' })
})

test('a plan that fails to load offers a retry', async () => {
  answer({ [GET]: () => refuse(500, 500, '服务器开小差了') })
  await open()
  expect(textOf('.empty-state__text')).toBe('这一天的计划没有加载出来，请稍后重试')
  answer()
  click(testUtils, '.empty-state .pill-button')
  await until(() => $('.cart-line'))
})

test('offline, it says so', async () => {
  // jsdom reports the refused connection on console.error as well.
  jest.spyOn(console, 'error').mockImplementation(() => undefined)
  const base = process.env.TARO_APP_API_BASE
  process.env.TARO_APP_API_BASE = `http://127.0.0.1:${await closedPort()}/api`
  try {
    await open()
    expect(textOf('.empty-state__text')).toBe('网络连不上，连好后下拉刷新或点重试')
  } finally {
    process.env.TARO_APP_API_BASE = base
  }
})

test('a visitor is sent to log in', async () => {
  useSessionStore.setState({ token: null, userInfo: null })
  testUtils = await mount(CartPage)
  expect(navigateTo).toHaveBeenCalledWith({
    url: '/pages/login/index?redirect=%2Fpages%2Fcart%2Findex',
  })
  expect(sent(server, GET)).toHaveLength(0)
})

describe('the week', () => {
  const chip = (date: string) => `.week-strip .day-chip[data-date="${date}"]`

  test('a strip of days, today first, each with its dishes; past days with dishes marked', async () => {
    lines.push(cartLine(4, 3, 'lunch', 2, '2026-11-24'))
    past = ['2026-11-20']
    await open()
    await until(() => $(`${chip(TODAY)} .day-chip__count`)?.textContent === '3')
    expect($$('.week-strip .day-chip').map((el) => el.getAttribute('data-date'))).toEqual([
      ...Array.from({ length: 7 }, (_, i) => addDays(TODAY, i)),
      '2026-11-20',
    ])
    expect(textOf(`${chip(TODAY)} .day-chip__name`)).toBe('今天')
    expect(textOf(`${chip('2026-11-23')} .day-chip__name`)).toBe('明天')
    expect(textOf(`${chip('2026-11-24')} .day-chip__name`)).toBe('周二')
    expect(textOf(`${chip('2026-11-24')} .day-chip__count`)).toBe('1')
    expect(textOf(`${chip('2026-11-25')} .day-chip__count`)).toBe('')
    expect($(chip('2026-11-20'))?.className).toContain('day-chip--past')
    expect($(chip(TODAY))?.getAttribute('aria-checked')).toBe('true')
    expect(textOf('.week-strip__day')).toBe('今天')
  })

  test('in French the chips are short and the day’s heading in full', async () => {
    useSettingsStore.getState().setLocale('fr')
    await open()
    await until(() => $(`${chip(TODAY)} .day-chip__count`)?.textContent === '3')
    expect(textOf(`${chip(TODAY)} .day-chip__name`)).toBe('Auj.')
    expect(textOf('.week-strip__day')).toBe('Aujourd’hui')
    click(testUtils, chip('2026-11-23'))
    await until(() => textOf('.week-strip__day') === 'Demain')
  })

  test('tapping a day shows its meals; an empty day says so; confirming names the day', async () => {
    lines.push(cartLine(4, 3, 'lunch', 2, '2026-11-24'))
    await open()
    click(testUtils, chip('2026-11-24'))
    await until(() => $(line(4)))
    expect($(line(1))).toBeNull()
    expect(sent(server, GET).at(-1)?.url).toBe('/api/cart?date=2026-11-24')
    expect(textOf('.week-strip__day')).toBe('周二 24 日')
    click(testUtils, `${line(4)} .check-mark`)
    click(testUtils, '.cart-bar__confirm')
    expect(navigateTo).toHaveBeenLastCalledWith({
      url: '/pages/order/confirm?ids=4&date=2026-11-24',
    })
    click(testUtils, chip('2026-11-25'))
    await until(() => $('.empty-state'))
    expect(textOf('.empty-state__text')).toBe('周三 25 日还没有安排要做的菜。')
    click(testUtils, chip(TODAY))
    await until(() => $(line(1)))
  })

  test('a line moves to another day and meal with a tap on each, then "move here"', async () => {
    answer({
      'PUT /api/cart/1': (req) => {
        const to = req.body as { date: string; meal: CartItem['meal'] }
        lines[0] = { ...(lines[0] as CartItem), ...to }
        return ok(lines[0])
      },
    })
    await open()
    click(testUtils, `${line(1)} .cart-line__move`)
    await until(() => $('.move-popup'))
    expect(textOf('.move-popup .meal-popup__what')).toBe('红烧肉')
    // Nothing changed yet: nothing to move.
    expect($('.move-popup__confirm')?.getAttribute('aria-disabled')).toBe('true')
    click(testUtils, '.move-popup .day-chip[data-date="2026-11-23"]')
    click(testUtils, '.move-popup .meal-chips__chip--lunch')
    click(testUtils, '.move-popup__confirm')
    expect($('.move-popup')).toBeNull()
    expect($(line(1))).toBeNull()
    await until(() => sent(server, 'PUT /api/cart/1').length === 1)
    expect(sent(server, 'PUT /api/cart/1')[0].body).toEqual({ date: '2026-11-23', meal: 'lunch' })
    await until(() => $('.snackbar'))
    expect(textOf('.snackbar__text')).toBe('「红烧肉」已移到明天 · 午餐')
    await until(() => textOf(`${chip('2026-11-23')} .day-chip__count`) === '1')
    click(testUtils, '.snackbar__action')
    await until(() => $(line(1)))
    expect(textOf('.cart-meal--lunch .cart-line__title')).toBe('红烧肉')
  })

  test('a move the server refuses puts the line back', async () => {
    answer({ 'PUT /api/cart/1': () => refuse(409, 40921, '计划的一天最多放 100 道菜') })
    await open()
    click(testUtils, `${line(1)} .cart-line__move`)
    click(testUtils, '.move-popup .day-chip[data-date="2026-11-25"]')
    click(testUtils, '.move-popup__confirm')
    expect($(line(1))).toBeNull()
    await until(() => $(line(1)))
    expect(visibleToast()).toBe('计划的一天最多放 100 道菜')
  })

  test('the shopping list is a tap away', async () => {
    await open()
    click(testUtils, '.week-strip__shopping')
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/shopping/index' })
  })
})
