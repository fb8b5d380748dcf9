import type { CartItem, FoodRecordDetail } from '../../../types/records'
import type { AuthTestApp } from '../auth/support'
import {
  caller,
  dishId,
  makeRecordsApp,
  newKey,
  person,
  stockItem,
  type Person,
  SETUP_MS,
} from '../records-support'

let t: AuthTestApp
let alice: Person
let bob: Person
let eggs: number
let chicken: number

beforeAll(async () => {
  t = await makeRecordsApp()
  alice = await person(t, 'Alice')
  bob = await person(t, 'Bob')
  eggs = await dishId(t, '西红柿炒鸡蛋')
  chicken = await dishId(t, '宫保鸡丁')
}, SETUP_MS)
afterAll(async () => {
  await t.close()
})

const count = async (table: 'orders' | 'order_items') =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

async function plan(who: Person, recipeId: number, servings: number, meal = 'dinner') {
  return (await who.api.post<CartItem>('/api/cart', { recipeId, servings, meal })).content
}

function body(cartItemIds: number[], extra: Record<string, unknown> = {}) {
  return {
    cartItemIds,
    meal: 'dinner',
    eatAt: '2025-03-01T18:30:00+08:00',
    note: '  for two  ',
    idempotencyKey: newKey(),
    ...extra,
  }
}

test('confirming makes a planned record of the lines, which leave the plan', async () => {
  const a = await plan(alice, eggs, 2)
  const b = await plan(alice, chicken, 1, 'lunch')
  const keep = await plan(alice, chicken, 3, 'snack')
  const answer = await alice.api.post<FoodRecordDetail>('/api/orders', body([a.id, b.id]))
  expect(answer).toMatchObject({ status: 200, code: 0 })
  expect(answer.content).toEqual({
    id: expect.any(Number),
    status: 'planned',
    meal: 'dinner',
    eatAt: '2025-03-01T10:30:00.000Z',
    note: 'for two',
    items: [
      { recipe: expect.objectContaining({ id: eggs }), servings: 2 },
      { recipe: expect.objectContaining({ id: chicken }), servings: 1 },
    ],
    rating: null,
    comment: '',
    author: { id: alice.id, nickname: alice.auth.userInfo.nickname },
    mine: true,
    stockTaken: false,
    createdAt: new Date(t.clock.now()).toISOString(),
    cookedAt: null,
    stockPlan: expect.any(Array),
    taken: [],
  })
  const cart = (await alice.api.get<CartItem[]>('/api/cart')).content
  expect(cart.map((line) => line.id)).toEqual([keep.id])
  const again = await alice.api.get<FoodRecordDetail>(`/api/orders/${answer.content.id}`)
  expect(again.content).toEqual(answer.content)
})

test('a planned record carries the plan of its dishes over the kitchen, scaled', async () => {
  await stockItem(t, alice.kitchenId, { name: '鸡蛋', quantity: 2, unit: '个' })
  const line = await plan(alice, eggs, 2)
  const { stockPlan } = (await alice.api.post<FoodRecordDetail>('/api/orders', body([line.id])))
    .content
  // 西红柿炒鸡蛋 for one: 1.5 eggs; for two, 3 of which the kitchen has 2.
  expect(stockPlan.find((l) => l.name === '鸡蛋')).toEqual({
    key: '鸡蛋\u001f个',
    name: '鸡蛋',
    optional: false,
    from: null,
    need: 3,
    unit: '个',
    have: 2,
    status: 'short',
    takes: [{ itemId: expect.any(Number), name: '鸡蛋', amount: 2, unit: '个' }],
  })
  expect(stockPlan.find((l) => l.name === '西红柿')).toMatchObject({ need: 2, status: 'missing' })
})

test('lines of the same dish become one dish, servings added up to 20', async () => {
  const a = await plan(alice, eggs, 15, 'lunch')
  const b = await plan(alice, eggs, 8, 'dinner')
  const c = await plan(alice, chicken, 1, 'dinner')
  const { content } = await alice.api.post<FoodRecordDetail>(
    '/api/orders',
    body([c.id, a.id, b.id]),
  )
  expect(content.items.map((i) => [i.recipe.id, i.servings])).toEqual([
    [chicken, 1],
    [eggs, 20],
  ])
})

test('the same key again answers the same record and creates nothing', async () => {
  const a = await plan(alice, eggs, 1)
  const request = body([a.id])
  const first = await alice.api.post<FoodRecordDetail>('/api/orders', request)
  const records = await count('orders')
  // The lines are gone by now: the key alone decides.
  const second = await alice.api.post<FoodRecordDetail>('/api/orders', request)
  expect(second).toMatchObject({ status: 200, code: 0 })
  expect(second.content).toEqual(first.content)
  expect(await count('orders')).toBe(records)
  // Keys are per person: Bob's record with the same key is his own.
  const mine = await plan(bob, eggs, 1)
  const bobs = await bob.api.post<FoodRecordDetail>('/api/orders', {
    ...request,
    cartItemIds: [mine.id],
  })
  expect(bobs.content.id).not.toBe(first.content.id)
})

test('the same request twice at once: one record, one set of cart deletions, equal answers', async () => {
  const a = await plan(alice, eggs, 2)
  const b = await plan(alice, chicken, 2)
  const other = await plan(alice, chicken, 1, 'snack')
  const records = await count('orders')
  const items = await count('order_items')
  const request = body([a.id, b.id])
  const answers = await Promise.all([
    alice.api.post<FoodRecordDetail>('/api/orders', request),
    alice.api.post<FoodRecordDetail>('/api/orders', request),
    alice.api.post<FoodRecordDetail>('/api/orders', request),
  ])
  expect(answers.map((a) => [a.status, a.code])).toEqual([
    [200, 0],
    [200, 0],
    [200, 0],
  ])
  expect(answers[1]?.content).toEqual(answers[0]?.content)
  expect(answers[2]?.content).toEqual(answers[0]?.content)
  expect(await count('orders')).toBe(records + 1)
  expect(await count('order_items')).toBe(items + 2)
  const cart = (await alice.api.get<CartItem[]>('/api/cart')).content
  expect(cart.map((line) => line.id)).toEqual([other.id])
})

test('lines that are not the caller’s answer 404 and nothing is written', async () => {
  const mine = await plan(alice, eggs, 1)
  const bobs = await plan(bob, chicken, 1)
  const records = await count('orders')
  const answer = await alice.api.post('/api/orders', body([mine.id, bobs.id]))
  expect(answer).toMatchObject({ status: 404, code: 404 })
  expect(answer.msg).toContain(String(bobs.id))
  expect(await alice.api.post('/api/orders', body([999_999]))).toMatchObject({ status: 404 })
  expect(await count('orders')).toBe(records)
  expect((await alice.api.get<CartItem[]>('/api/cart')).content.map((l) => l.id)).toContain(mine.id)
  expect((await bob.api.get<CartItem[]>('/api/cart')).content.map((l) => l.id)).toEqual([bobs.id])
  await alice.api.del(`/api/cart/${mine.id}`)
  await bob.api.del(`/api/cart/${bobs.id}`)
})

test('eatAt is read as the cook wrote it: an offset or Z, a real time, ±150 years', async () => {
  const english = caller(t, alice.auth.token, 'en')
  const line = await plan(alice, eggs, 1)
  const refused = async (eatAt: unknown) => {
    const answer = await english.post('/api/orders', body([line.id], { eatAt }))
    expect(answer).toMatchObject({ status: 400, code: 400 })
    return answer.msg
  }
  expect(await refused('2025-03-01T18:30:00')).toBe('body/eatAt: has an invalid format')
  expect(await refused('2025-03-01')).toContain('body/eatAt')
  expect(await refused('yesterday')).toContain('body/eatAt')
  expect(await refused(1740825000000)).toContain('body/eatAt')
  expect(await refused('2025-02-29T12:00:00Z')).toBe('body/eatAt: no such date or time')
  expect(await refused('2025-04-31T12:00:00Z')).toBe('body/eatAt: no such date or time')
  expect(await refused('2025-03-01T24:00:00Z')).toBe('body/eatAt: no such date or time')
  expect(await refused('2025-03-01T12:60:00Z')).toBe('body/eatAt: no such date or time')
  expect(await refused('1874-12-31T12:00:00Z')).toBe(
    'body/eatAt: the date must be between the years 1875 and 2175',
  )
  expect(await refused('2176-01-01T00:00:00Z')).toContain('1875')
  const ok = await alice.api.post<FoodRecordDetail>(
    '/api/orders',
    body([line.id], { eatAt: '2024-02-29T23:45:30.5-05:30' }),
  )
  expect(ok.content.eatAt).toBe('2024-03-01T05:15:30.500Z')
})

test.each([
  [{ cartItemIds: [] }, 'body/cartItemIds'],
  [{ cartItemIds: Array.from({ length: 51 }, (_, i) => i + 1) }, 'body/cartItemIds'],
  [{ cartItemIds: [0] }, 'body/cartItemIds/0'],
  [{ cartItemIds: ['1'] }, 'body/cartItemIds/0'],
  [{ cartItemIds: [3, 3] }, 'body/cartItemIds'],
  [{ meal: 'supper' }, 'body/meal'],
  [{ note: 'x'.repeat(201) }, 'body/note'],
  [{ idempotencyKey: 'short' }, 'body/idempotencyKey'],
  [{ idempotencyKey: 'k'.repeat(65) }, 'body/idempotencyKey'],
  [{ idempotencyKey: 'has spaces in it' }, 'body/idempotencyKey'],
  [{ idempotencyKey: undefined }, 'body/idempotencyKey'],
  [{ status: 'cooked' }, 'body/status'],
])('%j is a 400 naming %s, and nothing is written', async (extra, field) => {
  const records = await count('orders')
  const answer = await alice.api.post('/api/orders', body([1], extra))
  expect(answer).toMatchObject({ status: 400, code: 400 })
  expect(answer.msg).toContain(field)
  expect(await count('orders')).toBe(records)
})

test('a note of 200 characters is kept whole', async () => {
  const line = await plan(alice, eggs, 1)
  const note = '好'.repeat(200)
  const { content } = await alice.api.post<FoodRecordDetail>(
    '/api/orders',
    body([line.id], { note }),
  )
  expect(content.note).toBe(note)
})
