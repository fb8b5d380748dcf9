import type { Category } from '../../../types/recipes'
import { importRecipes } from '../../src/catalogue/import'
import { seedCatalogue } from '../../src/catalogue/seed'
import { syntheticRecipes } from '../../src/catalogue/synthetic'
import { sqliteOf } from '../../src/db/open-database'
import { getContent, makeCatalogueApp, type CatalogueApp } from '../catalogue-app'

let t: CatalogueApp

beforeAll(async () => {
  t = await makeCatalogueApp()
})
afterAll(async () => {
  await t.close()
})

const sql = () => sqliteOf(t.app.db)

function recipeId(title: string): number {
  return sql().prepare('select id from recipes where title = ?').pluck().get(title) as number
}

function ingredientsOf(title: string) {
  return sql()
    .prepare(
      `select name, alias, quantity, quantity_low as quantityLow, unit, note, parsed
       from recipe_ingredients where recipe_id = ? order by position`,
    )
    .all(recipeId(title))
}

function tableCounts() {
  return sql()
    .prepare(
      `select (select count(*) from recipes) as recipes,
              (select count(*) from recipe_ingredients) as ingredients,
              (select sum(json_array_length(steps_json)) from recipes) as steps,
              (select count(*) from search_blocks) as blocks,
              (select max(updated_at) from recipes) as updatedAt,
              (select version from catalogue_state) as version`,
    )
    .get()
}

test('imports all 322 HowToCook recipes into their ten categories', async () => {
  expect(t.seeded).toMatchObject({ recipes: 322, created: 322, updated: 0, unchanged: 0 })
  expect(t.seeded.ingredientLines).toBeGreaterThan(3000)
  expect(t.seeded.unparsedLines).toBeGreaterThan(0)
  expect(t.seeded.unparsedLines).toBeLessThan(t.seeded.ingredientLines * 0.1)
  const categories = await getContent<Category[]>(t, '/api/categories')
  expect(Object.fromEntries(categories.map((c) => [c.icon, c.count]))).toEqual({
    meat: 94,
    vegetable: 54,
    staple: 47,
    aquatic: 27,
    breakfast: 22,
    soup: 21,
    drink: 21,
    dessert: 17,
    'semi-finished': 10,
    condiment: 9,
  })
  expect(categories.find((c) => c.icon === 'semi-finished')?.name).toBe('半成品加工')
})

test('fish and shrimp dishes HowToCook files under 荤菜 are seafood (水产)', () => {
  const categoryOf = (title: string) =>
    sql()
      .prepare(
        'select c.key from recipes r join categories c on c.id = r.category_id where r.title = ?',
      )
      .pluck()
      .get(title)
  expect(['清蒸鳜鱼', '芥末罗氏虾', '豆豉鲮鱼油麦菜'].map(categoryOf)).toEqual([
    'aquatic',
    'aquatic',
    'aquatic',
  ])
  // 鱼香 is a sauce, not a fish.
  expect(['鱼香肉丝', '醉排骨'].map(categoryOf)).toEqual(['meat', 'meat'])
})

test('titles are cleaned, descriptions and tips are plain text', () => {
  const rows = sql().prepare('select title, description, tips from recipes').all() as {
    title: string
    description: string
    tips: string
  }[]
  expect(rows.filter((r) => r.title.endsWith('的做法'))).toEqual([])
  expect(rows.filter((r) => /^#|预估烹饪难度|!\[/m.test(r.description))).toEqual([])
  expect(rows.filter((r) => r.tips.includes('Pull request'))).toEqual([])
  expect(recipeId('西红柿炒鸡蛋')).toEqual(expect.any(Number))
  const crab = sql()
    .prepare('select description, difficulty, cover from recipes where title = ?')
    .get('咖喱炒蟹')
  expect(crab).toEqual({
    description: expect.stringMatching(/^第一次吃咖喱炒蟹是在泰国/),
    difficulty: 4,
    cover: null,
  })
})

test('ingredient lines are parsed and the two listings of an ingredient merged', () => {
  expect(ingredientsOf('咖喱炒蟹')).toEqual([
    {
      name: '青蟹',
      alias: '肉蟹',
      quantity: 1,
      quantityLow: null,
      unit: '只',
      note: '大约 300g',
      parsed: 1,
    },
    {
      name: '咖喱块',
      alias: null,
      quantity: 15,
      quantityLow: null,
      unit: 'g',
      note: '推介乐惠蟹黄咖喱；一小块',
      parsed: 1,
    },
    {
      name: '洋葱',
      alias: null,
      quantity: 200,
      quantityLow: null,
      unit: 'g',
      note: null,
      parsed: 1,
    },
    {
      name: '椰浆',
      alias: null,
      quantity: 100,
      quantityLow: null,
      unit: 'ml',
      note: null,
      parsed: 1,
    },
    {
      name: '鸡蛋',
      alias: null,
      quantity: 1,
      quantityLow: null,
      unit: '个',
      note: null,
      parsed: 1,
    },
    {
      name: '生粉',
      alias: '淀粉',
      quantity: null,
      quantityLow: null,
      unit: null,
      note: null,
      parsed: 1,
    },
    {
      name: '大蒜',
      alias: null,
      quantity: 5,
      quantityLow: null,
      unit: '瓣',
      note: null,
      parsed: 1,
    },
  ])
  expect(ingredientsOf('西红柿炒鸡蛋')).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ name: '西红柿', quantity: 1, unit: '个', note: '约 180g' }),
      expect.objectContaining({ name: '鸡蛋', quantity: 1.5, unit: '个' }),
      expect.objectContaining({ name: '盐', quantity: 2, quantityLow: 1.5, unit: 'g' }),
      // "0-2g": the cook may leave it out (a flag of the dish document, not a note).
      expect.objectContaining({ name: '糖', quantity: 2, quantityLow: null, note: null }),
    ]),
  )
  // A remark among the ingredients moves to the tips.
  const remark = sql()
    .prepare('select count(*) from recipe_ingredients where raw like ?')
    .pluck()
    .get('%请尽量把刀磨的锋利一些%')
  expect(remark).toBe(0)
  const tips = sql().prepare('select tips from recipes where id = ?').pluck()
  expect(tips.get(recipeId('简易红烧肉'))).toContain('注：如果有可能，请尽量把刀磨的锋利一些')
})

test('steps carry a timer for the longest duration they name', () => {
  const stepsJson = sql()
    .prepare('select steps_json from recipes where id = ?')
    .pluck()
    .get(recipeId('咖喱炒蟹')) as string
  const steps = JSON.parse(stepsJson) as { text: string; timerSeconds: number | null }[]
  expect(steps).toHaveLength(12)
  expect(steps[9]).toEqual({
    text: '倒入开水 300ml，焖煮 3 分钟。',
    image: null,
    timerSeconds: 180,
    amounts: [{ start: 5, end: 8, quantity: 300, quantityLow: null, unit: 'ml' }],
  })
  expect(steps[5]?.timerSeconds).toBe(20)
  expect(steps[1]?.timerSeconds).toBeNull()
  const withTimers = sql()
    .prepare(
      `select count(*) from recipes, json_each(steps_json) step
       where step.value ->> 'timerSeconds' is not null`,
    )
    .pluck()
    .get() as number
  expect(withTimers).toBeGreaterThan(400)
})

test('a second import changes nothing and duplicates nothing', () => {
  const before = tableCounts()
  const again = seedCatalogue(t.app.db)
  expect(again).toMatchObject({
    recipes: 322,
    created: 0,
    updated: 0,
    unchanged: 322,
    ingredientLines: t.seeded.ingredientLines,
    unparsedLines: t.seeded.unparsedLines,
  })
  expect(tableCounts()).toEqual(before)
})

test('synthetic recipes add to the catalogue, the same ones on every run', () => {
  const first = importRecipes(sql(), syntheticRecipes(300))
  expect(first).toMatchObject({ recipes: 300, created: 300, unparsedLines: 0 })
  const titles = sql()
    .prepare("select title from recipes where source_id like 'synthetic:%' order by id")
    .pluck()
    .all() as string[]
  expect(titles.every((title) => /^[\u4e00-\u9fffA-Za-z]{2,12}$/.test(title))).toBe(true)
  expect(importRecipes(sql(), syntheticRecipes(300))).toMatchObject({ created: 0, unchanged: 300 })
  expect(sql().prepare('select count(*) from recipes').pluck().get()).toBe(622)
})
