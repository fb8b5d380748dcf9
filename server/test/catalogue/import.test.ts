import type { Category } from '../../../types/recipes'
import { importRecipes } from '../../src/catalogue/import'
import { seedCatalogue } from '../../src/catalogue/seed'
import { syntheticRecipes } from '../../src/catalogue/synthetic'
import { getContent, makeCatalogueApp, type CatalogueApp } from '../catalogue-app'

let t: CatalogueApp

beforeAll(async () => {
  t = await makeCatalogueApp()
})
afterAll(async () => {
  await t.close()
})

const db = () => t.app.db

async function recipeId(title: string): Promise<number> {
  const row = await db()
    .selectFrom('recipes')
    .select('id')
    .where('title', '=', title)
    .executeTakeFirst()
  return row?.id as number
}

async function ingredientsOf(title: string) {
  return db()
    .selectFrom('recipe_ingredients')
    .select(['name', 'alias', 'quantity', 'quantity_low as quantityLow', 'unit', 'note', 'parsed'])
    .where('recipe_id', '=', await recipeId(title))
    .orderBy('position')
    .execute()
}

async function count(table: 'recipes' | 'recipe_ingredients' | 'search_blocks'): Promise<number> {
  const row = await db()
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Every dish's steps, parsed. */
async function allSteps(): Promise<{ timerSeconds: number | null }[][]> {
  const rows = await db().selectFrom('recipes').select('steps_json').execute()
  return rows.map((row) => JSON.parse(row.steps_json) as { timerSeconds: number | null }[])
}

async function tableCounts() {
  const updated = await db()
    .selectFrom('recipes')
    .select((eb) => eb.fn.max('updated_at').as('at'))
    .executeTakeFirstOrThrow()
  const state = await db().selectFrom('catalogue_state').select('version').executeTakeFirstOrThrow()
  return {
    recipes: await count('recipes'),
    ingredients: await count('recipe_ingredients'),
    steps: (await allSteps()).reduce((sum, steps) => sum + steps.length, 0),
    blocks: await count('search_blocks'),
    updatedAt: updated.at,
    version: Number(state.version),
  }
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

test('fish and shrimp dishes HowToCook files under 荤菜 are seafood (水产)', async () => {
  const categoryOf = async (title: string) =>
    (
      await db()
        .selectFrom('recipes')
        .innerJoin('categories', 'categories.id', 'recipes.category_id')
        .select('categories.key')
        .where('recipes.title', '=', title)
        .executeTakeFirstOrThrow()
    ).key
  const keys = async (titles: string[]) => Promise.all(titles.map(categoryOf))
  expect(await keys(['清蒸鳜鱼', '芥末罗氏虾', '豆豉鲮鱼油麦菜'])).toEqual([
    'aquatic',
    'aquatic',
    'aquatic',
  ])
  // 鱼香 is a sauce, not a fish.
  expect(await keys(['鱼香肉丝', '醉排骨'])).toEqual(['meat', 'meat'])
})

test('titles are cleaned, descriptions and tips are plain text', async () => {
  const rows = await db().selectFrom('recipes').select(['title', 'description', 'tips']).execute()
  expect(rows.filter((r) => r.title.endsWith('的做法'))).toEqual([])
  expect(rows.filter((r) => /^#|预估烹饪难度|!\[/m.test(r.description))).toEqual([])
  expect(rows.filter((r) => r.tips.includes('Pull request'))).toEqual([])
  expect(await recipeId('西红柿炒鸡蛋')).toEqual(expect.any(Number))
  const crab = await db()
    .selectFrom('recipes')
    .select(['description', 'difficulty', 'cover'])
    .where('title', '=', '咖喱炒蟹')
    .executeTakeFirst()
  expect(crab).toEqual({
    description: expect.stringMatching(/^第一次吃咖喱炒蟹是在泰国/),
    difficulty: 4,
    cover: null,
  })
})

test('ingredient lines are parsed and the two listings of an ingredient merged', async () => {
  expect(await ingredientsOf('咖喱炒蟹')).toEqual([
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
  expect(await ingredientsOf('西红柿炒鸡蛋')).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ name: '西红柿', quantity: 1, unit: '个', note: '约 180g' }),
      expect.objectContaining({ name: '鸡蛋', quantity: 1.5, unit: '个' }),
      expect.objectContaining({ name: '盐', quantity: 2, quantityLow: 1.5, unit: 'g' }),
      // "0-2g": the cook may leave it out (a flag of the dish document, not a note).
      expect.objectContaining({ name: '糖', quantity: 2, quantityLow: null, note: null }),
    ]),
  )
  // A remark among the ingredients moves to the tips.
  const remark = await db()
    .selectFrom('recipe_ingredients')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('raw', 'like', '%请尽量把刀磨的锋利一些%')
    .executeTakeFirstOrThrow()
  expect(Number(remark.n)).toBe(0)
  const tips = await db()
    .selectFrom('recipes')
    .select('tips')
    .where('id', '=', await recipeId('简易红烧肉'))
    .executeTakeFirstOrThrow()
  expect(tips.tips).toContain('注：如果有可能，请尽量把刀磨的锋利一些')
})

test('steps carry a timer for the longest duration they name', async () => {
  const row = await db()
    .selectFrom('recipes')
    .select('steps_json')
    .where('id', '=', await recipeId('咖喱炒蟹'))
    .executeTakeFirstOrThrow()
  const steps = JSON.parse(row.steps_json) as { text: string; timerSeconds: number | null }[]
  expect(steps).toHaveLength(12)
  expect(steps[9]).toEqual({
    text: '倒入开水 300ml，焖煮 3 分钟。',
    image: null,
    timerSeconds: 180,
    amounts: [{ start: 5, end: 8, quantity: 300, quantityLow: null, unit: 'ml' }],
  })
  expect(steps[5]?.timerSeconds).toBe(20)
  expect(steps[1]?.timerSeconds).toBeNull()
  const withTimers = (await allSteps()).flat().filter((step) => step.timerSeconds !== null).length
  expect(withTimers).toBeGreaterThan(400)
})

test('a second import changes nothing and duplicates nothing', async () => {
  const before = await tableCounts()
  const again = await seedCatalogue(t.app.db)
  expect(again).toMatchObject({
    recipes: 322,
    created: 0,
    updated: 0,
    unchanged: 322,
    ingredientLines: t.seeded.ingredientLines,
    unparsedLines: t.seeded.unparsedLines,
  })
  expect(await tableCounts()).toEqual(before)
})

test('synthetic recipes add to the catalogue, the same ones on every run', async () => {
  const first = await importRecipes(db(), syntheticRecipes(300))
  expect(first).toMatchObject({ recipes: 300, created: 300, unparsedLines: 0 })
  const titles = (
    await db()
      .selectFrom('recipes')
      .select('title')
      .where('source_id', 'like', 'synthetic:%')
      .orderBy('id')
      .execute()
  ).map((row) => row.title)
  expect(titles.every((title) => /^[\u4e00-\u9fffA-Za-z]{2,12}$/.test(title))).toBe(true)
  expect(await importRecipes(db(), syntheticRecipes(300))).toMatchObject({
    created: 0,
    unchanged: 300,
  })
  expect(await count('recipes')).toBe(622)
})
