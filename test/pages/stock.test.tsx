import type { StockItem } from '@shared/kitchen'
import Taro from '@tarojs/taro'
import type TestUtils from '@tarojs/test-utils-react'
import '@/i18n'
import '../helpers/intersection-observer'
import StockPage from '@/pages/stock/index'
import { useSessionStore } from '@/stores/session-store'
import { useSettingsStore } from '@/stores/settings-store'
import {
  $,
  $$,
  answerRoutes,
  click,
  fieldError,
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
import { choose } from '../helpers/controls'
import { mei } from '../helpers/fixtures'
import { firePageEvent } from '../helpers/page'
import { EGGS, MILK, PORK, RICE, stockItem, summaryOf } from '../helpers/stock-fixtures'
import { dismissToast } from '../helpers/toast'
import { touch } from '../helpers/touch'

let server: ApiServer
let testUtils: TestUtils
let navigateTo: jest.SpyInstance

const LIST = 'GET /api/stock'
const SUGGESTIONS = 'GET /api/stock/suggestions'
const items = [MILK, EGGS, PORK, RICE]

/** GET /stock as the contract pages it, filtered by location and status. */
function stockAnswer(all: StockItem[], url: string) {
  const q = new URL(url, 'http://x').searchParams
  const list = all.filter(
    (i) =>
      (!q.get('location') || i.location === q.get('location')) &&
      (!q.get('status') || i.status === q.get('status')),
  )
  const page = Number(q.get('page') ?? 1)
  const pageSize = Number(q.get('pageSize') ?? 20)
  return ok({
    list: list.slice((page - 1) * pageSize, page * pageSize),
    total: list.length,
    page,
    pageSize,
    summary: summaryOf(all),
  })
}

function answer(all: StockItem[] = items, extra: Routes = {}) {
  answerRoutes(server, {
    [LIST]: (req) => stockAnswer(all, req.url),
    [SUGGESTIONS]: () =>
      ok([{ recipe: RECIPES[8], items: [{ id: 1, name: '鸡蛋', daysLeft: 2 }] }]),
    'GET /api/ingredients/suggest': () =>
      ok([
        { name: '鸡蛋', recipes: 58 },
        { name: '鸡胸肉', recipes: 12 },
      ]),
    'POST /api/stock': (req) => ok(stockItem(99, req.body as Partial<StockItem>)),
    'POST /api/stock/1/movements': () => ok(EGGS),
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
  onRoute('/pages/stock/index')
  navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
  answer()
})

afterEach(() => {
  testUtils?.unmout()
  jest.restoreAllMocks()
})

const rows = () => $$('.stock-row[data-id]')
const listUrls = () => sent(server, LIST).map((r) => r.url)

async function open() {
  testUtils = await mount(StockPage)
  await until(() => rows().length > 0 || $('.empty-state'))
}

test('the health ring, the score, the legend and the list', async () => {
  await open()
  expect(listUrls()).toEqual(['/api/stock?page=1&pageSize=20'])
  expect(textOf('.health-summary__value')).toBe('70')
  expect(textOf('.health-summary__label')).toBe('健康分')
  expect(textOf('.health-summary__total')).toBe('共 4 件食材')
  // One arc per status present, in the ring's order.
  expect($$('.health-ring__segment').map((el) => el.getAttribute('class')?.split('--')[1])).toEqual(
    ['expired', 'expiring', 'out', 'ok'],
  )
  expect($$('.legend-row').map((el) => el.textContent)).toEqual([
    '已过期1',
    '快过期1',
    '不多了0',
    '用完了1',
    '充足1',
  ])
  expect(rows().map((row) => row.querySelector('.stock-row__name')?.textContent)).toEqual([
    '牛奶',
    '鸡蛋',
    '五花肉',
    '大米',
  ])
  expect($$('.stock-row__quantity').map((el) => el.textContent)).toEqual([
    '0.5 L',
    '6 个',
    '1.25 kg',
    '0 kg',
  ])
  expect($$('.stock-row__days').map((el) => el.textContent)).toEqual(['已过期 2 天', '还剩 2 天'])
  expect(textOf('.stock-row--expired .stock-badge')).toBe('已过期')
  expect(textOf('.stock-row--out .stock-badge')).toBe('用完了')
  expect(textOf('.stock-row--ok .stock-row__location')).toBe('冷冻')
  await until(() => $('.stock-suggestions'))
  expect(textOf('.stock-suggestions .dish-card__title')).toBe(RECIPES[8].title)
  expect(textOf('.stock-suggestions__uses')).toBe('用掉：鸡蛋（还剩 2 天）')
})

test('filters by location and status, also from the legend', async () => {
  await open()
  const chip = (text: string) => $$('.stock-filters .chip').find((el) => el.textContent === text)!
  testUtils.act(() => chip('冷冻').click())
  await until(() => rows().length === 1)
  expect(listUrls()[1]).toBe('/api/stock?location=freezer&page=1&pageSize=20')
  // The health stays the whole kitchen's.
  expect(textOf('.health-summary__total')).toBe('共 4 件食材')
  testUtils.act(() => chip('全部位置').click())
  await until(() => rows().length === 4)

  click(testUtils, '.legend-row--expired')
  await until(() => rows().length === 1)
  expect(listUrls().at(-1)).toBe('/api/stock?status=expired&page=1&pageSize=20')
  expect($('.legend-row--expired')?.getAttribute('aria-pressed')).toBe('true')
  expect(chip('已过期').className).toContain('chip--on')
  click(testUtils, '.legend-row--expired')
  await until(() => rows().length === 4)

  click(testUtils, '.legend-row--low')
  await until(() => $('.empty-state'))
  expect(textOf('.empty-state__text')).toBe('没有符合筛选的食材')
  click(testUtils, '.empty-state .pill-button')
  await until(() => rows().length === 4)
  expect(listUrls().at(-1)).toBe('/api/stock?page=1&pageSize=20')
})

test('reaching the bottom loads the next page until there is no more', async () => {
  const many = Array.from({ length: 25 }, (_, i) => stockItem(i + 1))
  answer(many)
  await open()
  expect(rows()).toHaveLength(20)
  expect($('.stock-list .load-more')?.getAttribute('data-status')).toBe('idle')
  testUtils.act(() => firePageEvent('onReachBottom'))
  await until(() => rows().length === 25)
  expect(listUrls()[1]).toBe('/api/stock?page=2&pageSize=20')
  await until(() => $('.stock-list .load-more')?.getAttribute('data-status') === 'noMore')
})

test('an empty kitchen explains what stock is for and offers to add the first item', async () => {
  answer([])
  await open()
  expect(textOf('.stock-empty__title')).toBe('记下家里有什么')
  expect(textOf('.stock-empty .empty-state__text')).toContain('快过期的会提醒你')
  expect($('.health-summary')).toBeNull()
  expect($('.stock-filters')).toBeNull()
  click(testUtils, '.stock-empty .pill-button')
  await until(() => textOf('.popup__title') === '添加食材')
})

test('a list that fails offers a retry', async () => {
  answer(items, { [LIST]: () => refuse(500, 500, '服务器开小差了') })
  await open()
  expect(textOf('.empty-state__text')).toBe('库存没有加载出来，请稍后重试')
  answer()
  click(testUtils, '.empty-state .pill-button')
  await until(() => rows().length === 4)
})

test('offline, it says so and retries once asked', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  // jsdom reports the dropped connection on the console.
  jest.spyOn(console, 'error').mockImplementation(() => undefined)
  server.handle((_req, res) => res.destroy())
  await open()
  await until(() => textOf('.empty-state__text') === '网络好像断了，连上网络后再试')
  answer()
  click(testUtils, '.empty-state .pill-button')
  await until(() => rows().length === 4)
})

describe('the add form', () => {
  async function openForm() {
    await open()
    click(testUtils, '.stock-add')
    await until(() => textOf('.popup__title') === '添加食材')
  }
  const submit = () => click(testUtils, '.stock-form-popup__submit')

  test('checks what the server checks before sending anything', async () => {
    await openForm()
    submit()
    expect(fieldError('name')).toBe('请输入名称')
    expect(fieldError('quantity')).toBe('请输入数量')
    expect(fieldError('unit')).toBe('请选择或填写单位')

    await type(testUtils, 'name', '蛋'.repeat(41))
    await type(testUtils, 'quantity', '1.2345')
    await type(testUtils, 'unit', '一二三四五六七八九十一')
    await type(testUtils, 'minQuantity', 'two')
    submit()
    expect(fieldError('name')).toBe('名称最多 40 个字')
    expect(fieldError('quantity')).toBe('最多保留 3 位小数')
    expect(fieldError('unit')).toBe('单位最多 10 个字')
    expect(fieldError('minQuantity')).toBe('请输入不小于 0 的数字')

    await type(testUtils, 'quantity', '-1')
    submit()
    expect(fieldError('quantity')).toBe('请输入不小于 0 的数字')
    await type(testUtils, 'quantity', '2000000')
    submit()
    expect(fieldError('quantity')).toBe('数量太大了')
    await settle()
    expect(sent(server, 'POST /api/stock')).toHaveLength(0)
  })

  test('sends the item as the contract says, then shows the new list', async () => {
    await openForm()
    await type(testUtils, 'name', '  鸡蛋 ')
    await type(testUtils, 'quantity', '12,5')
    const unit = $$('.stock-form__units .chip').find((el) => el.textContent === 'g')!
    testUtils.act(() => unit.click())
    expect((await until(() => $('.form-field--unit input') as HTMLInputElement)).value).toBe('g')
    await type(testUtils, 'minQuantity', '2')
    const freezer = $$('.stock-form__block .chip').find((el) => el.textContent === '冷冻')!
    testUtils.act(() => freezer.click())
    // The date picker answers with a date; "clear" takes it away again.
    testUtils.act(() => choose('.stock-form__picker', '2026-12-01'))
    expect(textOf('.stock-form__date-value')).toBe('2026-12-01')
    click(testUtils, '.stock-form__clear')
    expect(textOf('.stock-form__date-value')).toBe('不设置')
    testUtils.act(() => choose('.stock-form__picker', '2026-12-03'))
    await type(testUtils, 'note', '土鸡蛋')
    submit()
    await until(() => sent(server, 'POST /api/stock').length)
    expect(sent(server, 'POST /api/stock')[0].body).toEqual({
      name: '鸡蛋',
      quantity: 12.5,
      unit: 'g',
      minQuantity: 2,
      bestBefore: '2026-12-03',
      location: 'freezer',
      note: '土鸡蛋',
    })
    await until(() => !$('.stock-form-popup'))
    await until(() => listUrls().length === 2)
  })

  test('the name suggests catalogue ingredients as one types', async () => {
    await openForm()
    await type(testUtils, 'name', '鸡')
    await until(() => $$('.name-suggestions__item').length === 2)
    expect(sent(server, 'GET /api/ingredients/suggest')[0].url).toBe(
      `/api/ingredients/suggest?q=${encodeURIComponent('鸡')}`,
    )
    expect(textOf('.name-suggestions__uses')).toBe('58 道菜用到')
    click(testUtils, '.name-suggestions__item')
    expect((await until(() => $('.form-field--name input') as HTMLInputElement)).value).toBe('鸡蛋')
    expect($('.name-suggestions')).toBeNull()
  })
})

describe('a row', () => {
  test('a tap opens the item', async () => {
    await open()
    testUtils.act(() => rows()[1].click())
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/stock/detail?id=1' })
  })

  test('a long press offers quick actions; "use one" takes one out', async () => {
    await open()
    const row = rows()[1]
    // Only the press's own 350 ms runs on a fake clock.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] })
    try {
      testUtils.act(() => {
        touch(row, 'touchstart', 100)
        jest.advanceTimersByTime(360)
      })
    } finally {
      jest.useRealTimers()
    }
    testUtils.act(() => {
      touch(row, 'touchend', 100)
      row.click()
    })
    expect(navigateTo).not.toHaveBeenCalled()
    expect(textOf('.quick-actions .popup__title')).toBe('鸡蛋')
    expect(textOf('.quick-actions__now')).toBe('现有 6 个')
    expect($$('.quick-actions__item').map((el) => el.textContent)).toEqual([
      '用掉 1 个',
      '添上 1 个',
      '全部丢弃',
      '删除',
      '查看详情',
    ])
    click(testUtils, '.quick-actions__item--takeOne')
    await until(() => sent(server, 'POST /api/stock/1/movements').length)
    expect(sent(server, 'POST /api/stock/1/movements')[0].body).toEqual({
      delta: -1,
      reason: 'adjust',
    })
    expect($('.quick-actions')).toBeNull()
    await until(() => listUrls().length === 2)
  })

  test('"delete" from the sheet asks first, then deletes and reloads', async () => {
    const modal = jest
      .spyOn(Taro, 'showModal')
      .mockResolvedValueOnce({ confirm: false, cancel: true, errMsg: 'showModal:ok' })
      .mockResolvedValueOnce({ confirm: true, cancel: false, errMsg: 'showModal:ok' })
    await open()
    const press = () => {
      const row = rows()[1]
      jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] })
      try {
        testUtils.act(() => {
          touch(row, 'touchstart', 100)
          jest.advanceTimersByTime(360)
        })
      } finally {
        jest.useRealTimers()
      }
      testUtils.act(() => touch(row, 'touchend', 100))
    }
    press()
    click(testUtils, '.quick-actions__item--delete')
    await until(() => modal.mock.calls.length === 1)
    expect(modal.mock.calls[0][0]).toMatchObject({
      title: '删除“鸡蛋”？',
      confirmText: '删除',
      cancelText: '取消',
    })
    await settle()
    expect(sent(server, 'DELETE /api/stock/1')).toHaveLength(0)
    press()
    click(testUtils, '.quick-actions__item--delete')
    await until(() => sent(server, 'DELETE /api/stock/1').length)
    await until(() => listUrls().length === 2)
  })
})

test('in English', async () => {
  useSettingsStore.getState().setLocale('en')
  await open()
  expect(textOf('.nav-bar__title')).toBe('Stock health')
  expect($$('.stock-row__days').map((el) => el.textContent)).toEqual([
    'Expired 2 days ago',
    '2 days left',
  ])
  expect(textOf('.health-summary__total')).toBe('Items: 4')
})
