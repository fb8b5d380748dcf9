import type { StockItemDetail } from '@shared/kitchen'
import Taro from '@tarojs/taro'
import type TestUtils from '@tarojs/test-utils-react'
import '@/i18n'
import '../helpers/intersection-observer'
import StockDetailPage from '@/pages/stock/detail'
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
  type,
  until,
  type Routes,
} from '../helpers/accounts'
import { startApiServer, type ApiServer } from '../helpers/api-server'
import { RECIPES } from '../helpers/catalogue-fixtures'
import { enterText } from '../helpers/controls'
import { mei } from '../helpers/fixtures'
import { EGGS, detailOfItem } from '../helpers/stock-fixtures'
import { dismissToast } from '../helpers/toast'

let server: ApiServer
let testUtils: TestUtils
let navigateTo: jest.SpyInstance

const ITEM = 'GET /api/stock/1'
const MOVE = 'POST /api/stock/1/movements'
const BELOW_ZERO = '库存不足：鸡蛋只剩 6 个，不能取出 7 个'

function answer(detail: StockItemDetail = detailOfItem(EGGS), extra: Routes = {}) {
  answerRoutes(server, {
    [ITEM]: () => ok(detail),
    [MOVE]: () => ok(EGGS),
    'PUT /api/stock/1': () => ok(EGGS),
    'DELETE /api/stock/1': () => ok(null),
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
  onRoute('/pages/stock/detail', { id: '1' })
  navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
  answer()
})

afterEach(() => {
  testUtils?.unmout()
  jest.restoreAllMocks()
})

async function open() {
  testUtils = await mount(StockDetailPage)
  await until(() => $('.item-facts') || $('.empty-state'))
  // Taro's input draws its inner <input> a moment later; changing its value before that throws.
  if ($('.item-facts')) await until(() => $('.movement-form__input input'))
}

const moveBody = () => sent(server, MOVE).map((r) => r.body)

test('the item, its history and the dishes that use it', async () => {
  await open()
  expect(textOf('.nav-bar__title')).toBe('库存详情')
  expect(textOf('.item-facts__name')).toBe('鸡蛋')
  expect(textOf('.item-facts .stock-badge')).toBe('快过期')
  expect(textOf('.item-facts__quantity')).toBe('6 个')
  expect(textOf('.item-facts__row--bestBefore .item-facts__value')).toBe('2026-11-24 · 还剩 2 天')
  expect(textOf('.item-facts__row--minQuantity .item-facts__value')).toBe('2 个')
  expect(textOf('.item-facts__row--location .item-facts__value')).toBe('冷藏')

  const movements = $$('.movement')
  expect(movements.map((m) => m.querySelector('.movement__reason')?.textContent)).toEqual([
    '做菜用掉',
    '买入',
  ])
  expect(movements.map((m) => m.querySelector('.movement__delta')?.textContent)).toEqual([
    '\u22122 个',
    '+8 个',
  ])
  expect(movements.map((m) => m.querySelector('.movement__after')?.textContent)).toEqual([
    '余 6 个',
    '余 8 个',
  ])
  expect(movements[0].querySelector('.movement__meta')?.textContent).toMatch(
    /^Lin · 2026-11-2\d \d\d:30$/,
  )
  expect(movements[1].querySelector('.movement__meta')?.textContent).toMatch(/^已离开的成员 · /)
  expect(textOf('.movement__note')).toBe('超市')
  // A cooked movement leads to its food record.
  testUtils.act(() => movements[0].click())
  expect(navigateTo).toHaveBeenLastCalledWith({ url: '/pages/order/detail?id=31' })

  expect($$('.item-dishes .dish-card__title').map((el) => el.textContent)).toEqual([
    RECIPES[0].title,
    RECIPES[8].title,
  ])
  testUtils.act(() => $$('.item-dishes .dish-card__main')[1].click())
  expect(navigateTo).toHaveBeenLastCalledWith({ url: `/pages/food/detail?id=${RECIPES[8].id}` })
})

describe('put in and take out', () => {
  test('the stepper and free entry set the amount; a take is sent as a negative delta', async () => {
    await open()
    expect(textOf('.movement-form__submit')).toBe('取出 1 个')
    click(testUtils, '.movement-form__step--plus')
    click(testUtils, '.movement-form__step--plus')
    expect(textOf('.movement-form__submit')).toBe('取出 3 个')
    click(testUtils, '.movement-form__submit')
    await until(() => sent(server, MOVE).length === 1)
    expect(moveBody()[0]).toEqual({ delta: -3, reason: 'adjust', note: '' })
    // The history is read again.
    await until(() => sent(server, ITEM).length === 2)
  })

  test('put in as bought, with a free amount and a note', async () => {
    await open()
    const chip = (text: string) => $$('.movement-form .chip').find((el) => el.textContent === text)!
    testUtils.act(() => chip('放入').click())
    expect($$('.movement-form .chip').map((el) => el.textContent)).toEqual([
      '取出',
      '放入',
      '买入',
      '调整',
    ])
    const input = await until(() => $('.movement-form__input input') as HTMLInputElement)
    testUtils.act(() => enterText(input, '2.5'))
    await type(testUtils, 'movementNote', '菜市场')
    expect(textOf('.movement-form__submit')).toBe('放入 2.5 个')
    click(testUtils, '.movement-form__submit')
    await until(() => sent(server, MOVE).length === 1)
    expect(moveBody()[0]).toEqual({ delta: 2.5, reason: 'purchase', note: '菜市场' })
    await until(() => sent(server, ITEM).length === 2)
  })

  test('a take below zero shows the server’s own words and changes nothing', async () => {
    answer(detailOfItem(EGGS), { [MOVE]: () => refuse(409, 409, BELOW_ZERO) })
    await open()
    const input = await until(() => $('.movement-form__input input') as HTMLInputElement)
    testUtils.act(() => enterText(input, '7'))
    click(testUtils, '.movement-form__submit')
    await until(() => textOf('.movement-form__error'))
    expect(textOf('.movement-form__error')).toBe(BELOW_ZERO)
    expect(textOf('.item-facts__quantity')).toBe('6 个')
    expect(sent(server, ITEM)).toHaveLength(1)
  })

  test('nothing is sent for an amount of 0 or a bad number', async () => {
    await open()
    click(testUtils, '.movement-form__step--minus')
    click(testUtils, '.movement-form__submit')
    expect(textOf('.movement-form__error')).toBe('请输入大于 0 的数量')
    const input = await until(() => $('.movement-form__input input') as HTMLInputElement)
    testUtils.act(() => enterText(input, '1.0001'))
    click(testUtils, '.movement-form__submit')
    expect(textOf('.movement-form__error')).toBe('最多保留 3 位小数')
    await settle()
    expect(sent(server, MOVE)).toHaveLength(0)
  })
})

test('edit opens the same form, filled in, and sends only what changed', async () => {
  await open()
  click(testUtils, '.item-facts__edit')
  await until(() => textOf('.popup__title') === '编辑食材')
  const value = async (field: string) =>
    (await until(() => $(`.form-field--${field} input`) as HTMLInputElement)).value
  expect(await value('name')).toBe('鸡蛋')
  expect(await value('quantity')).toBe('6')
  expect(await value('minQuantity')).toBe('2')
  expect(textOf('.stock-form__date-value')).toBe('2026-11-24')
  await type(testUtils, 'quantity', '10')
  click(testUtils, '.stock-form__clear')
  click(testUtils, '.stock-form-popup__submit')
  await until(() => sent(server, 'PUT /api/stock/1').length)
  expect(sent(server, 'PUT /api/stock/1')[0].body).toEqual({ quantity: 10, bestBefore: null })
  await until(() => sent(server, ITEM).length === 2)
})

test('discard takes everything left out, after asking', async () => {
  const modal = jest
    .spyOn(Taro, 'showModal')
    .mockResolvedValue({ confirm: true, cancel: false, errMsg: 'showModal:ok' })
  await open()
  click(testUtils, '.stock-detail__discard')
  await until(() => sent(server, MOVE).length)
  expect(modal.mock.calls[0][0]).toMatchObject({
    title: '丢弃全部“鸡蛋”？',
    content: '剩下的 6 个 会记为丢弃。',
    confirmText: '丢弃',
  })
  expect(moveBody()[0]).toEqual({ delta: -6, reason: 'discard' })
  await until(() => sent(server, ITEM).length === 2)
})

test('delete asks first; confirmed, it deletes and goes back', async () => {
  const navigateBack = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' })
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}, {}] as never)
  const modal = jest
    .spyOn(Taro, 'showModal')
    .mockResolvedValueOnce({ confirm: false, cancel: true, errMsg: 'showModal:ok' })
    .mockResolvedValueOnce({ confirm: true, cancel: false, errMsg: 'showModal:ok' })
  await open()
  click(testUtils, '.stock-detail__delete')
  await until(() => modal.mock.calls.length === 1)
  await settle()
  expect(sent(server, 'DELETE /api/stock/1')).toHaveLength(0)
  click(testUtils, '.stock-detail__delete')
  await until(() => sent(server, 'DELETE /api/stock/1').length)
  expect(modal.mock.calls[1][0]).toMatchObject({ confirmText: '删除', cancelText: '取消' })
  await until(() => navigateBack.mock.calls.length)
})

test('an item of no kitchen of ours (404) says it is not found', async () => {
  answer(detailOfItem(EGGS), { [ITEM]: () => refuse(404, 404, '库存不存在') })
  await open()
  expect(textOf('.empty-state__text')).toBe('找不到这件食材，它可能已被删除')
  expect(textOf('.empty-state .pill-button')).toBe('回到库存')
})

test('a failure offers a retry', async () => {
  answer(detailOfItem(EGGS), { [ITEM]: () => refuse(500, 500, '服务器开小差了') })
  await open()
  expect(textOf('.empty-state__text')).toBe('没有加载出来，请稍后重试')
  answer()
  click(testUtils, '.empty-state .pill-button')
  await until(() => $('.item-facts'))
})
