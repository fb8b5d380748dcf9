import Taro from '@tarojs/taro'
import type TestUtils from '@tarojs/test-utils-react'
import '@/i18n'
import '../helpers/intersection-observer'
import { IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_KEY_MIN, type CartItem } from '@shared/records'
import { ORDER_KEY_STORAGE } from '@/features/orders/idempotency'
import OrderConfirmPage from '@/pages/order/confirm'
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
  settle,
  textOf,
  until,
  type Routes,
} from '../helpers/accounts'
import { startApiServer, type ApiServer } from '../helpers/api-server'
import { enterText } from '../helpers/controls'
import { mei } from '../helpers/fixtures'
import { cartLine, record } from '../helpers/records-fixtures'
import { dismissToast, visibleToast } from '../helpers/toast'

let server: ApiServer
let testUtils: TestUtils
let redirectTo: jest.SpyInstance
let lines: CartItem[]

const CREATE = 'POST /api/orders'
type Body = {
  cartItemIds: number[]
  meal: string
  eatAt: string
  note: string
  idempotencyKey: string
}
const bodies = () => sent(server, CREATE).map((req) => req.body as Body)
const mealOn = () => textOf('.meal-chips__chip--on')

function answer(extra: Routes = {}) {
  answerRoutes(server, {
    'GET /api/cart': () => ok(lines),
    [CREATE]: () => ok(record(41)),
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
  lines = [cartLine(1, 1, 'dinner', 2), cartLine(3, 9, 'dinner', 3), cartLine(5, 2, 'lunch', 1)]
  answer()
})

afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
  Taro.getCurrentInstance().router = null
})

async function open(ids: string) {
  onRoute('/pages/order/confirm', { ids })
  testUtils = await mount(OrderConfirmPage)
  await until(() => $('.dish-row') || $('.empty-state'))
}

test('shows the chosen lines, the meal they share, and a time that goes with it', async () => {
  await open('3,1')
  expect($$('.dish-row').map((el) => el.getAttribute('data-id'))).toEqual(['9', '1'])
  expect(textOf('.dish-row__servings')).toBe('3 人份')
  expect(textOf('.order-section__title')).toBe('菜品 · 2 道')
  expect(mealOn()).toBe('晚餐')
  expect(textOf('.order-field--date .order-field__value')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  // Dinner, unless it is dinner time now: then now.
  const time = textOf('.order-field--time .order-field__value')!
  const hour = new Date().getHours()
  if (hour >= 17 && hour < 22) expect(time).toMatch(/^\d{2}:\d{2}$/)
  else expect(time).toBe('18:30')
  expect($('.order-confirm__missing')).toBeNull()
})

test('lines that left the plan are named as gone and left out', async () => {
  await open('1,77')
  expect($$('.dish-row')).toHaveLength(1)
  expect(textOf('.order-confirm__missing')).toBe('有 1 道菜已不在今日计划中，已略过')
  click(testUtils, '.order-confirm__submit')
  await until(() => bodies().length === 1)
  expect(bodies()[0].cartItemIds).toEqual([1])
})

test('when none of the lines is left, it says so and leads back to the plan', async () => {
  const switchTab = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'switchTab:ok' })
  await open('77,78')
  expect(textOf('.empty-state__text')).toBe('这些菜已经不在今日计划中了')
  expect($('.order-bar')).toBeNull()
  click(testUtils, '.empty-state .pill-button')
  expect(switchTab).toHaveBeenCalledWith({ url: '/pages/cart/index' })
})

test('confirm creates the record with the meal, time and note, then shows it', async () => {
  await open('1,5')
  // Lunch and dinner lines: the meal of this hour is chosen; pick breakfast instead.
  click(testUtils, '.meal-chips__chip--breakfast')
  expect(mealOn()).toBe('早餐')
  expect(textOf('.order-field--time .order-field__value')).toMatch(/^(08:00|\d{2}:\d{2})$/)
  const note = await until(() =>
    document.querySelector<HTMLTextAreaElement>('.order-confirm__note textarea'),
  )
  testUtils.act(() => enterText(note, '  少放辣  '))
  click(testUtils, '.order-confirm__submit')
  await until(() => redirectTo.mock.calls.length === 1)
  const body = bodies()[0]
  expect(body.cartItemIds).toEqual([1, 5])
  expect(body.meal).toBe('breakfast')
  expect(body.note).toBe('少放辣')
  const date = textOf('.order-field--date .order-field__value')
  const time = textOf('.order-field--time .order-field__value')
  expect(new Date(body.eatAt).getTime()).toBe(new Date(`${date}T${time}:00`).getTime())
  expect(body.eatAt.endsWith('Z')).toBe(true)
  expect(body.idempotencyKey.length).toBeGreaterThanOrEqual(IDEMPOTENCY_KEY_MIN)
  expect(body.idempotencyKey.length).toBeLessThanOrEqual(IDEMPOTENCY_KEY_MAX)
  expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/order/detail?id=41' })
  // Made: the next confirmation gets a key of its own.
  expect(Taro.getStorageSync(ORDER_KEY_STORAGE)).toBeFalsy()
})

test('a double tap sends one request, and the buttons wait while it runs', async () => {
  let answerLater: (() => void) | null = null
  // The record's answer is held back until the taps are done.
  server.handle((req, res) => {
    if (req.url.startsWith('/api/cart')) {
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ code: 0, msg: '', content: lines }))
      return
    }
    answerLater = () => {
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ code: 0, msg: '', content: record(41) }))
    }
  })
  await open('1')
  click(testUtils, '.order-confirm__submit')
  click(testUtils, '.order-confirm__submit')
  click(testUtils, '.order-confirm__cook')
  await until(() => answerLater)
  expect($('.order-confirm__submit')?.getAttribute('aria-disabled')).toBe('true')
  expect($('.order-confirm__cook')?.getAttribute('aria-disabled')).toBe('true')
  expect(textOf('.order-confirm__submit')).toBe('正在保存…')
  answerLater!()
  await until(() => redirectTo.mock.calls.length === 1)
  await settle()
  expect(bodies()).toHaveLength(1)
})

test('a retry after a failure sends the same key, kept in storage until it succeeds', async () => {
  answer({ [CREATE]: () => refuse(500, 500, '服务器开小差了') })
  await open('1,3')
  click(testUtils, '.order-confirm__submit')
  await until(() => visibleToast())
  expect(visibleToast()).toBe('服务器开小差了')
  await until(() => $('.order-confirm__submit')?.getAttribute('aria-disabled') === 'false')
  const first = bodies()[0].idempotencyKey
  expect(JSON.parse(Taro.getStorageSync(ORDER_KEY_STORAGE) as string)).toEqual({
    ids: '1,3',
    key: first,
  })

  // The screen is left and opened again (a timeout, the app closed): still the same key.
  testUtils.unmout()
  answer()
  await open('1,3')
  click(testUtils, '.order-confirm__submit')
  await until(() => redirectTo.mock.calls.length === 1)
  expect(bodies().map((body) => body.idempotencyKey)).toEqual([first, first])
  expect(Taro.getStorageSync(ORDER_KEY_STORAGE)).toBeFalsy()

  // Other lines, another record: another key.
  testUtils.unmout()
  await open('5')
  click(testUtils, '.order-confirm__submit')
  await until(() => redirectTo.mock.calls.length === 2)
  expect(bodies()[2].idempotencyKey).not.toBe(first)
})

test('"cook now" creates the record and opens the steps of its first dish', async () => {
  await open('1')
  click(testUtils, '.order-confirm__cook')
  await until(() => redirectTo.mock.calls.length === 1)
  expect(bodies()).toHaveLength(1)
  // The record's steps end in its settle popup (test/pages/steps-record.test.tsx).
  expect(redirectTo).toHaveBeenCalledWith({
    url: '/pages/food/steps-detail?id=1&step=0&order=41&dish=0&servings=2',
  })
})

test('ids a platform left encoded are read too', async () => {
  await open('3%2C1')
  expect($$('.dish-row')).toHaveLength(2)
})

test('in English', async () => {
  useSettingsStore.getState().setLocale('en')
  await open('1')
  expect(mealOn()).toBe('Dinner')
  expect(textOf('.order-confirm__submit')).toBe('Confirm')
  expect(textOf('.order-confirm__cook')).toBe('Cook now')
})
