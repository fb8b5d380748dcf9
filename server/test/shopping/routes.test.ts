import type { Kanban } from '../../../types/auth'
import type { StockItem, StockItemDetail } from '../../../types/kitchen'
import type { ShoppingItem, ShoppingList } from '../../../types/shopping'
import { ShoppingListReplySchema } from '../../src/shopping/schemas'
import { schemaProblems } from '../answer-schema'
import type { AuthTestApp } from '../auth/support'
import {
  caller,
  dishId,
  joinKitchen,
  makeRecordsApp,
  newKey,
  person,
  quantityOf,
  SETUP_MS,
  stockItem,
  type Person,
} from '../records-support'

// SPEC §8.3 with the real catalogue. The fake clock's today is 2025-03-01 (Shanghai).
let t: AuthTestApp
let alice: Person
let carol: Person
let bob: Person
let scrambled: number
let steamed: number
let ginger: number

beforeAll(async () => {
  t = await makeRecordsApp()
  alice = await person(t, 'Alice')
  carol = await person(t, 'Carol')
  bob = await person(t, 'Bob')
  await joinKitchen(t, carol, alice.kitchenId)
  // 美式炒蛋: 鸡蛋 3 个, 全脂牛奶 10 g, 黄油 5 g, 盐 1 g. 蒸水蛋: 新鲜鸡蛋 (no amount), 热水 260 ml,
  // 锡纸, 鸡蛋 2 只, 盐 2 g. 姜炒鸡: 生姜 0.5 斤 and more. All for one.
  scrambled = await dishId(t, '美式炒蛋')
  steamed = await dishId(t, '蒸水蛋')
  ginger = await dishId(t, '姜炒鸡')
}, SETUP_MS)
afterAll(async () => {
  await t.close()
})
afterEach(async () => {
  const db = t.app.db
  for (const table of ['cart_items', 'shopping_items', 'shopping_marks', 'stock_items'] as const) {
    await db.deleteFrom(table).execute()
  }
})

async function plan(recipeId: number, servings: number, date: string) {
  const answer = await alice.api.post('/api/cart', { recipeId, servings, meal: 'dinner', date })
  expect(answer.code).toBe(0)
}

async function listOf(who: Person, query = '') {
  const answer = await who.api.get<ShoppingList>(`/api/shopping${query}`)
  const { code, msg, content } = answer
  expect(schemaProblems(ShoppingListReplySchema, { code, msg, content })).toEqual([])
  return content
}

const named = (list: ShoppingList) =>
  Object.fromEntries(list.items.map((item) => [item.name, item])) as Record<string, ShoppingItem>

const put = (who: Person, id: ShoppingItem['id'], checked: boolean) =>
  who.api.put(`/api/shopping/items/${encodeURIComponent(String(id))}`, { checked })

test('the week’s plan less the stock: summed, converted, each with its dishes', async () => {
  await plan(scrambled, 2, '2025-03-01')
  await plan(steamed, 1, '2025-03-02')
  await plan(ginger, 1, '2025-03-10')
  await stockItem(t, alice.kitchenId, { name: '鸡蛋', quantity: 3, unit: '个' })
  await stockItem(t, alice.kitchenId, { name: '盐', quantity: 0.5, unit: 'kg' })
  const list = await listOf(carol)
  expect(list).toMatchObject({ from: '2025-03-01', to: '2025-03-07' })
  const items = named(list)
  // 2 × 3 个 + 2 只 = 8 eggs, 3 in stock.
  expect(items['鸡蛋']).toMatchObject({
    id: '鸡蛋~个',
    quantity: 5,
    unit: '个',
    needed: 8,
    inStock: 3,
    checked: false,
    manual: false,
    kind: 'meat',
    recipes: [
      { id: scrambled, title: '美式炒蛋' },
      { id: steamed, title: '蒸水蛋' },
    ],
  })
  expect(items['黄油']).toMatchObject({ quantity: 10, unit: 'g', kind: 'staples' })
  // 新鲜鸡蛋 (no amount) is the same eggs (stock/names.ts): counted with them, not listed apart.
  expect(items['新鲜鸡蛋']).toBeUndefined()
  // Covered by the stock (盐), never bought (热水, 锡纸), outside the range (生姜).
  for (const name of ['盐', '热水', '锡纸', '生姜']) expect(items[name]).toBeUndefined()
  // Another range: only the ginger dish's day.
  const later = named(await listOf(alice, '?from=2025-03-10&to=2025-03-10'))
  expect(later['生姜']).toMatchObject({ quantity: 0.5, unit: '斤', kind: 'vegetables' })
  expect(later['鸡蛋']).toBeUndefined()
  // Only today: 6 eggs needed.
  expect(named(await listOf(alice, '?to=2025-03-01'))['鸡蛋']).toMatchObject({ quantity: 3 })
})

test('an en/es/fr reader gets the glossary’s noun of each catalogue food and the dishes’ titles', async () => {
  await plan(scrambled, 1, '2025-03-01')
  const milk = await alice.api.post<ShoppingItem>('/api/shopping/items', { name: '牛奶' })
  expect(milk.code).toBe(0)
  const english = caller(t, carol.auth.token, 'en')
  const { code, msg, content } = await english.get<ShoppingList>('/api/shopping')
  expect(schemaProblems(ShoppingListReplySchema, { code, msg, content })).toEqual([])
  const items = named(content)
  // The name stays the Chinese one (the key, the stock and put-away go by it).
  expect(items['鸡蛋']).toMatchObject({
    id: '鸡蛋~个',
    noun: { one: 'egg', other: 'eggs' },
    recipes: [{ id: scrambled, title: expect.not.stringMatching(/美式炒蛋/) }],
  })
  expect(items['鸡蛋']?.noun).not.toHaveProperty('also')
  // Typed by hand: as typed, no noun.
  expect(items['牛奶']).not.toHaveProperty('noun')
  const french = named(
    (await caller(t, carol.auth.token, 'fr').get<ShoppingList>('/api/shopping')).content,
  )
  expect(french['鸡蛋']?.noun?.one).toBe('œuf')
  // Chinese readers: the catalogue's own words.
  expect(named(await listOf(carol))['鸡蛋']).not.toHaveProperty('noun')
})

test('ticks are shared by the kitchen and keyed by a stable id; manual items beside', async () => {
  await plan(scrambled, 1, '2025-03-01')
  const milk = await carol.api.post<ShoppingItem>('/api/shopping/items', {
    name: ' 牛奶 ',
    quantity: 1,
    unit: '盒',
  })
  expect(milk.content).toMatchObject({
    name: '牛奶',
    quantity: 1,
    unit: '盒',
    manual: true,
    checked: false,
    recipes: [],
    kind: 'staples',
  })
  const some = await carol.api.post<ShoppingItem>('/api/shopping/items', { name: '香菜' })
  expect(some.content).toMatchObject({ quantity: null, unit: null, kind: 'vegetables' })
  expect(await put(carol, '鸡蛋~个', true)).toMatchObject({
    status: 200,
    content: { id: '鸡蛋~个', checked: true },
  })
  expect(await put(alice, milk.content.id, true)).toMatchObject({
    content: { id: milk.content.id, checked: true },
  })
  let items = named(await listOf(alice))
  expect([items['鸡蛋']?.checked, items['牛奶']?.checked, items['香菜']?.checked]).toEqual([
    true,
    true,
    false,
  ])
  // More of the dish: the same key, still ticked.
  await plan(scrambled, 2, '2025-03-02')
  items = named(await listOf(carol))
  expect(items['鸡蛋']).toMatchObject({ id: '鸡蛋~个', quantity: 9, checked: true })
  await put(alice, '鸡蛋~个', false)
  expect(named(await listOf(carol))['鸡蛋']?.checked).toBe(false)
  // A manual item is removed; a key the plan never asks for is not on the list.
  expect(await alice.api.del(`/api/shopping/items/${some.content.id}`)).toMatchObject({
    status: 200,
    content: null,
  })
  expect(named(await listOf(carol))['香菜']).toBeUndefined()
  expect(await put(alice, '鹅肝~g', true)).toMatchObject({ status: 404, code: 404 })
  expect(await alice.api.del(`/api/shopping/items/${some.content.id}`)).toMatchObject({
    status: 404,
  })
})

test('a stranger gets 404 for every item of another kitchen and sees none of it', async () => {
  await plan(scrambled, 1, '2025-03-01')
  const milk = await alice.api.post<ShoppingItem>('/api/shopping/items', { name: '牛奶' })
  await put(alice, milk.content.id, true)
  expect((await listOf(bob)).items).toEqual([])
  for (const answer of [
    await put(bob, milk.content.id, false),
    await put(bob, '鸡蛋~个', true),
    await bob.api.del(`/api/shopping/items/${milk.content.id}`),
    await bob.api.del(`/api/shopping/items/${encodeURIComponent('鸡蛋~个')}`),
  ]) {
    expect(answer).toMatchObject({ status: 404, code: 404 })
  }
  const stolen = await bob.api.post<StockItem[]>('/api/shopping/put-away', {
    itemIds: [milk.content.id, '鸡蛋~个'],
    location: 'fridge',
  })
  expect(stolen).toMatchObject({ status: 200, content: [] })
  expect(named(await listOf(alice))['牛奶']?.checked).toBe(true)
})

test('deleting a computed item hides it until the plan changes', async () => {
  await plan(scrambled, 1, '2025-03-01')
  const url = `/api/shopping/items/${encodeURIComponent('黄油~g')}`
  expect(await carol.api.del(url)).toMatchObject({ status: 200 })
  expect(named(await listOf(alice))['黄油']).toBeUndefined()
  // Another dish without butter: still hidden.
  await plan(steamed, 1, '2025-03-01')
  expect(named(await listOf(alice))['黄油']).toBeUndefined()
  // More of the butter dish: the plan asks more of it, it is back.
  await plan(scrambled, 1, '2025-03-03')
  expect(named(await listOf(alice))['黄油']).toMatchObject({ quantity: 10, checked: false })
})

test('put-away: ticked items become purchases in stock and leave the list, once', async () => {
  await plan(scrambled, 2, '2025-03-01')
  await plan(ginger, 1, '2025-03-02')
  const eggs = await stockItem(t, alice.kitchenId, { name: '鸡蛋', quantity: 2, unit: '只' })
  const milk = await alice.api.post<ShoppingItem>('/api/shopping/items', {
    name: '牛奶',
    quantity: 2,
    unit: '盒',
  })
  for (const id of ['鸡蛋~个', '姜~g', '黄油~g', milk.content.id])
    expect(await put(carol, id, true)).toMatchObject({ status: 200 })
  const body = {
    // 黄油 is ticked but not asked for; 全脂牛奶 is asked for but not ticked.
    itemIds: ['鸡蛋~个', '姜~g', '全脂牛奶~g', milk.content.id],
    location: 'fridge',
    idempotencyKey: newKey(),
  }
  const first = await carol.api.post<StockItem[]>('/api/shopping/put-away', body)
  expect(first).toMatchObject({ status: 200, code: 0 })
  expect(first.content.map((i) => [i.name, i.quantity, i.unit, i.location, i.bestBefore])).toEqual([
    // 4 eggs added to the 2 只 already there (the same pieces).
    ['鸡蛋', 6, '只', 'fridge', null],
    // A new item; fresh ginger is proposed to keep five days.
    ['生姜', 0.5, '斤', 'fridge', '2025-03-06'],
    ['牛奶', 2, '盒', 'fridge', null],
  ])
  expect(await quantityOf(t, eggs)).toBe(6)
  const detail = await alice.api.get<StockItemDetail>(`/api/stock/${eggs}`)
  expect(detail.content.movements[0]).toMatchObject({
    delta: 4,
    reason: 'purchase',
    quantityAfter: 6,
    by: { id: carol.id },
  })
  const items = named(await listOf(alice))
  for (const name of ['鸡蛋', '生姜', '牛奶']) expect(items[name]).toBeUndefined()
  expect(items['黄油']?.checked).toBe(true)
  expect(items['全脂牛奶']?.checked).toBe(false)
  // The same request again: the same answer, nothing added.
  const again = await carol.api.post<StockItem[]>('/api/shopping/put-away', body)
  expect(again.content.map((i) => i.id)).toEqual(first.content.map((i) => i.id))
  expect(await quantityOf(t, eggs)).toBe(6)
  // Without a key, the items are gone from the list: nothing to add either.
  const { idempotencyKey: _key, ...keyless } = body
  expect((await carol.api.post<StockItem[]>('/api/shopping/put-away', keyless)).content).toEqual([])
  expect(await quantityOf(t, eggs)).toBe(6)
})

test('the kanban counts the items still to buy this week', async () => {
  const kanban = async () => (await alice.api.get<Kanban>('/api/auth/user/info/kanban')).content
  expect((await kanban()).toBuy).toBe(0)
  await plan(scrambled, 1, '2025-03-01')
  const before = (await kanban()).toBuy
  // 鸡蛋, 全脂牛奶, 黄油, 盐.
  expect(before).toBe(4)
  await put(carol, '鸡蛋~个', true)
  await alice.api.post('/api/shopping/items', { name: '牛奶' })
  expect((await kanban()).toBuy).toBe(4)
  // The kanban still counts planned records.
  expect((await kanban()).planned).toBe(0)
})

test.each([
  ['/api/shopping?from=2025-03-05&to=2025-03-04', 'query/to'],
  ['/api/shopping?from=2025-03-01&to=2025-04-01', 'query/to'],
  ['/api/shopping?from=2025-02-29', 'query/from'],
])('GET %s is a 400 naming %s', async (url, field) => {
  const answer = await caller(t, alice.auth.token, 'es').get(url)
  expect(answer).toMatchObject({ status: 400, code: 400 })
  expect(answer.msg).toContain(field)
})

test('bad items and put-aways are 400s naming the field', async () => {
  const english = caller(t, alice.auth.token, 'en')
  for (const [body, field] of [
    [{ name: '   ' }, 'body/name'],
    [{ name: '牛奶', quantity: 0 }, 'body/quantity'],
    [{ name: '牛奶', quantity: 1.0005 }, 'body/quantity'],
    [{ name: '牛奶', price: 3 }, 'body/price'],
  ] as const) {
    const answer = await english.post('/api/shopping/items', body)
    expect(answer).toMatchObject({ status: 400, msg: expect.stringContaining(field) })
  }
  expect(await english.put('/api/shopping/items/1', { checked: 'yes' })).toMatchObject({
    status: 400,
    msg: expect.stringContaining('body/checked'),
  })
  for (const [body, field] of [
    [{ itemIds: [], location: 'fridge' }, 'body/itemIds'],
    [{ itemIds: [1], location: 'attic' }, 'body/location'],
    [{ itemIds: [1], location: 'fridge', idempotencyKey: 'short' }, 'body/idempotencyKey'],
    [{ itemIds: [1], location: 'fridge', from: '2025-03-09', to: '2025-03-01' }, 'body/to'],
  ] as const) {
    const answer = await english.post('/api/shopping/put-away', body)
    expect(answer).toMatchObject({ status: 400, msg: expect.stringContaining(field) })
  }
})
