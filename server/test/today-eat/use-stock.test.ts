import type { TodayEatAnswer, TodayEatDish } from '../../../types/recipes'
import { seedCatalogue } from '../../src/catalogue/seed'
import { mainLines } from '../../src/stock/main-ingredients'
import { lineKeys, nameKey } from '../../src/stock/names'
import { TodayEatReplySchema } from '../../src/today-eat/schemas'
import { makeAuthApp, type AuthTestApp } from '../auth/support'
import { addItem, content, person, type Person } from '../stock/support'

// Issue 16, finding 1: with eggs, tomatoes, chicken wings, cola, spring onion, oil, salt and
// sugar in stock, "use what I have" offered 冬瓜酿肉 and 老妈蹄花, never 可乐鸡翅 or 西红柿炒鸡蛋.
const FRIDGE = [
  { name: '鸡蛋', quantity: 10, unit: '个' },
  { name: '西红柿', quantity: 4, unit: '个' },
  { name: '鸡翅', quantity: 12, unit: '只' },
  { name: '可乐', quantity: 1, unit: 'L' },
  { name: '葱', quantity: 3, unit: '根' },
  { name: '食用油', quantity: 1, unit: 'L' },
  { name: '盐', quantity: 1, unit: '袋' },
  { name: '糖', quantity: 500, unit: 'g' },
]

let t: AuthTestApp
let cook: Person
/** Each dish's main ingredients (their name keys), read from the database itself. */
const mainsOf = new Map<number, string[][]>()

beforeAll(async () => {
  t = await makeAuthApp()
  await seedCatalogue(t.app.db)
  const rows = await t.app.db.selectFrom('recipes').select(['id', 'ingredients_json']).execute()
  for (const row of rows) {
    type Stored = [string, string | null, number | null, number | null, string | null]
    const lines = JSON.parse(row.ingredients_json) as [...Stored, string | null, 0 | 1][]
    const needs = lines.map(([name, alias, quantity, , unit, , optional]) => {
      return { name, alias, quantity, unit, optional: optional === 1 }
    })
    const main = mainLines(needs)
    const mains = needs.filter((_, i) => main[i]).map((line) => lineKeys(line.name, line.alias))
    mainsOf.set(row.id, mains)
  }
  cook = await person(t, 'Cook')
  for (const item of FRIDGE) await addItem(t, cook.token, item)
}, 60_000)
afterAll(async () => {
  await t.close()
})

const menu = (query: string, who: Person, language?: string) =>
  content<TodayEatAnswer>(t, TodayEatReplySchema, 'GET', `/api/today-eat?${query}`, {
    token: who.token,
    language,
  })

/** Menus for 1 to 4 people over a few seeds: every dish offered, as many times as offered. */
async function offered(who: Person, extra = ''): Promise<TodayEatDish[]> {
  const dishes: TodayEatDish[] = []
  for (let people = 1; people <= 4; people++) {
    for (let seed = 1; seed <= 5; seed++) {
      dishes.push(
        ...(await menu(`people=${people}&seed=${seed}&useStock=true${extra}`, who)).dishes,
      )
    }
  }
  return dishes
}

test('the issue’s fridge gets 可乐鸡翅 and 西红柿炒鸡蛋, never 冬瓜酿肉 or 老妈蹄花', async () => {
  const titles = new Set((await offered(cook)).map((dish) => dish.title))
  expect(titles).toContain('可乐鸡翅')
  expect(titles).toContain('西红柿炒鸡蛋')
  expect(titles).not.toContain('冬瓜酿肉')
  expect(titles).not.toContain('老妈蹄花')
  // For one: the wings and a vegetable dish of eggs or tomatoes, whatever the seed.
  for (let seed = 1; seed <= 5; seed++) {
    const { dishes } = await menu(`people=1&seed=${seed}&useStock=true`, cook)
    expect(dishes.map((d) => d.role)).toEqual(['meat', 'vegetable'])
    expect(dishes[0]).toMatchObject({ title: '可乐鸡翅', reason: '用掉 12 只鸡翅、500 ml 可乐' })
    expect(dishes[1]?.reason).toMatch(/^用掉 (\d+ 个西红柿、)?\d+ 个鸡蛋$/)
  }
  const tomatoEggs = (await offered(cook)).find((dish) => dish.title === '西红柿炒鸡蛋')
  expect(tomatoEggs?.reason).toMatch(/^用掉 \d+ 个西红柿、\d+ 个鸡蛋$/)
})

test('each reason says what the dish uses up, in the reader’s language', async () => {
  // Seed 2 for one is 可乐鸡翅 and 西红柿炒鸡蛋 (the same seed, the same menu in every language).
  const reasons = async (language: string) =>
    (await menu('people=1&seed=2&useStock=true', cook, language)).dishes.map((d) => d.reason)
  expect(await reasons('zh-CN')).toEqual([
    '用掉 12 只鸡翅、500 ml 可乐',
    '用掉 1 个西红柿、2 个鸡蛋',
  ])
  expect(await reasons('en')).toEqual([
    'Uses up 12 chicken wings and 500 ml cola',
    'Uses up 1 tomato and 2 eggs',
  ])
  expect(await reasons('es')).toEqual([
    'Aprovecha 12 alitas de pollo y 500 ml de refresco de cola',
    'Aprovecha 1 tomate y 2 huevos',
  ])
  expect(await reasons('fr')).toEqual([
    'Utilise 12 ailes de poulet et 500 ml de cola',
    'Utilise 1 tomate et 2 œufs',
  ])
  // The kitchen's own names as the cook wrote them; the units in Traditional Chinese.
  expect(await reasons('zh-TW')).toEqual([
    '用掉 12 隻鸡翅、500 ml 可乐',
    '用掉 1 個西红柿、2 個鸡蛋',
  ])
})

test('no dish offered misses half or more of its main ingredients', async () => {
  const have = new Set(FRIDGE.map((item) => nameKey(item.name)))
  const dishes = await offered(cook)
  expect(dishes.length).toBeGreaterThan(20)
  for (const dish of dishes) {
    const mains = mainsOf.get(dish.id) ?? []
    const missing = mains.filter((keys) => !keys.some((key) => have.has(key)))
    expect([dish.title, 2 * missing.length < mains.length]).toEqual([dish.title, true])
  }
})

test('a fridge of seasonings and aromatics alone makes no dish: an empty menu, not bad ones', async () => {
  const bare = await person(t, 'Bare')
  for (const item of FRIDGE.slice(4)) await addItem(t, bare.token, item)
  // 冬瓜 and its seasonings: 冬瓜酿肉 misses its meat, so it is never offered.
  const melon = await person(t, 'Melon')
  for (const item of [{ name: '冬瓜', quantity: 1, unit: '个' }, ...FRIDGE.slice(4)]) {
    await addItem(t, melon.token, item)
  }
  for (let seed = 1; seed <= 3; seed++) {
    const answer = await menu(`people=3&seed=${seed}&useStock=true`, bare)
    expect(answer).toEqual({ dishes: [], seed, stockItems: 4 })
  }
  const fromMelon = await offered(melon)
  expect(fromMelon.map((d) => d.title)).not.toContain('冬瓜酿肉')
  for (const dish of fromMelon) expect(dish.reason).toMatch(/^用掉 .*冬瓜/)
})

test('the dishes of one menu never count the same eggs twice', async () => {
  const total = (reasons: string[], pattern: RegExp) =>
    reasons.reduce((sum, reason) => sum + Number(pattern.exec(reason)?.[1] ?? 0), 0)
  let eggDishes = 0
  for (const people of [3, 5, 8]) {
    for (let seed = 1; seed <= 5; seed++) {
      const reasons = (await menu(`people=${people}&seed=${seed}&useStock=true`, cook)).dishes.map(
        (dish) => dish.reason,
      )
      expect(total(reasons, /(\d+) 个鸡蛋/)).toBeLessThanOrEqual(10)
      expect(total(reasons, /(\d+) 个西红柿/)).toBeLessThanOrEqual(4)
      expect(total(reasons, /(\d+) 只鸡翅/)).toBeLessThanOrEqual(12)
      eggDishes += reasons.filter((reason) => reason.includes('个鸡蛋')).length
    }
  }
  expect(eggDishes).toBeGreaterThanOrEqual(15)
})
