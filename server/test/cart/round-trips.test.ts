import type { CartItem } from '../../../types/records'
import type { AuthTestApp } from '../auth/support'
import { dishId, makeRecordsApp, person, SETUP_MS, type Person } from '../records-support'

/**
 * A logged-in read makes as few trips to the database as it can (SPEC §7, issue [10]: at most 2
 * for a read): the session read also brings the catalogue clock's versions, so the plan is the
 * session and its lines, not a third statement for the versions.
 */
let t: AuthTestApp
let alice: Person
let statements: string[] = []

beforeAll(async () => {
  t = await makeRecordsApp()
  alice = await person(t, 'Alice')
  const eggs = await dishId(t, '西红柿炒鸡蛋')
  await alice.api.post('/api/cart', { recipeId: eggs, servings: 2, meal: 'lunch' })
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
