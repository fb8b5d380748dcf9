import type { IngredientSuggestion, StockItemDetail, StockSuggestion } from '../../../types/kitchen'
import { seedCatalogue } from '../../src/catalogue/seed'
import { nameKey } from '../../src/stock/names'
import {
  IngredientSuggestionsReplySchema,
  StockItemDetailReplySchema,
  StockSuggestionsReplySchema,
} from '../../src/stock/schemas'
import { makeAuthApp, type AuthTestApp } from '../auth/support'
import { addItem, content, person, type Person } from './support'

let t: AuthTestApp
let alice: Person
let bob: Person

beforeAll(async () => {
  t = await makeAuthApp()
  await seedCatalogue(t.app.db)
  alice = await person(t, 'Alice')
  bob = await person(t, 'Bob')
}, 60_000)
afterAll(async () => {
  await t.close()
})

// Today is 2025-03-01 in the kitchen.
const suggest = (q: string) =>
  content<IngredientSuggestion[]>(
    t,
    IngredientSuggestionsReplySchema,
    'GET',
    `/api/ingredients/suggest?q=${encodeURIComponent(q)}`,
    { token: alice.token },
  )
const suggestions = (who: Person) =>
  content<StockSuggestion[]>(t, StockSuggestionsReplySchema, 'GET', '/api/stock/suggestions', {
    token: who.token,
  })
const detail = (id: number, who = alice) =>
  content<StockItemDetail>(t, StockItemDetailReplySchema, 'GET', `/api/stock/${id}`, {
    token: who.token,
  })
/** Names and aliases of a dish's lines, from the database itself. */
const namesOf = async (recipeId: number): Promise<string[]> => {
  const lines = await t.app.db
    .selectFrom('recipe_ingredients')
    .select(['name', 'alias'])
    .where('recipe_id', '=', recipeId)
    .execute()
  return [...new Set(lines.flatMap((l) => (l.alias === null ? [l.name] : [l.name, l.alias])))]
}
const dishesNamed = async (name: string): Promise<number> =>
  Number(
    (
      await t.app.db
        .selectFrom('recipe_ingredients')
        .select((eb) => eb.fn.count<number>('recipe_id').distinct().as('n'))
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).n,
  )

test('the name field suggests catalogue ingredients, those starting with the text first', async () => {
  const chicken = await suggest('鸡')
  // The name typed first (the catalogue has a line named 鸡), then the same food (鸡肉), then
  // the others by use.
  expect(chicken.slice(0, 2).map((s) => s.name)).toEqual(['鸡', '鸡肉'])
  const eggs = chicken.slice(2)
  expect(eggs[0]).toEqual({ name: '鸡蛋', recipes: await dishesNamed('鸡蛋') })
  expect(chicken).toHaveLength(10)
  for (const s of eggs) expect(s.name).toContain('鸡')
  const starting = eggs.filter((s) => s.name.startsWith('鸡'))
  expect(eggs.slice(0, starting.length)).toEqual(starting)
  const counts = starting.map((s) => s.recipes)
  expect(counts).toEqual([...counts].sort((a, b) => b - a))
  expect((await suggest(' 西红 ')).map((s) => s.name)).toContain('西红柿')
  // The same food first (蛋 is 鸡蛋 to a cook), then names starting with 蛋, then inside one.
  const egg = await suggest('蛋')
  expect(egg[0]?.name).toBe('鸡蛋')
  const sameFood = egg.filter((s) => nameKey(s.name) === nameKey('蛋'))
  expect(egg.slice(0, sameFood.length)).toEqual(sameFood)
  expect(egg[sameFood.length]?.name.startsWith('蛋')).toBe(true)
  // The exact name first, and the names of the same food (番茄 is 西红柿, 土鸡蛋 is 鸡蛋).
  expect((await suggest('鸡蛋'))[0]?.name).toBe('鸡蛋')
  expect((await suggest('番茄')).map((s) => s.name)).toContain('西红柿')
  expect((await suggest('土鸡蛋'))[0]?.name).toBe('鸡蛋')
  // Remarks the parser kept as names ("1 汤匙 = 15ml") are not ingredients.
  expect(await suggest('1')).toEqual([])
  expect(await suggest('zzz')).toEqual([])
})

test('suggestions use what goes off soonest, naming those items; empty with nothing dated', async () => {
  expect(await suggestions(alice)).toEqual([])
  const add = (name: string, quantity: number, bestBefore: string | null, unit = '个') =>
    addItem(t, alice.token, { name, quantity, unit, bestBefore })
  const eggs = await add('鸡蛋', 6, '2025-03-02')
  const tomatoes = await add('西红柿', 3, '2025-03-03')
  await add('盐', 1, null, '袋')
  await add('牛奶', 1, '2025-02-20', 'L') // past its date: never suggested
  await add('土豆', 0, '2025-03-02') // nothing left
  const list = await suggestions(alice)
  expect(list.length).toBe(10)
  for (const { recipe, items } of list) {
    expect(items.length).toBeGreaterThan(0)
    for (const item of items) {
      expect([eggs.id, tomatoes.id]).toContain(item.id)
      // The dish names it, or a name of the same food (番茄 for 西红柿).
      expect((await namesOf(recipe.id)).map(nameKey)).toContain(nameKey(item.name))
    }
  }
  expect(list[0]?.items[0]).toEqual({ id: eggs.id, name: '鸡蛋', daysLeft: 1 })
  const both = list.find((s) => s.recipe.title === '西红柿炒鸡蛋')
  expect(both?.items.map((i) => i.name)).toEqual(['鸡蛋', '西红柿'])
  expect(new Set(list.map((s) => s.recipe.id)).size).toBe(10)
  // Another kitchen's stock is not drawn on.
  expect(await suggestions(bob)).toEqual([])
})

test('an item’s page lists up to 10 dishes that use it, even once it is used up', async () => {
  const tofu = await addItem(t, bob.token, { name: '豆腐', quantity: 0, unit: '块' })
  const { recipes } = await detail(tofu.id, bob)
  expect(recipes.length).toBe(Math.min(10, await dishesNamed('豆腐')))
  expect(recipes.length).toBeGreaterThan(2)
  for (const recipe of recipes) expect(await namesOf(recipe.id)).toContain('豆腐')
  const odd = await addItem(t, bob.token, { name: '独角兽奶', quantity: 1, unit: '瓶' })
  expect((await detail(odd.id, bob)).recipes).toEqual([])
})
