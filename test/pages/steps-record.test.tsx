import Taro from '@tarojs/taro'
import type TestUtils from '@tarojs/test-utils-react'
import '@/i18n'
import type { CartItem, FoodRecord, FoodRecordDetail } from '@shared/records'
import { ORDER_KEY_STORAGE } from '@/features/orders/idempotency'
import StepsDetailPage from '@/pages/food/steps-detail'
import { mealAt } from '@/services/meals'
import { useSessionStore } from '@/stores/session-store'
import { useSettingsStore } from '@/stores/settings-store'
import {
  $,
  answerRoutes,
  click,
  mount,
  ok,
  onRoute,
  quietActWarning,
  sent,
  textOf,
  until,
  type Routes,
} from '../helpers/accounts'
import { startApiServer, type ApiServer } from '../helpers/api-server'
import { RECIPES, detailOf } from '../helpers/catalogue-fixtures'
import { mei } from '../helpers/fixtures'
import { cartLine, record } from '../helpers/records-fixtures'
import { dismissToast } from '../helpers/toast'

/** Finding 5 of [16]: the last cooking step ends in a food record through the settle popup. */

let server: ApiServer
let testUtils: TestUtils
let redirectTo: jest.SpyInstance
let plan: CartItem[]
let planned: FoodRecord[]
let stored: FoodRecordDetail

const body = (route: string, index = 0) =>
  sent(server, route)[index]?.body as Record<string, unknown>

function answer(extra: Routes = {}) {
  answerRoutes(server, {
    'GET /api/recipes/1': () => ok(detailOf(RECIPES[0])),
    'GET /api/orders': () => ok({ list: planned, total: planned.length, page: 1, pageSize: 50 }),
    'GET /api/cart': () => ok(plan),
    'POST /api/cart': (req) => {
      const line = cartLine(31, 1, (req.body as { meal: CartItem['meal'] }).meal, 3)
      return ok(line)
    },
    'POST /api/orders': () => ok(stored),
    [`GET /api/orders/${stored.id}`]: () => ok(stored),
    [`POST /api/orders/${stored.id}/cook`]: () => {
      stored = { ...stored, status: 'cooked', stockTaken: true }
      return ok(stored)
    },
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
  Taro.removeStorageSync(ORDER_KEY_STORAGE)
  useSettingsStore.getState().setLocale('zh-Hans')
  useSessionStore.setState({ token: 'tok-me', userInfo: mei })
  redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'redirectTo:ok' })
  plan = []
  planned = []
  stored = record(41, { items: [{ recipe: RECIPES[0], servings: 3 }] })
  answer()
})

afterEach(() => {
  testUtils?.unmout()
  jest.restoreAllMocks()
  Taro.getCurrentInstance().router = null
})

async function open(params: Record<string, string>) {
  onRoute('/pages/food/steps-detail', params)
  testUtils = await mount(StepsDetailPage)
  await until(() => $('.cooking__step'))
}

test('the last step records the dish for this meal and opens the settle popup', async () => {
  await open({ id: '1', step: '3', servings: '3' })
  expect(textOf('.record-cooking')).toBe('完成并记录')
  expect(textOf('.cooking__counter')).toBe('第 4 / 4 步')
  click(testUtils, '.record-cooking')
  await until(() => $('.settle-popup'))

  // No planned record of today holds it and the plan has no line of it: both are made.
  expect(sent(server, 'GET /api/orders')[0].url).toContain('status=planned')
  const meal = mealAt(new Date())
  expect(body('POST /api/cart')).toEqual({ recipeId: 1, servings: 3, meal })
  const made = body('POST /api/orders')
  expect(made).toMatchObject({ cartItemIds: [31], meal, note: '' })
  expect(Math.abs(new Date(String(made.eatAt)).getTime() - Date.now())).toBeLessThan(120_000)
  expect(String(made.idempotencyKey).length).toBeGreaterThanOrEqual(8)
  // The popup shows the record's plan: what is taken, short and missing.
  expect(textOf('.settle-popup__summary')).toBe('2 样从库存扣减，1 样不够，1 样没有')

  click(testUtils, '.settle-popup__confirm')
  await until(() => redirectTo.mock.calls.length === 1)
  expect(body('POST /api/orders/41/cook')).toEqual({ consumeStock: true })
  expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/order/detail?id=41' })
  expect(Taro.getStorageSync(ORDER_KEY_STORAGE)).toBeFalsy()
})

test('a planned record of today that holds the dish is the one cooked', async () => {
  planned = [
    record(40, { items: [{ recipe: RECIPES[8], servings: 2 }], eatAt: new Date().toISOString() }),
    record(41, { items: [{ recipe: RECIPES[0], servings: 2 }], eatAt: new Date().toISOString() }),
  ]
  await open({ id: '1', step: '3' })
  click(testUtils, '.record-cooking')
  await until(() => $('.settle-popup'))
  expect(sent(server, 'GET /api/cart')).toHaveLength(0)
  expect(sent(server, 'POST /api/orders')).toHaveLength(0)
  expect(sent(server, 'GET /api/orders/41')).toHaveLength(1)
})

test('a record of another day, or of someone else in the kitchen, is not taken', async () => {
  const yesterday = new Date(Date.now() - 864e5).toISOString()
  planned = [
    record(40, { eatAt: yesterday }),
    record(39, { eatAt: new Date().toISOString(), mine: false }),
  ]
  await open({ id: '1', step: '3' })
  click(testUtils, '.record-cooking')
  await until(() => $('.settle-popup'))
  expect(sent(server, 'POST /api/orders')).toHaveLength(1)
})

test('a line of today’s plan for the dish is confirmed as it is, not planned again', async () => {
  plan = [cartLine(7, 9, 'lunch'), cartLine(8, 1, 'dinner', 4)]
  await open({ id: '1', step: '3', servings: '1' })
  click(testUtils, '.record-cooking')
  await until(() => $('.settle-popup'))
  expect(sent(server, 'POST /api/cart')).toHaveLength(0)
  expect(body('POST /api/orders')).toMatchObject({ cartItemIds: [8], meal: 'dinner' })
})

test('an anonymous cook is asked to log in and comes back to this step', async () => {
  useSessionStore.setState({ token: null, userInfo: null })
  await open({ id: '1', step: '1' })
  // The cook moved on to the last step after the page opened.
  click(testUtils, '.cooking__nav .pill-button:not(.pill-button--ghost)')
  click(testUtils, '.cooking__nav .pill-button:not(.pill-button--ghost)')
  expect(textOf('.record-cooking')).toBe('登录后记录')
  click(testUtils, '.record-cooking')
  const url = redirectTo.mock.calls[0][0].url as string
  expect(url.startsWith('/pages/login/index?redirect=')).toBe(true)
  expect(decodeURIComponent(url.split('redirect=')[1])).toBe('/pages/food/steps-detail?id=1&step=3')
  expect(server.received.filter((req) => !req.url.startsWith('/api/recipes'))).toEqual([])
})

test('steps opened by "cook now" end in that record; with two dishes the first leads on', async () => {
  stored = record(41)
  answer()
  await open({ id: '1', step: '3', order: '41', dish: '0', servings: '2' })
  await until(() => textOf('.record-cooking') === '下一道菜')
  click(testUtils, '.record-cooking')
  expect(redirectTo).toHaveBeenCalledWith({
    url: '/pages/food/steps-detail?id=9&step=0&order=41&dish=1&servings=3',
  })

  testUtils.unmout()
  redirectTo.mockClear()
  await open({ id: '1', step: '3', order: '41', dish: '1' })
  await until(() => sent(server, 'GET /api/orders/41').length === 2)
  await until(() => textOf('.record-cooking') === '完成并记录')
  click(testUtils, '.record-cooking')
  await until(() => $('.settle-popup'))
  expect(sent(server, 'GET /api/orders')).toHaveLength(0)
  expect(sent(server, 'POST /api/orders')).toHaveLength(0)
})

test('steps of a record cooked earlier lead to the record, not to a second one', async () => {
  stored = record(41, { status: 'cooked', items: [{ recipe: RECIPES[0], servings: 2 }] })
  answer()
  await open({ id: '1', step: '3', order: '41' })
  await until(() => sent(server, 'GET /api/orders/41').length === 1)
  // The button waits for the record's dishes before it takes a tap.
  await until(() => textOf('.record-cooking') === '完成并记录')
  expect(redirectTo).not.toHaveBeenCalled()
  click(testUtils, '.record-cooking')
  await until(() => redirectTo.mock.calls.length === 1)
  expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/order/detail?id=41' })
  expect(sent(server, 'POST /api/orders')).toHaveLength(0)
})

test('in English', async () => {
  useSettingsStore.getState().setLocale('en')
  await open({ id: '1', step: '3' })
  expect(textOf('.record-cooking')).toBe('Done — record it')
})
