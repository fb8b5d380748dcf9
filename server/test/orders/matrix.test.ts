import type { Paged } from '../../../types/api'
import type { CartItem, FavoriteResult, FoodRecord, FoodRecordDetail } from '../../../types/records'
import type { AuthTestApp } from '../auth/support'
import {
  caller,
  dishId,
  joinKitchen,
  makeRecordsApp,
  newKey,
  person,
  planRecord,
  stockItem,
  quantityOf,
  type Person,
  SETUP_MS,
} from '../records-support'

// Alice and Carol share a kitchen; Bob has his own.
let t: AuthTestApp
let alice: Person
let bob: Person
let carol: Person
let eggs: number

beforeAll(async () => {
  t = await makeRecordsApp()
  alice = await person(t, 'Alice')
  bob = await person(t, 'Bob')
  carol = await person(t, 'Carol')
  await joinKitchen(t, carol, alice.kitchenId)
  eggs = await dishId(t, '西红柿炒鸡蛋')
}, SETUP_MS)
afterAll(async () => {
  await t.close()
})

const statusOf = (id: number) =>
  t.app.db.selectFrom('orders').select(['status', 'rating']).where('id', '=', id).executeTakeFirst()

test('another kitchen sees none of a record: every record route answers 404', async () => {
  const planned = await planRecord(alice, [[eggs, 1]])
  const cooked = await planRecord(alice, [[eggs, 1]])
  await alice.api.post(`/api/orders/${cooked.id}/cook`, { consumeStock: false })
  for (const answer of [
    await bob.api.get(`/api/orders/${planned.id}`),
    await bob.api.post(`/api/orders/${planned.id}/cook`, { consumeStock: true }),
    await bob.api.post(`/api/orders/${planned.id}/cancel`),
    await bob.api.put(`/api/orders/${cooked.id}/rating`, { rating: 1 }),
  ]) {
    expect(answer).toMatchObject({ status: 404, code: 404, content: null })
  }
  expect((await bob.api.get<Paged<FoodRecord>>('/api/orders')).content.total).toBe(0)
  expect(await statusOf(planned.id)).toEqual({ status: 'planned', rating: null })
  expect(await statusOf(cooked.id)).toEqual({ status: 'cooked', rating: null })
})

test('a member of the author’s kitchen reads a record but may not cook, cancel or rate it', async () => {
  const item = await stockItem(t, alice.kitchenId, { name: '鸡蛋', quantity: 5, unit: '个' })
  const planned = await planRecord(alice, [[eggs, 2]])
  const detail = await carol.api.get<FoodRecordDetail>(`/api/orders/${planned.id}`)
  expect(detail).toMatchObject({ status: 200, code: 0 })
  expect(detail.content).toMatchObject({ id: planned.id, mine: false, author: { id: alice.id } })
  expect(detail.content.stockPlan).toEqual(planned.stockPlan)
  const listed = (await carol.api.get<Paged<FoodRecord>>('/api/orders')).content.list
  expect(listed.map((r) => r.id)).toContain(planned.id)

  const refused = [
    await carol.api.post(`/api/orders/${planned.id}/cook`, { consumeStock: true }),
    await carol.api.post(`/api/orders/${planned.id}/cancel`),
  ]
  await alice.api.post(`/api/orders/${planned.id}/cook`, { consumeStock: false })
  refused.push(await carol.api.put(`/api/orders/${planned.id}/rating`, { rating: 1 }))
  for (const answer of refused) {
    expect(answer).toMatchObject({
      status: 403,
      code: 40331,
      msg: '只有记录的创建者可以这样做',
    })
  }
  expect(await statusOf(planned.id)).toEqual({ status: 'cooked', rating: null })
  expect(await quantityOf(t, item)).toBe(5)
})

test('plan lines are the kitchen’s (SPEC §8.2); favourites stay personal', async () => {
  const line = (
    await alice.api.post<CartItem>('/api/cart', {
      recipeId: eggs,
      servings: 1,
      meal: 'lunch',
    })
  ).content
  const favourite = (await alice.api.post<FavoriteResult>('/api/favorites', { recipeId: eggs }))
    .content
  // Bob, of another kitchen: nothing of it.
  expect(await bob.api.put(`/api/cart/${line.id}`, { servings: 3 })).toMatchObject({
    status: 404,
  })
  expect(await bob.api.del(`/api/cart/${line.id}`)).toMatchObject({ status: 404 })
  const stolen = await bob.api.post('/api/orders', {
    cartItemIds: [line.id],
    meal: 'lunch',
    eatAt: '2025-03-01T12:00:00Z',
    idempotencyKey: newKey(),
  })
  expect(stolen).toMatchObject({ status: 404, code: 404 })
  expect((await bob.api.get<CartItem[]>('/api/cart')).content).toEqual([])
  // Carol, of Alice's kitchen, sees and changes the same line; the favourite stays Alice's.
  expect(await carol.api.del(`/api/favorites/${favourite.id}`)).toMatchObject({ status: 404 })
  expect((await carol.api.get<CartItem[]>('/api/cart')).content.map((l) => l.id)).toEqual([line.id])
  expect(await carol.api.put(`/api/cart/${line.id}`, { servings: 3 })).toMatchObject({
    status: 200,
    content: { id: line.id, servings: 3 },
  })
  const kept = (await alice.api.get<CartItem[]>('/api/cart')).content
  expect(kept.map((l) => [l.id, l.servings])).toEqual([[line.id, 3]])
  await alice.api.del(`/api/cart/${line.id}`)
})

test('someone who leaves the kitchen takes their records along', async () => {
  const dave = await person(t, 'Dave')
  await joinKitchen(t, dave, alice.kitchenId)
  const record = await planRecord(dave, [[eggs, 1]])
  expect((await alice.api.get(`/api/orders/${record.id}`)).status).toBe(200)
  await joinKitchen(t, dave, bob.kitchenId)
  expect(await alice.api.get(`/api/orders/${record.id}`)).toMatchObject({ status: 404 })
  expect((await bob.api.get(`/api/orders/${record.id}`)).status).toBe(200)
  const daves = (await dave.api.get<Paged<FoodRecord>>('/api/orders')).content.list
  expect(daves.every((r) => r.author.id !== alice.id)).toBe(true)
})

test('every record route needs a login', async () => {
  const anonymous = caller(t)
  for (const answer of [
    await anonymous.get('/api/orders'),
    await anonymous.get('/api/orders/1'),
    await anonymous.post('/api/orders', {}),
    await anonymous.post('/api/orders/1/cook', { consumeStock: true }),
    await anonymous.post('/api/orders/1/cancel'),
    await anonymous.put('/api/orders/1/rating', { rating: 3 }),
  ]) {
    expect(answer).toMatchObject({ status: 200, code: 401, content: null })
  }
})
