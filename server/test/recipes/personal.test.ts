import type { FavoriteResult } from '../../../types/records'
import type { RecipeDetail } from '../../../types/recipes'
import { RecipeDetailReplySchema } from '../../src/recipes/schemas'
import { schemaProblems } from '../answer-schema'
import type { AuthTestApp } from '../auth/support'
import {
  caller,
  dishId,
  makeRecordsApp,
  person,
  stockItem,
  type Caller,
  type Person,
  SETUP_MS,
} from '../records-support'

let t: AuthTestApp
let alice: Person
let bob: Person
let eggs: number

beforeAll(async () => {
  t = await makeRecordsApp()
  alice = await person(t, 'Alice')
  bob = await person(t, 'Bob')
  eggs = await dishId(t, '西红柿炒鸡蛋')
  // 西红柿炒鸡蛋 for one: 1 个 西红柿, 1.5 个 鸡蛋, 4 ml 食用油, 2 g 盐, 2 g 糖, 10 g 葱花.
  await stockItem(t, alice.kitchenId, { name: '鸡蛋', quantity: 2, unit: '个' })
  await stockItem(t, alice.kitchenId, { name: '西红柿', quantity: 500, unit: 'g' })
  await stockItem(t, alice.kitchenId, { name: '食用油', quantity: 0, unit: 'L' })
  await stockItem(t, alice.kitchenId, { name: '盐', quantity: 1, unit: 'kg' })
}, SETUP_MS)
afterAll(async () => {
  await t.close()
})

async function dish(api: Caller, query = ''): Promise<RecipeDetail> {
  const answer = await api.get<RecipeDetail>(`/api/recipes/${eggs}${query}`)
  expect(answer).toMatchObject({ status: 200, code: 0 })
  const { status: _, ...envelope } = answer
  expect(schemaProblems(RecipeDetailReplySchema, envelope)).toEqual([])
  return answer.content
}

const marks = (detail: RecipeDetail) => detail.ingredients.map((line) => [line.name, line.stock])

test('a logged-in caller gets each ingredient’s stock mark for the servings asked', async () => {
  expect(marks(await dish(alice.api))).toEqual([
    // 个 against grams: some is there, so it counts as enough.
    ['西红柿', 'enough'],
    ['鸡蛋', 'enough'],
    ['食用油', 'missing'],
    ['盐', 'enough'],
    ['糖', 'missing'],
    ['葱花', 'missing'],
  ])
  const forTwo = await dish(alice.api, '?servings=2')
  expect(forTwo.servings).toBe(2)
  expect(marks(forTwo).slice(0, 2)).toEqual([
    ['西红柿', 'enough'],
    ['鸡蛋', 'short'],
  ])
  // Someone else's kitchen is empty: everything is missing for them.
  expect(marks(await dish(bob.api)).every(([, mark]) => mark === 'missing')).toBe(true)
})

test('favoriteId is the caller’s own favourite of the dish, else null', async () => {
  expect((await dish(alice.api)).favoriteId).toBeNull()
  const { id } = (await alice.api.post<FavoriteResult>('/api/favorites', { recipeId: eggs }))
    .content
  expect((await dish(alice.api)).favoriteId).toBe(id)
  expect((await dish(bob.api)).favoriteId).toBeNull()
  await alice.api.del(`/api/favorites/${id}`)
  expect((await dish(alice.api)).favoriteId).toBeNull()
})

test('anonymous callers get the same dish without marks or favourite', async () => {
  const anonymous = await dish(caller(t))
  expect(anonymous.favoriteId).toBeNull()
  expect(anonymous.ingredients.every((line) => !('stock' in line))).toBe(true)
  const mine = await dish(alice.api)
  expect(mine.ingredients.map(({ stock: _, ...line }) => line)).toEqual(anonymous.ingredients)
  // A token that opens nothing reads the catalogue as anyone does.
  const stale = await dish(caller(t, 'f'.repeat(43)))
  expect(stale).toEqual(anonymous)
})

test('marks match names as a cook shops: 土鸡蛋 counts for 鸡蛋, 番茄 for 西红柿', async () => {
  const carol = await person(t, 'Carol')
  await stockItem(t, carol.kitchenId, { name: '土鸡蛋', quantity: 6, unit: '个' })
  await stockItem(t, carol.kitchenId, { name: '番茄', quantity: 2, unit: '个' })
  expect(marks(await dish(carol.api)).slice(0, 2)).toEqual([
    ['西红柿', 'enough'],
    ['鸡蛋', 'enough'],
  ])
})
