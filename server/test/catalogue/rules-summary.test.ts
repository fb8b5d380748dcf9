import type { RecipeDetail } from '../../../types/recipes'
import { getContent, makeCatalogueApp, type CatalogueApp } from '../catalogue-app'

let t: CatalogueApp

beforeAll(async () => {
  t = await makeCatalogueApp()
})
afterAll(async () => {
  await t.close()
})

test('the import summary says how many dishes each cleaning rule changed', () => {
  // title: 豉汁蒸白鱔食谱; links: tips naming a video; roundUp: 鸡蛋 1.5 个 向上取整 and 1 more.
  expect(t.seeded.rules).toEqual({
    title: 1,
    markdown: 16,
    links: 9,
    times: expect.any(Number),
    roundUp: 2,
  })
  expect(t.seeded.rules.times).toBeGreaterThan(100)
})

test('the dish answer carries prep + cook and the waiting apart', async () => {
  const { id } = await t.app.db
    .selectFrom('recipes')
    .select('id')
    .where('title', '=', '无骨鸡爪')
    .executeTakeFirstOrThrow()
  const dish = await getContent<RecipeDetail>(t, `/api/recipes/${id}`)
  expect(dish.totalMinutes).toBe(55)
  expect((dish.prepMinutes ?? 0) + (dish.cookMinutes ?? 0)).toBe(55)
  expect(dish.waitMinutes).toBe(380)
})
