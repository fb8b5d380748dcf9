import Taro from '@tarojs/taro'
import type TestUtils from '@tarojs/test-utils-react'
import '@/i18n'
import '../helpers/intersection-observer'
import { LONG_PRESS_MS } from '@/components/long-press/use-long-press'
import type { CartItem } from '@shared/records'
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
const line = (id: number) => `.cart-line[data-id="${id}"]`
const servingsOf = (id: number) => textOf(`${line(id)} .stepper__value`)
const checked = (selector: string) => $(selector)?.getAttribute('aria-checked')

function answer(extra: Routes = {}) {
  answerRoutes(server, {
    [GET]: () => ok(lines),
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
  expect(textOf('.snackbar__text')).toBe('已把「可乐鸡翅」移出今日计划')
  expect(textOf('.cart-bar__count')).toBe('已选 0 道')

  click(testUtils, '.snackbar__action')
  await until(() => $(line(9)))
  expect(sent(server, 'POST /api/cart')[0].body).toEqual({
    recipeId: 2,
    servings: 1,
    meal: 'lunch',
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
  expect(textOf('.empty-state__text')).toBe('今日计划没有加载出来，请稍后重试')
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
