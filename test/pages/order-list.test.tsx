import Taro from '@tarojs/taro'
import type TestUtils from '@tarojs/test-utils-react'
import '@/i18n'
import type { FoodRecord } from '@shared/records'
import OrderListPage from '@/pages/order/list'
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
} from '../helpers/accounts'
import { startApiServer, type ApiServer } from '../helpers/api-server'
import { mei } from '../helpers/fixtures'
import { record } from '../helpers/records-fixtures'

let server: ApiServer
let testUtils: TestUtils
let records: FoodRecord[]

const LIST = 'GET /api/orders'
const queries = () =>
  sent(server, LIST).map((req) => Object.fromEntries(new URL(req.url, 'http://x').searchParams))
const cardIds = () => $$('.order-card').map((el) => Number(el.getAttribute('data-id')))

beforeAll(async () => {
  server = await startApiServer()
})
afterAll(() => server.close())

beforeEach(() => {
  quietActWarning()
  server.received.length = 0
  useSettingsStore.getState().setLocale('zh-Hans')
  useSessionStore.setState({ token: 'tok-me', userInfo: mei })
  records = [
    record(30),
    record(29, { status: 'cooked', rating: 4, meal: 'lunch' }),
    record(28, { status: 'cancelled' }),
    record(27, { status: 'cooked', mine: false, author: { id: 8, nickname: '阿明' } }),
  ]
  answerRoutes(server, {
    [LIST]: (req) => {
      const query = new URL(req.url, 'http://x').searchParams
      const list = records.filter((r) => !query.get('status') || r.status === query.get('status'))
      const page = Number(query.get('page'))
      const pageSize = Number(query.get('pageSize'))
      return ok({
        list: list.slice((page - 1) * pageSize, page * pageSize),
        total: list.length,
        page,
        pageSize,
      })
    },
  })
})

afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
  Taro.getCurrentInstance().router = null
})

async function open(params: Record<string, string> = {}) {
  onRoute('/pages/order/list', params)
  testUtils = await mount(OrderListPage)
  await until(() => $('.order-card') || $('.empty-state'))
}

test('every record with its dishes, meal, time, status, stars and whose it is', async () => {
  await open()
  expect(queries()[0]).toEqual({ page: '1', pageSize: '20' })
  expect(cardIds()).toEqual([30, 29, 28, 27])
  expect($$('.order-tabs__tab').map((el) => el.textContent)).toEqual([
    '全部',
    '待做',
    '已做',
    '已取消',
  ])
  expect($('.order-tabs__tab--all')?.getAttribute('aria-selected')).toBe('true')
  const card = (id: number) => `.order-card[data-id="${id}"]`
  expect(textOf(`${card(30)} .order-card__dishes`)).toBe('红烧肉 ×2、西红柿炒鸡蛋 ×3')
  expect(textOf(`${card(29)} .order-card__when`)).toMatch(/ · 午餐$/)
  expect($$('.status-badge').map((el) => el.textContent)).toEqual([
    '待做',
    '已做',
    '已取消',
    '已做',
  ])
  expect($(`${card(29)} .rating`)?.getAttribute('aria-label')).toBe('评分 4 / 5')
  expect($(`${card(30)} .rating`)).toBeNull()
  expect(textOf(`${card(27)} .order-card__author`)).toBe('由 阿明 记录')
  expect($(`${card(30)} .order-card__author`)).toBeNull()

  const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' })
  click(testUtils, card(28))
  expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/order/detail?id=28' })
})

test('tabs ask for their status; an empty tab says so', async () => {
  await open()
  click(testUtils, '.order-tabs__tab--cooked')
  await until(() => cardIds().join() === '29,27')
  expect(queries()[1]).toEqual({ status: 'cooked', page: '1', pageSize: '20' })
  records = records.filter((r) => r.status !== 'planned')
  click(testUtils, '.order-tabs__tab--planned')
  await until(() => $('.empty-state'))
  expect(textOf('.empty-state__text')).toBe('没有待做的记录')
  expect(textOf('.empty-state .pill-button')).toBe('去今日饮食')
})

test('the query can open a tab (the profile’s "cooked days" figure)', async () => {
  await open({ status: 'cooked' })
  expect(queries()[0].status).toBe('cooked')
  expect($('.order-tabs__tab--cooked')?.getAttribute('aria-selected')).toBe('true')
})

test('no records at all: it says where they come from', async () => {
  records = []
  const switchTab = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'ok' })
  await open()
  expect(textOf('.empty-state__text')).toContain('还没有饮食记录')
  click(testUtils, '.empty-state .pill-button')
  expect(switchTab).toHaveBeenCalledWith({ url: '/pages/cart/index' })
})

test('pages load one after another with load-more', async () => {
  records = Array.from({ length: 25 }, (_, i) => record(100 - i))
  await open()
  expect($$('.order-card')).toHaveLength(20)
  expect($('.load-more')?.getAttribute('data-status')).toBe('idle')
  click(testUtils, '.load-more')
  await until(() => $$('.order-card').length === 25)
  expect(queries()[1]).toEqual({ page: '2', pageSize: '20' })
  expect($('.load-more')?.getAttribute('data-status')).toBe('noMore')
})

test('a list that fails to load offers a retry', async () => {
  const good = records
  records = []
  answerRoutes(server, { [LIST]: () => refuse(500, 500, '服务器开小差了') })
  await open()
  expect(textOf('.empty-state__text')).toBe('饮食记录没有加载出来，请稍后重试')
  answerRoutes(server, { [LIST]: () => ok({ list: good, total: 4, page: 1, pageSize: 20 }) })
  click(testUtils, '.empty-state .pill-button')
  await until(() => cardIds().length === 4)
})
