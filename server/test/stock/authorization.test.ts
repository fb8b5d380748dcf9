import type { InviteCode, StockItem, StockItemDetail, StockPage } from '../../../types/kitchen'
import { InviteCodeReplySchema } from '../../src/kitchen/schemas'
import { StockItemDetailReplySchema, StockPageReplySchema } from '../../src/stock/schemas'
import { makeAuthApp, type AuthTestApp } from '../auth/support'
import { addItem, content, person, refusal, send, type Person } from './support'

let t: AuthTestApp
let alice: Person
let bob: Person
let carol: Person
let alicesEggs: StockItem
let bobsRice: StockItem

beforeAll(async () => {
  t = await makeAuthApp()
  alice = await person(t, 'Alice')
  bob = await person(t, 'Bob')
  carol = await person(t, 'Carol')
  const invite = await content<InviteCode>(
    t,
    InviteCodeReplySchema,
    'POST',
    '/api/kitchen/invite-code',
    {
      token: alice.token,
    },
  )
  const joined = await send(t, 'POST', '/api/auth/user/bind-shop', {
    token: carol.token,
    body: { inviteCode: invite.code },
  })
  expect(joined.json()).toMatchObject({ code: 0 })
  alicesEggs = await addItem(t, alice.token, { name: '鸡蛋', quantity: 6, unit: '个' })
  bobsRice = await addItem(t, bob.token, { name: '大米', quantity: 5, unit: 'kg' })
}, 30_000)
afterAll(async () => {
  await t.close()
})

const snapshot = () =>
  t.app.db
    .selectFrom('stock_items')
    .select(['id', 'kitchen_id', 'name', 'quantity_milli', 'note'])
    .orderBy('id')
    .execute()

type Route = [string, 'GET' | 'PUT' | 'DELETE' | 'POST', (id: number) => string, unknown]
const ITEM_ROUTES: Route[] = [
  ['read', 'GET', (id) => `/api/stock/${id}`, undefined],
  ['edit', 'PUT', (id) => `/api/stock/${id}`, { name: '偷来的', quantity: 0 }],
  ['move', 'POST', (id) => `/api/stock/${id}/movements`, { delta: -1, reason: 'discard' }],
  ['delete', 'DELETE', (id) => `/api/stock/${id}`, undefined],
]

describe.each([
  ['Bob', 'Alice', () => bob, () => alicesEggs],
  ['Alice', 'Bob', () => alice, () => bobsRice],
  ['Carol', 'Bob', () => carol, () => bobsRice],
])('%s and an item of %s’s kitchen', (_who, _whose, caller, item) => {
  test.each(ITEM_ROUTES)(
    '%s: 404, as if it did not exist, and nothing changes',
    async (_, method, url, body) => {
      const before = await snapshot()
      const { id } = item()
      expect(await refusal(t, method, url(id), { token: caller().token, body })).toEqual({
        status: 404,
        code: 404,
        msg: `库存里没有这一项（id ${id}）`,
      })
      expect(await snapshot()).toEqual(before)
    },
  )

  test('the item is in none of the caller’s lists', async () => {
    const { token } = caller()
    const stock = await content<StockPage>(t, StockPageReplySchema, 'GET', '/api/stock', { token })
    expect(stock.list.map((i) => i.id)).not.toContain(item().id)
    expect(stock.total).toBe(1)
  })
})

test('members of one kitchen see and change the same stock, each named in its history', async () => {
  const seen = await content<StockPage>(t, StockPageReplySchema, 'GET', '/api/stock', {
    token: carol.token,
  })
  expect(seen.list.map((i) => i.id)).toEqual([alicesEggs.id])
  const res = await send(t, 'POST', `/api/stock/${alicesEggs.id}/movements`, {
    token: carol.token,
    body: { delta: -2, reason: 'discard', note: '碎了' },
  })
  expect(res.json()).toMatchObject({ code: 0, content: { quantity: 4 } })
  const detail = await content<StockItemDetail>(
    t,
    StockItemDetailReplySchema,
    'GET',
    `/api/stock/${alicesEggs.id}`,
    { token: alice.token },
  )
  expect(detail.movements.map((m) => [m.by?.nickname, m.delta, m.note])).toEqual([
    ['Carol', -2, '碎了'],
    ['Alice', 6, ''],
  ])
})

// Every row has a body (undefined for none): Jest reads a missing last argument as `done`.
const EVERY_ROUTE: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown][] = [
  ['GET', '/api/stock', undefined],
  ['POST', '/api/stock', { name: '鸡蛋', quantity: 1, unit: '个' }],
  ['GET', '/api/stock/suggestions', undefined],
  ['GET', '/api/stock/1', undefined],
  ['PUT', '/api/stock/1', { name: '鸡蛋' }],
  ['DELETE', '/api/stock/1', undefined],
  ['POST', '/api/stock/1/movements', { delta: 1, reason: 'purchase' }],
  ['GET', '/api/ingredients/suggest?q=鸡', undefined],
  ['GET', '/api/kitchen', undefined],
  ['PUT', '/api/kitchen', { name: '新厨房' }],
  ['POST', '/api/kitchen/invite-code', {}],
  ['POST', '/api/auth/user/bind-shop', { inviteCode: 'ABCDEFGH' }],
  ['DELETE', '/api/kitchen/members/me', undefined],
  ['DELETE', '/api/kitchen/members/2', undefined],
]

test.each(EVERY_ROUTE)(
  '%s %s needs a login, and an expired token is a 401',
  async (method, url, body) => {
    const before = await snapshot()
    expect(await refusal(t, method, url, { body })).toEqual({
      status: 200,
      code: 401,
      msg: '该功能需登录后使用，请先登录',
    })
    const revoked = 'a'.repeat(43)
    expect(await refusal(t, method, url, { body, token: revoked, language: 'en' })).toEqual({
      status: 401,
      code: 401,
      msg: 'Unauthorised, please log in again',
    })
    expect(await snapshot()).toEqual(before)
  },
)
