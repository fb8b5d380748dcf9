import Taro from '@tarojs/taro'
import type TestUtils from '@tarojs/test-utils-react'
import '@/i18n'
import '../helpers/intersection-observer'
import type { FoodRecordDetail } from '@shared/records'
import OrderDetailPage from '@/pages/order/detail'
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
import { enterText, isOn, switchOf } from '../helpers/controls'
import { mei } from '../helpers/fixtures'
import { PLAN, planLine, record } from '../helpers/records-fixtures'
import { dismissToast, visibleToast } from '../helpers/toast'

let server: ApiServer
let testUtils: TestUtils
let current: FoodRecordDetail

const GET = 'GET /api/orders/5'
const COOK = 'POST /api/orders/5/cook'
const TAKEN = [
  { itemId: 11, name: '冷冻五花肉', amount: 0.5, unit: 'kg' },
  { itemId: 12, name: '冰糖', amount: 10, unit: 'g' },
]

function answer(extra: Routes = {}) {
  answerRoutes(server, {
    [GET]: () => ok(current),
    [COOK]: (req) => {
      const { consumeStock } = req.body as { consumeStock: boolean }
      current = {
        ...current,
        status: 'cooked',
        cookedAt: '2026-11-22T11:00:00.000Z',
        stockTaken: consumeStock,
        taken: consumeStock ? TAKEN : [],
      }
      return ok(current)
    },
    'POST /api/orders/5/cancel': () => {
      current = { ...current, status: 'cancelled' }
      return ok(current)
    },
    'PUT /api/orders/5/rating': (req) => {
      const { rating, comment } = req.body as { rating: number; comment: string }
      current = { ...current, rating, comment }
      return ok(current)
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
  useSettingsStore.getState().setLocale('zh-Hans')
  useSessionStore.setState({ token: 'tok-me', userInfo: mei })
  current = record(5)
  answer()
})

afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
  Taro.getCurrentInstance().router = null
})

async function open(params: Record<string, string> = { id: '5' }) {
  onRoute('/pages/order/detail', params)
  testUtils = await mount(OrderDetailPage)
  await until(() => $('.record-header') || $('.empty-state'))
}

const useStock = () => switchOf('settle-popup__switch')

test('a planned record: dishes and servings, meal, time, note, status and its actions', async () => {
  await open()
  expect(textOf('.record-header__meal')).toBe('晚餐')
  expect(textOf('.status-badge')).toBe('待做')
  expect(textOf('.record-header__when')).toMatch(/\d{2}:\d{2}$/)
  expect($$('.dish-row').map((el) => el.getAttribute('data-id'))).toEqual(['1', '9'])
  expect($$('.dish-row__servings').map((el) => el.textContent)).toEqual(['2 人份', '3 人份'])
  expect(textOf('.order-detail__note')).toBe('少放辣')
  expect(textOf('.order-detail__cook')).toBe('做好了')
  expect(textOf('.order-detail__cancel')).toBe('取消记录')
  expect($('.rate-section')).toBeNull()
  expect($('.settle-popup')).toBeNull()

  const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' })
  click(testUtils, '.dish-row[data-id="9"]')
  expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/food/detail?id=9' })
})

test('the settle popup shows what cooking takes, what is short or missing, and cooks', async () => {
  await open()
  click(testUtils, '.order-detail__cook')
  const lines = $$('.plan-line')
  expect(lines).toHaveLength(PLAN.length)
  expect(textOf('.settle-popup__summary')).toBe('2 样从库存扣减，1 样不够，1 样没有')
  expect(lines[0].querySelector('.plan-line__need')?.textContent).toBe('500 g')
  expect(lines[0].querySelector('.plan-line__take')?.textContent).toBe(
    '从「冷冻五花肉」扣减 0.5 kg',
  )
  expect(lines[1].querySelector('.plan-line__mark')?.textContent).toBe('不够')
  expect(lines[1].querySelector('.plan-line__note')?.textContent).toBe('需要 15 g，库存只有 10 g')
  expect(lines[2].querySelector('.plan-line__note')?.textContent).toBe('库存里没有')
  expect(lines[3].querySelector('.plan-line__note')?.textContent).toBe(
    '库存里有一些（单位不同），不扣减',
  )
  // Something can be taken: the switch starts on.
  await until(() => useStock())
  expect(isOn(useStock())).toBe(true)

  click(testUtils, '.settle-popup__confirm')
  await until(() => textOf('.status-badge') === '已做')
  expect(sent(server, COOK).map((req) => req.body)).toEqual([{ consumeStock: true }])
  expect($('.settle-popup')).toBeNull()
  expect($('.order-bar')).toBeNull()
  expect(visibleToast()).toBe('已标记为做好了')
  expect($$('.taken-section__line').map((el) => el.textContent)).toEqual([
    '冷冻五花肉−0.5 kg',
    '冰糖−10 g',
  ])
  // Cooked and mine: the rating form is there.
  expect($$('.rating-input__target')).toHaveLength(5)
})

test('optional and to-taste ingredients are taken only when ticked, exactly as shown', async () => {
  current = record(5, {
    stockPlan: [
      ...PLAN,
      planLine({
        name: '糖',
        need: 2,
        unit: 'g',
        have: 100,
        status: 'enough',
        optional: true,
        takes: [{ itemId: 13, name: '白糖', amount: 2, unit: 'g' }],
      }),
      planLine({
        name: '小葱',
        need: null,
        unit: '根',
        have: null,
        status: 'enough',
        takes: [],
        from: { itemId: 14, name: '小葱', amount: 5, unit: '根' },
      }),
    ],
  })
  await open()
  click(testUtils, '.order-detail__cook')
  const lines = () => $$('.plan-line')
  const sugar = () => lines()[4] as HTMLElement
  const onion = () => lines()[5] as HTMLElement
  expect(sugar().querySelector('.plan-line__optional')?.textContent).toBe('可选')
  expect(sugar().querySelector('.plan-line__take')).toBeNull()
  expect(sugar().querySelector('.plan-line__note')?.textContent).toBe(
    '可选食材：勾选后才从库存扣减',
  )
  expect(onion().querySelector('.plan-line__note')?.textContent).toBe(
    '适量：勾选后可从「小葱」扣减一些',
  )
  expect(textOf('.settle-popup__summary')).toBe('2 样从库存扣减，1 样不够，1 样没有')

  testUtils.act(() => (sugar().querySelector('.check-mark') as HTMLElement).click())
  testUtils.act(() => (onion().querySelector('.check-mark') as HTMLElement).click())
  await until(() => onion().querySelector('.stepper'))
  testUtils.act(() => (onion().querySelector('.stepper__button--plus') as HTMLElement).click())
  expect(sugar().querySelector('.plan-line__take')?.textContent).toBe('从「白糖」扣减 2 g')
  expect(onion().querySelector('.plan-line__take')?.textContent).toBe('从「小葱」扣减 2 根')
  expect(textOf('.settle-popup__summary')).toBe('4 样从库存扣减，1 样不够，1 样没有')

  click(testUtils, '.settle-popup__confirm')
  await until(() => textOf('.status-badge') === '已做')
  expect(sent(server, COOK).map((req) => req.body)).toEqual([
    {
      consumeStock: true,
      include: [{ key: '糖\u001fg' }, { key: '小葱\u001f根', amount: 2 }],
    },
  ])
})

test('with "take from stock" off, cooking takes nothing', async () => {
  await open()
  click(testUtils, '.order-detail__cook')
  await until(() => useStock())
  click(testUtils, '.settle-popup__switch')
  expect(isOn(useStock())).toBe(false)
  await until(() => textOf('.settle-popup__switch-hint') === '只标记做好了，库存不变')
  expect($('.plan-line__take--off')).not.toBeNull()
  click(testUtils, '.settle-popup__confirm')
  await until(() => textOf('.status-badge') === '已做')
  expect(sent(server, COOK).map((req) => req.body)).toEqual([{ consumeStock: false }])
  expect(textOf('.taken-section .order-section__muted')).toBe('这次没有扣减库存')
})

test('nothing to take: the switch is off and cannot be turned on', async () => {
  current = record(5, { stockPlan: [PLAN[2], PLAN[3]] })
  await open()
  click(testUtils, '.order-detail__cook')
  await until(() => useStock())
  expect(isOn(useStock())).toBe(false)
  expect(useStock()?.hasAttribute('disabled')).toBe(true)
  expect(textOf('.settle-popup__switch-hint')).toBe('没有能扣减的库存')
  click(testUtils, '.settle-popup__confirm')
  await until(() => textOf('.status-badge') === '已做')
  expect(sent(server, COOK)[0].body).toEqual({ consumeStock: false })
})

test('a refusal because stock ran low says so in the server’s words and shows the plan again', async () => {
  answer({
    [COOK]: () => {
      // Someone took the pork in the meantime.
      current = { ...current, stockPlan: [{ ...PLAN[0], have: 0, status: 'missing', takes: [] }] }
      return refuse(409, 409, '库存不够了：冷冻五花肉只剩 0 kg')
    },
  })
  await open()
  click(testUtils, '.order-detail__cook')
  click(testUtils, '.settle-popup__confirm')
  await until(() => textOf('.settle-popup__error'))
  expect(textOf('.settle-popup__error')).toBe('库存不够了：冷冻五花肉只剩 0 kg')
  await until(() => $$('.plan-line').length === 1)
  expect(textOf('.plan-line__mark')).toBe('没有')
  expect(sent(server, GET)).toHaveLength(2)
  expect(textOf('.status-badge')).toBe('待做')
  // Nothing left to take: the switch has turned itself off.
  await until(() => isOn(useStock()) === false)
})

test('"cook now" opens the settle popup as soon as the record is there', async () => {
  await open({ id: '5', cook: '1' })
  await until(() => $('.settle-popup'))
  expect(textOf('.settle-popup .popup__title')).toBe('做好了')
})

test('cancel asks first (with short enough buttons), then cancels', async () => {
  const showModal = jest
    .spyOn(Taro, 'showModal')
    .mockResolvedValueOnce({ confirm: false, cancel: true, errMsg: 'showModal:ok' })
    .mockResolvedValueOnce({ confirm: true, cancel: false, errMsg: 'showModal:ok' })
  await open()
  click(testUtils, '.order-detail__cancel')
  await settle()
  expect(sent(server, 'POST /api/orders/5/cancel')).toHaveLength(0)
  expect(showModal.mock.calls[0][0]).toMatchObject({
    title: '取消这条饮食记录？',
    confirmText: '取消记录',
    cancelText: '再想想',
  })
  click(testUtils, '.order-detail__cancel')
  await until(() => textOf('.status-badge') === '已取消')
  expect(sent(server, 'POST /api/orders/5/cancel')).toHaveLength(1)
  expect($('.order-bar')).toBeNull()
  expect($('.rate-section')).toBeNull()
})

test('rate a cooked record, then change the rating', async () => {
  current = record(5, { status: 'cooked', stockTaken: true, taken: TAKEN })
  await open()
  const save = '.rate-section__save'
  expect($(save)?.getAttribute('aria-disabled')).toBe('true')
  click(testUtils, '.rating-input__target:nth-child(4)')
  expect(textOf('.rating-input__words')).toBe('很好吃')
  const comment = await until(() =>
    document.querySelector<HTMLTextAreaElement>('.rate-section__comment textarea'),
  )
  testUtils.act(() => enterText(comment, '肉很软'))
  click(testUtils, save)
  await until(() => $('.rate-section .rating[role="img"]'))
  expect(sent(server, 'PUT /api/orders/5/rating')[0].body).toEqual({ rating: 4, comment: '肉很软' })
  expect($('.rate-section .rating')?.getAttribute('aria-label')).toBe('评分 4 / 5')
  expect(textOf('.rate-section__text')).toBe('肉很软')

  click(testUtils, '.rate-section__edit')
  expect($('.rating-input__target:nth-child(4)')?.getAttribute('aria-checked')).toBe('true')
  click(testUtils, '.rating-input__target:nth-child(5)')
  click(testUtils, save)
  await until(() => $('.rate-section .rating[aria-label="评分 5 / 5"]'))
  expect(sent(server, 'PUT /api/orders/5/rating')[1].body).toEqual({ rating: 5, comment: '肉很软' })
})

test("someone else's record in the kitchen is read-only", async () => {
  current = record(5, {
    status: 'cooked',
    mine: false,
    author: { id: 8, nickname: '阿明' },
    rating: 3,
    comment: '还行',
  })
  await open()
  expect(textOf('.record-header__author')).toBe('由 阿明 记录')
  expect($('.order-bar')).toBeNull()
  expect($('.rating-input')).toBeNull()
  expect($('.rate-section__edit')).toBeNull()
  expect($('.rate-section .rating')?.getAttribute('aria-label')).toBe('评分 3 / 5')

  current = record(5, { mine: false, author: { id: 8, nickname: '阿明' } })
  testUtils.unmout()
  await open({ id: '5', cook: '1' })
  await settle()
  expect($('.order-bar')).toBeNull()
  expect($('.settle-popup')).toBeNull()
})

test('a record that does not exist says so and leads to all records', async () => {
  const redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' })
  answer({ [GET]: () => refuse(404, 404, '记录不存在') })
  await open()
  expect(textOf('.empty-state__text')).toBe('找不到这条记录，它可能已被删除')
  click(testUtils, '.empty-state .pill-button')
  expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/order/list' })
})

test('a record that fails to load offers a retry', async () => {
  answer({ [GET]: () => refuse(500, 500, '服务器开小差了') })
  await open()
  expect(textOf('.empty-state__text')).toBe('这条记录没有加载出来，请稍后重试')
  answer()
  click(testUtils, '.empty-state .pill-button')
  await until(() => $('.record-header'))
})

test('in English', async () => {
  useSettingsStore.getState().setLocale('en')
  await open()
  expect(textOf('.status-badge')).toBe('Planned')
  click(testUtils, '.order-detail__cook')
  expect(textOf('.settle-popup__summary')).toBe('From stock: 2 · short: 1 · missing: 1')
  expect($$('.plan-line__note')[2].textContent).toBe(
    'Some in stock (different unit), nothing taken',
  )
})
