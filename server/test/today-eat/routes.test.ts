import type { TodayEatAnswer, TodayEatDish } from '../../../types/recipes'
import { getContent, makeCatalogueApp, type CatalogueApp } from '../catalogue-app'

let t: CatalogueApp

beforeAll(async () => {
  t = await makeCatalogueApp()
})
afterAll(async () => {
  await t.close()
})

const menu = (query: string, language?: string) =>
  getContent<TodayEatAnswer>(t, `/api/today-eat?${query}`, language)
const roles = (dishes: TodayEatDish[]) => dishes.map((d) => d.role)
const count = (dishes: TodayEatDish[], role: string) =>
  roles(dishes).filter((r) => r === role).length

test.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])(
  '%i people: people + 1 different dishes, meat ≥ vegetable, soup from 3, staple from 5',
  async (people) => {
    for (let seed = 1; seed <= 20; seed++) {
      const { dishes } = await menu(`people=${people}&seed=${seed}`)
      expect(dishes).toHaveLength(people + 1)
      expect(new Set(dishes.map((d) => d.id)).size).toBe(people + 1)
      expect(count(dishes, 'meat')).toBeGreaterThanOrEqual(count(dishes, 'vegetable'))
      expect(count(dishes, 'vegetable')).toBeGreaterThanOrEqual(people >= 3 ? 1 : people - 1)
      expect(count(dishes, 'soup')).toBe(people >= 3 ? 1 : 0)
      expect(count(dishes, 'staple')).toBe(people >= 5 ? 1 : 0)
      for (const dish of dishes) {
        const expected = { meat: ['meat', 'aquatic'], vegetable: ['vegetable'] }[
          dish.role as 'meat' | 'vegetable'
        ] ?? [dish.role]
        expect(expected).toContain(dish.category.icon)
      }
    }
  },
)

test('the same seed gives the same menu; no seed gives a random one and returns it', async () => {
  const a = await menu('people=4&seed=12345')
  const b = await menu('people=4&seed=12345')
  expect(a).toEqual(b)
  expect(a.seed).toBe(12345)
  const random = await menu('people=4')
  expect(random.seed).toEqual(expect.any(Number))
  expect(await menu(`people=4&seed=${random.seed}`)).toEqual(random)
  const others = await Promise.all([1, 2, 3].map((s) => menu(`people=4&seed=${s}`)))
  expect(new Set(others.map((o) => o.dishes.map((d) => d.id).join()))).toHaveProperty('size', 3)
})

test('a category filter takes every dish from it', async () => {
  const { dishes } = await menu('people=3&categoryId=7&seed=9')
  expect(dishes).toHaveLength(4)
  expect(dishes.every((d) => d.category.icon === 'dessert')).toBe(true)
  // Only 9 condiments exist: a menu for 10 gets all of them, none twice.
  const condiments = (await menu('people=10&categoryId=9&seed=1')).dishes
  expect(condiments).toHaveLength(9)
  expect(new Set(condiments.map((d) => d.id)).size).toBe(9)
})

test('a maximum difficulty leaves out harder dishes, the rules hold where they can', async () => {
  for (let seed = 1; seed <= 10; seed++) {
    const { dishes } = await menu(`people=6&maxDifficulty=2&seed=${seed}`)
    expect(dishes).toHaveLength(7)
    expect(dishes.every((d) => d.difficulty <= 2)).toBe(true)
    expect(count(dishes, 'meat')).toBeGreaterThanOrEqual(count(dishes, 'vegetable'))
  }
})

test('each dish says why, in the caller’s language', async () => {
  const zh = await menu('people=3&seed=7')
  const en = await menu('people=3&seed=7', 'en')
  expect(en.dishes.map((d) => d.id)).toEqual(zh.dishes.map((d) => d.id))
  const soupZh = zh.dishes.find((d) => d.role === 'soup')
  const soupEn = en.dishes.find((d) => d.role === 'soup')
  expect(soupZh?.reason).toBe(`3 个人吃饭，来锅汤暖暖胃，约 ${soupZh?.totalMinutes} 分钟`)
  expect(soupEn?.reason).toBe(`A soup to share among 3, about ${soupEn?.totalMinutes} min`)
  for (const language of ['zh-Hant', 'es', 'fr']) {
    const answer = await menu('people=3&seed=7', language)
    expect(answer.dishes.every((d) => d.reason.length > 5)).toBe(true)
  }
})

test.each([
  ['people=0', 'query/people：不能小于 1'],
  ['people=11', 'query/people：不能大于 10'],
  ['people=two', 'query/people：应为整数'],
  ['people=2&maxDifficulty=6', 'query/maxDifficulty：不能大于 5'],
  // Digits only: a sign makes it no integer at all.
  ['people=2&seed=-1', 'query/seed：应为整数'],
  ['people=2&seed=4294967296', 'query/seed：不能大于 4294967295'],
])('refuses %s with a 400 envelope', async (query, msg) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/today-eat?${query}` })
  expect(res.statusCode).toBe(400)
  expect(res.json()).toEqual({ code: 400, msg, content: null })
})
