import Taro from '@tarojs/taro'
import type TestUtils from '@tarojs/test-utils-react'
import '@/i18n'
import '../helpers/intersection-observer'
import type { ShoppingItem, ShoppingList } from '@shared/shopping'
import { listText, parseItemText } from '@/features/shopping/list-text'
import { t } from '@/i18n/translate'
import ShoppingPage from '@/pages/shopping/index'
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
import { enterText } from '../helpers/controls'
import { mei } from '../helpers/fixtures'
import { dismissToast, visibleToast } from '../helpers/toast'

let server: ApiServer
let testUtils: TestUtils
let items: ShoppingItem[]

const GET = 'GET /api/shopping'
const TODAY = '2026-11-22'

function item(id: ShoppingItem['id'], name: string, extra: Partial<ShoppingItem> = {}) {
  const one: ShoppingItem = {
    id,
    name,
    quantity: 2,
    unit: '个',
    checked: false,
    needed: 2,
    inStock: 0,
    recipes: [],
    manual: false,
    kind: 'other',
    optional: false,
    ...extra,
  }
  return one
}

function listOf(url: string): ShoppingList {
  const to = new URL(url, 'http://x').searchParams.get('to') ?? '2026-11-28'
  return { from: TODAY, to, items }
}

function answer(extra: Routes = {}) {
  answerRoutes(server, {
    [GET]: (req) => ok(listOf(req.url)),
    'PUT /api/shopping/items/%E9%B8%A1%E8%9B%8B~%E4%B8%AA': (req) =>
      ok({ id: '鸡蛋~个', checked: (req.body as { checked: boolean }).checked }),
    'POST /api/shopping/items': (req) =>
      ok(item(31, '牛奶', { ...(req.body as object), manual: true, needed: null, inStock: null })),
    'DELETE /api/shopping/items/12': () => ok(null),
    'POST /api/shopping/put-away': () => ok([]),
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
  onRoute('/pages/shopping/index')
  jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
  items = [
    item('鸡蛋~个', '鸡蛋', {
      quantity: 5,
      needed: 8,
      inStock: 3,
      kind: 'meat',
      recipes: [
        { id: 1, title: '美式炒蛋' },
        { id: 2, title: '蒸水蛋' },
      ],
    }),
    item('生姜~g', '生姜', { quantity: 330, unit: 'g', kind: 'vegetables' }),
    item('葱花~', '葱花', { quantity: null, unit: null, needed: null, kind: 'vegetables' }),
    item('白糖~g', '白糖', { quantity: 8, unit: 'g', kind: 'seasonings', optional: true }),
    item(12, '可乐', { quantity: null, unit: null, manual: true, needed: null, inStock: null }),
  ]
  answer()
})

afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
  Taro.getCurrentInstance().router = null
})

async function open() {
  testUtils = await mount(ShoppingPage)
  await until(() => $('.shopping-row') || $('.empty-state') || $('.offline-state'))
}

const row = (id: string | number) => `.shopping-row[data-id="${id}"]`

test('grouped by kind in the order a shop is walked, optional items apart, each with its facts', async () => {
  await open()
  expect($$('.shopping-group__name').map((el) => el.textContent)).toEqual([
    '蔬菜水果',
    '肉蛋水产',
    '其他',
    '可选（菜谱说可以不放）',
  ])
  expect(textOf(`${row('鸡蛋~个')} .shopping-row__name`)).toBe('鸡蛋')
  expect(textOf(`${row('鸡蛋~个')} .shopping-row__amount`)).toBe('5 个')
  expect(textOf(`${row('鸡蛋~个')} .shopping-row__facts`)).toBe('做美式炒蛋、蒸水蛋 · 家里有 3 个')
  expect(textOf(`${row('生姜~g')} .shopping-row__amount`)).toBe('330 g')
  expect(textOf(`${row('葱花~')} .shopping-row__amount`)).toBe('适量')
  expect(textOf(`${row(12)} .shopping-row__facts`)).toBe('手动添加')
  expect(textOf('.shopping-group--vegetables .shopping-group__count')).toBe('2 样')
  // The whole week by default; the put-away waits for a tick.
  expect(sent(server, GET)[0].url).toBe('/api/shopping')
  expect(textOf('.shopping-bar__put-away')).toBe('放进库存（0）')
  expect($('.shopping-bar__put-away')?.getAttribute('aria-disabled')).toBe('true')
})

test('the range switch asks for today, three days or the week', async () => {
  await open()
  expect($$('.shopping__range .chip__pill').map((el) => el.textContent)).toEqual([
    '今天',
    '3 天',
    '本周',
  ])
  click(testUtils, '.shopping__range .chip:nth-child(1)')
  await until(() => sent(server, GET).length === 2)
  expect(sent(server, GET)[1].url).toBe(`/api/shopping?to=${TODAY}`)
  await until(() => $('.shopping-row'))
  click(testUtils, '.shopping__range .chip:nth-child(2)')
  await until(() => sent(server, GET).length === 3)
  expect(sent(server, GET)[2].url).toBe('/api/shopping?to=2026-11-24')
})

test('a tap on the row ticks it; a tick the server refuses comes back off', async () => {
  await open()
  click(testUtils, `${row('鸡蛋~个')} .shopping-row__tick`)
  expect($(row('鸡蛋~个'))?.className).toContain('shopping-row--checked')
  expect(textOf('.shopping-bar__put-away')).toBe('放进库存（1）')
  const tick = 'PUT /api/shopping/items/%E9%B8%A1%E8%9B%8B~%E4%B8%AA'
  await until(() => sent(server, tick).length === 1)
  expect(sent(server, tick)[0].body).toEqual({ checked: true })

  answer({ 'PUT /api/shopping/items/12': () => refuse(404, 404, '购物清单里没有这一项') })
  click(testUtils, `${row(12)} .shopping-row__tick`)
  expect($(row(12))?.getAttribute('class')).toContain('shopping-row--checked')
  await until(() => !$(row(12))?.className.includes('checked'))
  expect(visibleToast()).toBe('购物清单里没有这一项')
})

test('adding an item reads its amount from the end; removing one asks the server', async () => {
  await open()
  const input = await until(() => document.querySelector<HTMLInputElement>('.shopping-add input'))
  testUtils.act(() => enterText(input, '牛奶 2 盒'))
  click(testUtils, '.shopping-add__button')
  await until(() => $(row(31)))
  expect(sent(server, 'POST /api/shopping/items')[0].body).toEqual({
    name: '牛奶',
    quantity: 2,
    unit: '盒',
  })
  expect(textOf(`${row(31)} .shopping-row__amount`)).toBe('2 盒')

  click(testUtils, `${row(12)} .shopping-row__remove`)
  expect($(row(12))).toBeNull()
  await until(() => sent(server, 'DELETE /api/shopping/items/12').length === 1)
  expect(sent(server, 'DELETE /api/shopping/items/12')[0].url).toBe(
    '/api/shopping/items/12?to=2026-11-28',
  )
})

test('what a cook types becomes a name and maybe an amount', () => {
  expect(parseItemText('牛奶 2 盒')).toEqual({ name: '牛奶', quantity: 2, unit: '盒' })
  expect(parseItemText('姜200g')).toEqual({ name: '姜', quantity: 200, unit: 'g' })
  expect(parseItemText('eggs 12')).toEqual({ name: 'eggs', quantity: 12 })
  expect(parseItemText(' 香菜 ')).toEqual({ name: '香菜' })
  expect(parseItemText('7up')).toEqual({ name: '7up' })
  expect(parseItemText('   ')).toBeNull()
})

test('share as text copies the list, by kind, ticks marked', async () => {
  const copy = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'ok' } as never)
  items[0] = { ...(items[0] as ShoppingItem), checked: true }
  await open()
  click(testUtils, '.shopping-bar__share')
  await until(() => copy.mock.calls.length === 1)
  expect(copy.mock.calls[0]?.[0]).toMatchObject({
    data: [
      '购物清单 11/22–11/28',
      '',
      '蔬菜水果',
      '☐ 生姜 330 g',
      '☐ 葱花',
      '',
      '肉蛋水产',
      '☑ 鸡蛋 5 个',
      '',
      '其他',
      '☐ 可乐',
      '',
      '可选（菜谱说可以不放）',
      '☐ 白糖 8 g',
    ].join('\n'),
  })
  await until(() => visibleToast() === '清单已复制，可以粘贴到聊天里')
})

test('put away: the ticked items, into the place chosen, with a key; then the list again', async () => {
  answer({
    'PUT /api/shopping/items/%E7%94%9F%E5%A7%9C~g': () => ok({ id: '生姜~g', checked: true }),
  })
  await open()
  click(testUtils, `${row('生姜~g')} .shopping-row__tick`)
  click(testUtils, '.shopping-bar__put-away')
  await until(() => $('.put-away-popup'))
  expect(textOf('.put-away-popup__what')).toBe('已勾选 1 样，放到：')
  click(testUtils, '.put-away-popup .chip:nth-child(2)')
  items = items.filter((one) => one.id !== '生姜~g')
  click(testUtils, '.put-away-popup__confirm')
  await until(() => sent(server, 'POST /api/shopping/put-away').length === 1)
  const body = sent(server, 'POST /api/shopping/put-away')[0].body as Record<string, unknown>
  expect(body).toEqual({
    itemIds: ['生姜~g'],
    location: 'freezer',
    idempotencyKey: expect.stringMatching(/^put-[0-9a-f]{24}$/),
    from: TODAY,
    to: '2026-11-28',
  })
  await until(() => !$('.put-away-popup'))
  expect($(row('生姜~g'))).toBeNull()
  await until(() => sent(server, GET).length === 2)
})

test('empty, error and offline each say so', async () => {
  items = []
  await open()
  expect(textOf('.empty-state__text')).toContain('库存都够了')
  expect($('.shopping-bar')).toBeNull()
  testUtils.unmout()

  answer({ [GET]: () => refuse(500, 500, '服务器开小差了') })
  await open()
  expect(textOf('.empty-state__text')).toBe('购物清单没有加载出来，请稍后重试')
  testUtils.unmout()

  jest.spyOn(console, 'error').mockImplementation(() => undefined)
  const base = process.env.TARO_APP_API_BASE
  process.env.TARO_APP_API_BASE = `http://127.0.0.1:${await closedPort()}/api`
  try {
    await open()
    expect($('.offline-state')).not.toBeNull()
    expect(textOf('.offline-state')).toContain('购物清单要联网才能算出来')
  } finally {
    process.env.TARO_APP_API_BASE = base
  }
})

test('in English: kinds, amounts and the shared title', async () => {
  useSettingsStore.getState().setLocale('en')
  // As the server answers an English reader (server/test/shopping/routes.test.ts).
  items[0] = {
    ...(items[0] as ShoppingItem),
    noun: { one: 'egg', other: 'eggs' },
    recipes: [
      { id: 1, title: 'Scrambled eggs' },
      { id: 2, title: 'Steamed egg custard' },
    ],
  }
  items.push(
    item('姜~斤', '生姜', {
      quantity: 0.5,
      unit: '斤',
      kind: 'vegetables',
      noun: { one: 'ginger' },
    }),
  )
  const copy = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'ok' } as never)
  await open()
  expect($$('.shopping-group__name').map((el) => el.textContent)).toEqual([
    'Vegetables & fruit',
    'Meat, fish & eggs',
    'Other',
    'Optional (the recipe may do without)',
  ])
  expect(textOf(`${row('葱花~')} .shopping-row__amount`)).toBe('some')
  // Foods the glossary knows, through the server's noun: named and counted in English.
  expect(textOf(`${row('鸡蛋~个')} .shopping-row__name`)).toBe('Eggs')
  expect(textOf(`${row('鸡蛋~个')} .shopping-row__amount`)).toBe('5')
  expect(textOf(`${row('鸡蛋~个')} .shopping-row__facts`)).toBe(
    'For Scrambled eggs, Steamed egg custard · Have 3',
  )
  // 斤 reads in grams outside Chinese.
  expect(textOf(`${row('姜~斤')} .shopping-row__name`)).toBe('Ginger')
  expect(textOf(`${row('姜~斤')} .shopping-row__amount`)).toBe('250 g')
  // A name typed by hand stays as typed.
  expect(textOf(`${row(12)} .shopping-row__name`)).toBe('可乐')
  expect(textOf('.shopping-group--meat .shopping-group__count')).toBe('1 item')
  const text = listText(t, 'en', { from: TODAY, to: TODAY, items: [] })
  expect(text).toBe('Shopping list 11/22')
  click(testUtils, '.shopping-bar__share')
  await until(() => copy.mock.calls.length === 1)
  const shared = String(copy.mock.calls[0]?.[0].data).split('\n')
  expect(shared).toEqual(expect.arrayContaining(['☐ Eggs 5', '☐ Ginger 250 g', '☐ 可乐']))
})
