import type { TodayEatAnswer, TodayEatDish } from '../../../types/recipes'
import { seedCatalogue } from '../../src/catalogue/seed'
import { TodayEatReplySchema } from '../../src/today-eat/schemas'
import { makeAuthApp, type AuthTestApp } from '../auth/support'
import { addItem, content, person, refusal, type Person } from '../stock/support'

let t: AuthTestApp
let alice: Person
let bob: Person
/** Each dish's ingredient names and aliases, read once from the database itself. */
const namesOf = new Map<number, Set<string>>()

beforeAll(async () => {
  t = await makeAuthApp()
  await seedCatalogue(t.app.db)
  const lines = await t.app.db
    .selectFrom('recipe_ingredients')
    .select(['recipe_id', 'name', 'alias'])
    .execute()
  for (const line of lines) {
    const names = namesOf.get(line.recipe_id) ?? new Set<string>()
    names.add(line.name)
    if (line.alias !== null) names.add(line.alias)
    namesOf.set(line.recipe_id, names)
  }
  alice = await person(t, 'Alice')
  bob = await person(t, 'Bob')
  // Today is 2025-03-01 in the kitchen: the eggs go off tomorrow.
  await addItem(t, alice.token, { name: '鸡蛋', quantity: 6, unit: '个', bestBefore: '2025-03-02' })
  for (const [name, unit] of [
    ['西红柿', '个'],
    ['葱', '根'],
    ['盐', '袋'],
    ['食用油', 'L'],
  ]) {
    await addItem(t, alice.token, { name: name as string, quantity: 3, unit: unit as string })
  }
  await addItem(t, alice.token, { name: '牛奶', quantity: 0, unit: 'L' })
}, 60_000)
afterAll(async () => {
  await t.close()
})

const menu = (query: string, who?: Person, language?: string) =>
  content<TodayEatAnswer>(t, TodayEatReplySchema, 'GET', `/api/today-eat?${query}`, {
    token: who?.token,
    language,
  })
const uses = (dish: TodayEatDish, name: string): boolean => namesOf.get(dish.id)?.has(name) ?? false
const count = (dishes: TodayEatDish[], role: string) => dishes.filter((d) => d.role === role).length
/** A logged-in caller's dishes without what only they get (their favourite ids). */
const visitorView = (dishes: TodayEatDish[]) =>
  dishes.map(({ favoriteId: _favoriteId, ...dish }) => dish)
const EXPIRING_EGGS = '用掉快过期的鸡蛋'

test('useStock is for logged-in callers; anonymous menus stay as they were', async () => {
  expect(await refusal(t, 'GET', '/api/today-eat?people=2&useStock=true')).toEqual({
    status: 200,
    code: 401,
    msg: '该功能需登录后使用，请先登录',
  })
  expect(
    (await refusal(t, 'GET', '/api/today-eat?useStock=true', { token: 'x'.repeat(43) })).status,
  ).toBe(401)
  const plain = await menu('people=2&seed=4&useStock=false')
  expect(plain).not.toHaveProperty('stockItems')
  expect(visitorView((await menu('people=2&seed=4', alice)).dishes)).toEqual(plain.dishes)
  expect(plain.dishes.every((dish) => !('favoriteId' in dish))).toBe(true)
})

test('with nothing in stock the menu is the usual one and says it could use nothing', async () => {
  const usual = await menu('people=3&seed=11')
  const mine = await menu('people=3&seed=11&useStock=true', bob)
  expect({ ...mine, dishes: visitorView(mine.dishes) }).toEqual({ ...usual, stockItems: 0 })
})

test('dishes using what goes off soonest come first, and say so; the menu keeps its rules', async () => {
  let fromStock = 0
  let usual = 0
  for (let seed = 1; seed <= 10; seed++) {
    const answer = await menu(`people=3&seed=${seed}&useStock=true`, alice)
    expect(answer.stockItems).toBe(5)
    const { dishes } = answer
    expect(dishes).toHaveLength(4)
    expect(new Set(dishes.map((d) => d.id)).size).toBe(4)
    expect(count(dishes, 'meat')).toBeGreaterThanOrEqual(count(dishes, 'vegetable'))
    expect(count(dishes, 'soup')).toBe(1)
    for (const dish of dishes) {
      if (dish.reason === EXPIRING_EGGS) expect(uses(dish, '鸡蛋')).toBe(true)
    }
    fromStock += dishes.filter((d) => uses(d, '鸡蛋')).length
    usual += (await menu(`people=3&seed=${seed}`)).dishes.filter((d) => uses(d, '鸡蛋')).length
    // A vegetable dish with eggs exists for every seed (西红柿炒鸡蛋, 洋葱炒鸡蛋 …): always chosen.
    expect(dishes.find((d) => d.role === 'vegetable')?.reason).toBe(EXPIRING_EGGS)
  }
  expect(fromStock).toBeGreaterThanOrEqual(30)
  expect(usual).toBeLessThan(15)
})

test('the same seed and the same stock give the same menu; the reason speaks the caller’s language', async () => {
  const zh = await menu('people=2&seed=21&useStock=true', alice)
  expect(await menu('people=2&seed=21&useStock=true', alice)).toEqual(zh)
  const en = await menu('people=2&seed=21&useStock=true', alice, 'en')
  expect(en.dishes.map((d) => d.id)).toEqual(zh.dishes.map((d) => d.id))
  const eggs = en.dishes.find((d) => d.reason.includes('鸡蛋'))
  expect(eggs?.reason).toBe('Uses up what goes off soon: 鸡蛋')
})

test('without anything about to go off, dishes the stock covers say what they use', async () => {
  const carol = await person(t, 'Carol')
  await addItem(t, carol.token, { name: '土豆', quantity: 5, unit: '个' })
  await addItem(t, carol.token, { name: '青椒', quantity: 2, unit: '个' })
  const { dishes } = await menu('people=1&seed=3&categoryId=2&useStock=true', carol)
  expect(dishes.every((d) => d.category.icon === 'vegetable')).toBe(true)
  const covered = dishes.filter((d) => d.reason.startsWith('用上家里现有的'))
  expect(covered.length).toBe(2)
  for (const dish of covered) {
    const names = ['土豆', '青椒'].filter((name) => uses(dish, name))
    expect(dish.reason).toBe(`用上家里现有的${names.join('和')}`)
  }
}, 30_000)

test('filters still hold with useStock: difficulty and category', async () => {
  for (let seed = 1; seed <= 5; seed++) {
    const easy = await menu(`people=4&seed=${seed}&maxDifficulty=2&useStock=true`, alice)
    expect(easy.dishes.every((d) => d.difficulty <= 2)).toBe(true)
    const soups = await menu(`people=2&seed=${seed}&categoryId=6&useStock=true`, alice)
    expect(soups.dishes.every((d) => d.category.icon === 'soup')).toBe(true)
    expect(soups.dishes[0]?.reason).toBe(EXPIRING_EGGS)
  }
})

test('a logged-in cook’s menu says which of its dishes are favourites already', async () => {
  const before = await menu('people=4&seed=21', bob)
  expect(before.dishes.map((dish) => dish.favoriteId)).toEqual(before.dishes.map(() => null))
  const [liked] = before.dishes
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/favorites',
    headers: { authorization: `Bearer ${bob.token}` },
    payload: { recipeId: liked!.id },
  })
  const favoriteId = (added.json() as { content: { id: number } }).content.id
  const after = await menu('people=4&seed=21', bob)
  expect(after.dishes.map((dish) => dish.favoriteId)).toEqual(
    before.dishes.map((dish) => (dish.id === liked!.id ? favoriteId : null)),
  )
  // Someone else's favourite is not theirs.
  expect((await menu('people=4&seed=21', alice)).dishes.every((d) => d.favoriteId === null)).toBe(
    true,
  )
})
