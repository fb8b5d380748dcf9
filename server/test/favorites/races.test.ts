import { sql } from 'kysely'
import { makeApp, type TestApp } from '../helpers'

// Several people favouriting one dish at the same moment, as several instances on PostgreSQL
// would run them: the dish's count must match its favourites (it was left at 1 with 2 rows).
let t: TestApp
let recipeId: number
const people: number[] = []

beforeAll(async () => {
  t = await makeApp()
  for (let i = 0; i < 6; i += 1) {
    people.push(
      await t.app.repos.users.createWithKitchen({
        username: `fan${i}`,
        email: `fan${i}@example.com`,
        passwordHash: 'x',
        nickname: `Fan ${i}`,
        locale: 'en',
        kitchenName: 'Kitchen',
        now: Date.now(),
      }),
    )
  }
  // Only the columns without defaults: the catalogue import is not needed for figures.
  const dish = await sql<{ id: number }>`insert into recipes
    (category_id, title, difficulty, source_id, source_hash)
    values (1, '红烧肉', 2, 'race-dish', 'x') returning id`.execute(t.app.db)
  recipeId = dish.rows[0]!.id
}, 30_000)
afterAll(async () => {
  await t.close()
})

const figures = () =>
  t.app.db
    .selectFrom('recipes')
    .select(['favorite_count', 'popularity'])
    .where('id', '=', recipeId)
    .executeTakeFirstOrThrow()

test('everyone favouriting one dish at once: the count is the number of favourites', async () => {
  await Promise.all(people.map((id) => t.app.repos.favorites.add(id, recipeId, Date.now())))
  expect(await figures()).toEqual({ favorite_count: people.length, popularity: people.length })
  const mine = await t.app.repos.favorites.idsFor(people[0] as number, [recipeId])
  await Promise.all(
    people.map(async (id) => {
      const favourite = (await t.app.repos.favorites.idsFor(id, [recipeId])).get(recipeId)
      await t.app.repos.favorites.remove(id, favourite as number)
    }),
  )
  expect(mine.size).toBe(1)
  expect(await figures()).toEqual({ favorite_count: 0, popularity: 0 })
})
