import type { StockItem, StockItemDetail, StockPage } from '../../../types/kitchen'
import {
  StockItemDetailReplySchema,
  StockItemReplySchema,
  StockPageReplySchema,
} from '../../src/stock/schemas'
import { makeAuthApp, type AuthTestApp } from '../auth/support'
import { addItem, content, person, refusal, send, type Person } from './support'

let t: AuthTestApp
let alice: Person

beforeEach(async () => {
  t = await makeAuthApp()
  alice = await person(t, 'Alice')
}, 30_000)
afterEach(async () => {
  await t.close()
})

// The fake clock reads 2025-03-01T08:00Z: 16:00 on 1 March in Asia/Shanghai, the default zone.
const page = (query = '', token = alice.token) =>
  content<StockPage>(t, StockPageReplySchema, 'GET', `/api/stock${query}`, { token })
const detail = (id: number, token = alice.token) =>
  content<StockItemDetail>(t, StockItemDetailReplySchema, 'GET', `/api/stock/${id}`, { token })
const put = (id: number, body: unknown) =>
  content<StockItem>(t, StockItemReplySchema, 'PUT', `/api/stock/${id}`, {
    token: alice.token,
    body,
  })
const move = (id: number, body: unknown) =>
  content<StockItem>(t, StockItemReplySchema, 'POST', `/api/stock/${id}/movements`, {
    token: alice.token,
    body,
  })
const movementCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('stock_movements')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

test('adding an item answers it with its status and writes its purchase, by its author', async () => {
  const eggs = await addItem(t, alice.token, {
    name: '  鸡蛋 ',
    quantity: 10,
    unit: '个',
    minQuantity: 2,
    bestBefore: '2025-03-03',
    location: 'fridge',
    note: '散养',
  })
  expect(eggs).toMatchObject({
    name: '鸡蛋',
    quantity: 10,
    unit: '个',
    minQuantity: 2,
    bestBefore: '2025-03-03',
    location: 'fridge',
    note: '散养',
    status: 'expiring',
    daysLeft: 2,
    createdAt: '2025-03-01T08:00:00.000Z',
  })
  const { movements } = await detail(eggs.id)
  expect(movements).toEqual([
    {
      id: expect.any(Number),
      delta: 10,
      reason: 'purchase',
      note: '',
      quantityAfter: 10,
      orderId: null,
      by: { id: alice.userId, nickname: 'Alice' },
      createdAt: '2025-03-01T08:00:00.000Z',
    },
  ])
})

test('an item added with nothing is out, has no movement, and defaults what was left out', async () => {
  const salt = await addItem(t, alice.token, { name: '盐', quantity: 0, unit: '袋' })
  expect(salt).toMatchObject({
    status: 'out',
    daysLeft: null,
    minQuantity: 0,
    bestBefore: null,
    location: 'fridge',
    note: '',
  })
  expect((await detail(salt.id)).movements).toEqual([])
})

test('the list puts what needs attention first, filters, pages, and sums the whole kitchen', async () => {
  const add = (name: string, quantity: number, extra: object = {}) =>
    addItem(t, alice.token, { name, quantity, unit: '个', ...extra })
  const ok1 = await add('土豆', 5)
  const low = await add('洋葱', 1, { minQuantity: 2, location: 'pantry' })
  const out = await add('葱', 0)
  const expired = await add('牛奶', 1, { bestBefore: '2025-02-27' })
  const soon = await add('豆腐', 1, { bestBefore: '2025-03-02' })
  const sooner = await add('菠菜', 1, { bestBefore: '2025-03-01' })
  const ok2 = await add('大米', 5, { bestBefore: '2025-09-01', location: 'pantry' })

  const all = await page()
  expect(all.list.map((i) => i.id)).toEqual([
    expired.id,
    sooner.id,
    soon.id,
    out.id,
    low.id,
    ok2.id,
    ok1.id,
  ])
  expect(all.list.map((i) => i.status)).toEqual([
    'expired',
    'expiring',
    'expiring',
    'out',
    'low',
    'ok',
    'ok',
  ])
  expect(all.list.map((i) => i.daysLeft)).toEqual([-2, 0, 1, null, null, 184, null])
  // 2 ok out of 2 + 1 low + 1 out + 2×2 expiring + 4×1 expired = 12 → 17.
  const summary = { score: 17, expired: 1, expiring: 2, low: 1, out: 1, ok: 2 }
  expect(all).toMatchObject({ total: 7, page: 1, pageSize: 20, summary })

  const second = await page('?page=2&pageSize=3')
  expect(second).toMatchObject({ total: 7, page: 2, pageSize: 3, summary })
  expect(second.list.map((i) => i.id)).toEqual([out.id, low.id, ok2.id])
  expect((await page('?page=3&pageSize=3')).list.map((i) => i.id)).toEqual([ok1.id])
  expect((await page('?page=4&pageSize=3')).list).toEqual([])

  const pantry = await page('?location=pantry')
  expect(pantry.list.map((i) => i.id)).toEqual([low.id, ok2.id])
  expect(pantry).toMatchObject({ total: 2, summary })
  const expiring = await page('?status=expiring&pageSize=1')
  expect(expiring).toMatchObject({ total: 2, summary })
  expect(expiring.list.map((i) => i.id)).toEqual([sooner.id])
  expect((await page('?location=freezer&status=ok')).total).toBe(0)
})

test('an empty kitchen is a healthy one', async () => {
  expect(await page()).toEqual({
    list: [],
    total: 0,
    page: 1,
    pageSize: 20,
    summary: { score: 100, expired: 0, expiring: 0, low: 0, out: 0, ok: 0 },
  })
})

test('statuses are counted in the kitchen’s own day', async () => {
  const milk = await addItem(t, alice.token, {
    name: '牛奶',
    quantity: 1,
    unit: 'L',
    bestBefore: '2025-03-01',
  })
  expect(milk).toMatchObject({ status: 'expiring', daysLeft: 0 })
  t.clock.advance(10 * 60 * 60 * 1000) // 18:00Z: 2 March in Shanghai, still 1 March in Los Angeles
  expect((await page()).list[0]).toMatchObject({ status: 'expired', daysLeft: -1 })
  const res = await send(t, 'PUT', '/api/kitchen', {
    token: alice.token,
    body: { timeZone: 'America/Los_Angeles' },
  })
  expect(res.json()).toMatchObject({ code: 0 })
  expect((await page()).list[0]).toMatchObject({ status: 'expiring', daysLeft: 0 })
})

test('editing changes only the fields sent; a new quantity is an adjust movement', async () => {
  const eggs = await addItem(t, alice.token, {
    name: '鸡蛋',
    quantity: 10,
    unit: '个',
    bestBefore: '2025-03-20',
  })
  t.clock.advance(60_000)
  const edited = await put(eggs.id, { name: '土鸡蛋', location: 'pantry', bestBefore: null })
  expect(edited).toMatchObject({
    name: '土鸡蛋',
    quantity: 10,
    unit: '个',
    location: 'pantry',
    bestBefore: null,
    daysLeft: null,
    createdAt: '2025-03-01T08:00:00.000Z',
    updatedAt: '2025-03-01T08:01:00.000Z',
  })
  expect(await movementCount()).toBe(1)
  expect(await put(eggs.id, { quantity: 10 })).toMatchObject({ quantity: 10 })
  expect(await movementCount()).toBe(1)
  expect(await put(eggs.id, { quantity: 6.5, minQuantity: 7 })).toMatchObject({
    quantity: 6.5,
    minQuantity: 7,
    status: 'low',
  })
  const { movements } = await detail(eggs.id)
  expect(movements.map((m) => [m.reason, m.delta, m.quantityAfter])).toEqual([
    ['adjust', -3.5, 6.5],
    ['purchase', 10, 10],
  ])
  expect(await put(eggs.id, {})).toMatchObject({ name: '土鸡蛋', quantity: 6.5 })
})

test('movements add and take; taking more than is left is a 409 that changes nothing', async () => {
  const flour = await addItem(t, alice.token, { name: '面粉', quantity: 1.5, unit: 'kg' })
  expect(await move(flour.id, { delta: 0.25, reason: 'purchase', note: ' 超市 ' })).toMatchObject({
    quantity: 1.75,
  })
  expect(await move(flour.id, { delta: -0.75, reason: 'discard' })).toMatchObject({
    quantity: 1,
  })
  expect(await move(flour.id, { delta: -0.001, reason: 'adjust' })).toMatchObject({
    quantity: 0.999,
  })
  const before = await movementCount()
  expect(
    await refusal(t, 'POST', `/api/stock/${flour.id}/movements`, {
      token: alice.token,
      body: { delta: -1, reason: 'discard' },
    }),
  ).toEqual({ status: 409, code: 40911, msg: '“面粉”只剩 0.999 kg，不能再减少 1 kg' })
  expect(
    await refusal(t, 'POST', `/api/stock/${flour.id}/movements`, {
      token: alice.token,
      body: { delta: 1_000_000, reason: 'purchase' },
      language: 'en',
    }),
  ).toEqual({
    status: 409,
    code: 40933,
    msg: '“面粉” can hold at most 1000000 kg: cannot add 1000000 kg',
  })
  expect(await movementCount()).toBe(before)
  const after = await detail(flour.id)
  expect(after.quantity).toBe(0.999)
  expect(after.movements.map((m) => [m.reason, m.delta, m.quantityAfter, m.note])).toEqual([
    ['adjust', -0.001, 0.999, ''],
    ['discard', -0.75, 1, ''],
    ['purchase', 0.25, 1.75, '超市'],
    ['purchase', 1.5, 1.5, ''],
  ])
  expect(await move(flour.id, { delta: -0.999, reason: 'discard' })).toMatchObject({
    quantity: 0,
    status: 'out',
  })
})

test('the item page shows the 50 newest movements, newest first', async () => {
  const rice = await addItem(t, alice.token, { name: '大米', quantity: 100, unit: 'kg' })
  for (let i = 1; i <= 55; i++) await move(rice.id, { delta: -1, reason: 'adjust' })
  const { movements, quantity } = await detail(rice.id)
  expect(quantity).toBe(45)
  expect(movements).toHaveLength(50)
  expect(movements[0]?.quantityAfter).toBe(45)
  expect(movements[49]?.quantityAfter).toBe(94)
})

test('deleting an item deletes its movements; it is then not found', async () => {
  const eggs = await addItem(t, alice.token, { name: '鸡蛋', quantity: 3, unit: '个' })
  const res = await send(t, 'DELETE', `/api/stock/${eggs.id}`, { token: alice.token })
  expect(res.json()).toEqual({ code: 0, msg: '成功', content: null })
  expect(await movementCount()).toBe(0)
  expect(await refusal(t, 'GET', `/api/stock/${eggs.id}`, { token: alice.token })).toEqual({
    status: 404,
    code: 404,
    msg: `库存里没有这一项（id ${eggs.id}）`,
  })
  expect((await refusal(t, 'DELETE', `/api/stock/${eggs.id}`, { token: alice.token })).status).toBe(
    404,
  )
})
