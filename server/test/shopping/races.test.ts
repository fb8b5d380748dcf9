import { sql } from 'kysely'
import type { StockItem } from '../../../types/kitchen'
import type { ShoppingItem, ShoppingList } from '../../../types/shopping'
import { buildApp } from '../../src/app'
import { makeAuthApp, type AuthTestApp } from '../auth/support'
import { testConfig } from '../helpers'
import { caller, joinKitchen, newKey, person, type Person } from '../records-support'

// Two members of one kitchen on two phones, each served by its own server instance over the one
// database (SPEC §7): on PostgreSQL (npm run test:pg) their requests really run at once. No
// catalogue is needed: manual items and stock only.
let a: AuthTestApp
let b: AuthTestApp
let mei: Person
let lei: Person
let stranger: Person

beforeAll(async () => {
  a = await makeAuthApp()
  const second = await buildApp(testConfig(a.dir, { logLevel: 'silent' }), { clock: a.clock })
  b = { ...a, app: second }
  mei = await person(a, 'Mei')
  lei = await person(a, 'Lei')
  stranger = await person(a, 'Stranger')
  await joinKitchen(a, lei, mei.kitchenId)
  // Lei's phone talks to the other instance.
  lei.api = caller(b, lei.auth.token)
}, 60_000)
afterAll(async () => {
  await b.app.close()
  await a.close()
})
afterEach(async () => {
  for (const table of ['shopping_items', 'shopping_put_aways', 'stock_items'] as const) {
    await a.app.db.deleteFrom(table).execute()
  }
})

async function addItems(names: string[]): Promise<ShoppingItem[]> {
  const items: ShoppingItem[] = []
  for (const name of names) {
    const answer = await mei.api.post<ShoppingItem>('/api/shopping/items', {
      name,
      quantity: 2,
      unit: '个',
    })
    items.push(answer.content)
  }
  return items
}

const listOf = async (who: Person) =>
  (await who.api.get<ShoppingList>('/api/shopping')).content.items

const stockRows = () =>
  a.app.db
    .selectFrom('stock_items')
    .select(['name', 'quantity_milli', 'unit'])
    .where('kitchen_id', '=', mei.kitchenId)
    .orderBy('name')
    .execute()

const movements = async () =>
  Number(
    (
      await a.app.db
        .selectFrom('stock_movements')
        .innerJoin('stock_items', 'stock_items.id', 'stock_movements.item_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('stock_items.kitchen_id', '=', mei.kitchenId)
        .executeTakeFirstOrThrow()
    ).n,
  )

test('two members ticking at once: every tick counts', async () => {
  const items = await addItems(['土豆', '洋葱', '鸡蛋', '牛奶', '大米', '青椒'])
  const ticks = items.map((item, i) =>
    (i % 2 ? lei : mei).api.put(`/api/shopping/items/${item.id}`, { checked: true }),
  )
  const answers = await Promise.all(ticks)
  expect(answers.every((answer) => answer.code === 0)).toBe(true)
  expect((await listOf(lei)).map((item) => item.checked)).toEqual(items.map(() => true))
})

test('the same put-away sent twice at once, from two phones: added to stock once', async () => {
  const items = await addItems(['土豆', '洋葱'])
  for (const item of items) await mei.api.put(`/api/shopping/items/${item.id}`, { checked: true })
  const body = { itemIds: items.map((i) => i.id), location: 'pantry', idempotencyKey: newKey() }
  const [one, two] = await Promise.all([
    mei.api.post<StockItem[]>('/api/shopping/put-away', body),
    lei.api.post<StockItem[]>('/api/shopping/put-away', body),
  ])
  expect([one.code, two.code]).toEqual([0, 0])
  expect(two.content.map((i) => i.id)).toEqual(one.content.map((i) => i.id))
  expect(await stockRows()).toEqual([
    { name: '土豆', quantity_milli: 2000, unit: '个' },
    { name: '洋葱', quantity_milli: 2000, unit: '个' },
  ])
  expect(await movements()).toBe(2)
  expect(await listOf(mei)).toEqual([])
})

test('two put-aways of the same ticked items without a key: whoever comes first adds them', async () => {
  const items = await addItems(['鸡蛋'])
  await lei.api.put(`/api/shopping/items/${items[0]?.id}`, { checked: true })
  const body = { itemIds: [items[0]?.id], location: 'fridge' }
  const answers = await Promise.all([
    mei.api.post<StockItem[]>('/api/shopping/put-away', body),
    lei.api.post<StockItem[]>('/api/shopping/put-away', body),
    mei.api.post<StockItem[]>('/api/shopping/put-away', { ...body, idempotencyKey: newKey() }),
  ])
  expect(answers.map((answer) => answer.code)).toEqual([0, 0, 0])
  expect(answers.map((answer) => answer.content.length).sort()).toEqual([0, 0, 1])
  expect(await stockRows()).toEqual([{ name: '鸡蛋', quantity_milli: 2000, unit: '个' }])
})

test('put-aways of one name at once, from two phones: one stock item, both purchases', async () => {
  const [first, second] = await addItems(['豆腐', '豆腐'])
  for (const item of [first, second]) {
    await mei.api.put(`/api/shopping/items/${item?.id}`, { checked: true })
  }
  await Promise.all([
    mei.api.post('/api/shopping/put-away', { itemIds: [first?.id], location: 'fridge' }),
    lei.api.post('/api/shopping/put-away', { itemIds: [second?.id], location: 'fridge' }),
  ])
  expect(await stockRows()).toEqual([{ name: '豆腐', quantity_milli: 4000, unit: '个' }])
  expect(await movements()).toBe(2)
})

test('a stranger’s 404 for another kitchen’s items and plan lines', async () => {
  const [item] = await addItems(['牛奶'])
  // The catalogue is not seeded: a dish row of our own, planned directly.
  await sql`insert into recipes (id, category_id, title, difficulty, source_id, source_hash)
    values (424242, 1, '土豆丝', 1, 'race-test', 'h')`.execute(a.app.db)
  const line = await a.app.db
    .insertInto('cart_items')
    .values({
      kitchen_id: mei.kitchenId,
      user_id: mei.id,
      recipe_id: 424242,
      servings: 1,
      meal: 'dinner',
      plan_date: '2025-03-01',
      created_at: '2025-03-01T00:00:00.000Z',
      updated_at: '2025-03-01T00:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  for (const answer of [
    await stranger.api.put(`/api/shopping/items/${item?.id}`, { checked: true }),
    await stranger.api.del(`/api/shopping/items/${item?.id}`),
    await stranger.api.put(`/api/cart/${line.id}`, { servings: 2 }),
    await stranger.api.del(`/api/cart/${line.id}`),
  ]) {
    expect(answer).toMatchObject({ status: 404, code: 404 })
  }
  expect(await stranger.api.get('/api/cart')).toMatchObject({ status: 200, content: [] })
  expect(await listOf(stranger)).toEqual([])
  await a.app.db.deleteFrom('cart_items').execute()
})
