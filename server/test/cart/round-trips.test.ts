import type { CartItem, FoodRecordDetail } from '../../../types/records'
import type { AuthTestApp } from '../auth/support'
import {
  dishId,
  makeRecordsApp,
  person,
  planRecord,
  SETUP_MS,
  stockItem,
  type Person,
} from '../records-support'

/**
 * A logged-in read makes as few trips to the database as it can (SPEC §7, issue [10]: at most 2
 * for a read): the session read also brings the catalogue clock's versions, so the plan is the
 * session and its lines, not a third statement for the versions. Each logged-in read the bench
 * measures (plan, stock, a record's detail) is pinned here, on both databases.
 */
let t: AuthTestApp
let alice: Person
let recordId: number
let statements: string[] = []

beforeAll(async () => {
  t = await makeRecordsApp()
  alice = await person(t, 'Alice')
  const eggs = await dishId(t, '西红柿炒鸡蛋')
  await alice.api.post('/api/cart', { recipeId: eggs, servings: 2, meal: 'lunch' })
  await stockItem(t, alice.kitchenId, { name: '鸡蛋', quantity: 6, unit: '个' })
  // The bench's record: three dishes, planned, so its detail carries a plan from the stock.
  const dishes = await Promise.all(
    ['蒸水蛋', '宫保鸡丁', '西红柿鸡蛋汤'].map((title) => dishId(t, title)),
  )
  recordId = (
    await planRecord(alice, [
      [dishes[0] as number, 2],
      [dishes[1] as number, 3],
      [dishes[2] as number, 1],
    ])
  ).id
  // Every statement a query builder or a compiled query sends goes through this executor.
  const executor = t.app.db.getExecutor()
  const execute = executor.executeQuery.bind(executor)
  executor.executeQuery = ((query, queryId) => {
    statements.push(query.sql)
    return execute(query, queryId)
  }) as typeof executor.executeQuery
}, SETUP_MS)
afterAll(async () => {
  await t.close()
})

test('the plan is read in two statements: the session (with the versions) and its lines', async () => {
  await alice.api.get<CartItem[]>('/api/cart') // the summaries kept at this catalogue version
  statements = []
  const cart = (await alice.api.get<CartItem[]>('/api/cart')).content
  expect(cart.map((line) => line.recipe.title)).toEqual(['西红柿炒鸡蛋'])
  expect(statements).toHaveLength(2)
  expect(statements[0]).toMatch(/figures_state/)
})

test('a favourite made since is seen in the next read, with no statement of its own', async () => {
  const eggs = await dishId(t, '西红柿炒鸡蛋')
  const before = (await alice.api.get<CartItem[]>('/api/cart')).content[0]?.recipe.favoriteCount
  // Another instance's write: the figures' version moves in the database, not in this process.
  await t.app.db.updateTable('recipes').set({ favorite_count: 41 }).where('id', '=', eggs).execute()
  await t.app.db
    .updateTable('figures_state')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .execute()
  statements = []
  const after = (await alice.api.get<CartItem[]>('/api/cart')).content[0]?.recipe.favoriteCount
  expect(before).not.toBe(41)
  expect(after).toBe(41)
  expect(statements.filter((s) => /figures_state/.test(s) && !/sessions/.test(s))).toEqual([])
})

test('a food record is read in two statements: the session and the record with its dishes', async () => {
  const first = await alice.api.get<FoodRecordDetail>(`/api/orders/${recordId}`)
  statements = []
  const detail = (await alice.api.get<FoodRecordDetail>(`/api/orders/${recordId}`)).content
  expect(detail).toEqual(first.content)
  expect(detail.items.map((item) => item.servings)).toEqual([2, 3, 1])
  expect(detail.stockPlan.length).toBeGreaterThan(0)
  expect(statements).toHaveLength(2)
  expect(statements[1]).toMatch(/order_items/)
})

test('a stock page is read in one statement: the session, which brings the kitchen', async () => {
  await alice.api.get('/api/stock?page=1')
  statements = []
  const page = await alice.api.get<{ list: { name: string }[] }>('/api/stock?page=1')
  expect(page.content.list.map((item) => item.name)).toEqual(['鸡蛋'])
  expect(statements).toHaveLength(1)
})
