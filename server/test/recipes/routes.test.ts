import type { Paged } from '../../../types/api'
import type { RecipeDetail, RecipeSort, RecipeSummary } from '../../../types/recipes'
import { getContent, makeCatalogueApp, type CatalogueApp } from '../catalogue-app'

let t: CatalogueApp

beforeAll(async () => {
  t = await makeCatalogueApp()
})
afterAll(async () => {
  await t.close()
})

/** Every page of a paged list, in order. */
async function walk(url: string, pageSize: number): Promise<Paged<RecipeSummary>[]> {
  const pages: Paged<RecipeSummary>[] = []
  for (let page = 1; ; page++) {
    const sep = url.includes('?') ? '&' : '?'
    const content = await getContent<Paged<RecipeSummary>>(
      t,
      `${url}${sep}page=${page}&pageSize=${pageSize}`,
    )
    pages.push(content)
    if (content.list.length < pageSize) return pages
  }
}

function expectWholeCatalogueOnce(pages: Paged<RecipeSummary>[], total: number) {
  const ids = pages.flatMap((p) => p.list.map((r) => r.id))
  expect(new Set(ids).size).toBe(ids.length)
  expect(ids).toHaveLength(total)
  expect(pages.every((p) => p.total === total)).toBe(true)
}

describe('GET /api/recipes', () => {
  test('a page of summaries with the paging fields, 20 by default', async () => {
    const content = await getContent<Paged<RecipeSummary>>(t, '/api/recipes')
    expect(content).toMatchObject({ total: 322, page: 1, pageSize: 20 })
    expect(content.list).toHaveLength(20)
    expect(content.list[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      cover: null,
      category: { id: 3, name: '水产', icon: 'aquatic' },
      difficulty: expect.any(Number),
      totalMinutes: expect.any(Number),
      rating: 0,
      favoriteCount: 0,
    })
  })

  test.each<RecipeSort>(['popular', 'newest', 'easiest', 'quickest'])(
    'sort=%s: walking every page gives every dish once',
    async (sort) => {
      expectWholeCatalogueOnce(await walk(`/api/recipes?sort=${sort}`, 50), 322)
      const meat = await walk(`/api/recipes?sort=${sort}&categoryId=1`, 7)
      // 94: three fish and shrimp dishes HowToCook files under 荤菜 are seafood (dish-category.ts).
      expectWholeCatalogueOnce(meat, 94)
      expect(meat.flatMap((p) => p.list).every((r) => r.category.icon === 'meat')).toBe(true)
    },
  )

  test('the orders are what their names say, ties broken by id', async () => {
    const list = async (sort: RecipeSort) =>
      (await walk(`/api/recipes?sort=${sort}&categoryId=2`, 50)).flatMap((p) => p.list)
    const easiest = await list('easiest')
    const byDifficulty = [...easiest].sort((a, b) => a.difficulty - b.difficulty || a.id - b.id)
    expect(easiest.map((r) => r.id)).toEqual(byDifficulty.map((r) => r.id))
    const quickest = await list('quickest')
    const byTime = [...quickest].sort(
      (a, b) => (a.totalMinutes ?? 0) - (b.totalMinutes ?? 0) || a.id - b.id,
    )
    expect(quickest.map((r) => r.id)).toEqual(byTime.map((r) => r.id))
    const newest = (await list('newest')).map((r) => r.id)
    expect(newest).toEqual([...newest].sort((a, b) => b - a))
  })

  test('a page past the end is empty, with the total', async () => {
    expect(await getContent(t, '/api/recipes?categoryId=9&page=3&pageSize=20')).toEqual({
      list: [],
      total: 9,
      page: 3,
      pageSize: 20,
    })
  })

  test.each([
    ['pageSize=51', 'query/pageSize：不能大于 50'],
    ['pageSize=0', 'query/pageSize：不能小于 1'],
    ['page=0', 'query/page：不能小于 1'],
    ['sort=best', 'query/sort：必须是以下之一：popular, newest, easiest, quickest'],
    ['categoryId=meat', 'query/categoryId：应为整数'],
  ])('refuses %s with a 400 envelope', async (query, msg) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/recipes?${query}` })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: 400, msg, content: null })
  })
})

describe('GET /api/recipes/recommended', () => {
  test('every dish once across the pages, photos first', async () => {
    const pages = await walk('/api/recipes/recommended', 30)
    expectWholeCatalogueOnce(pages, 322)
    const covers = pages.flatMap((p) => p.list).map((r) => r.cover !== null)
    expect(covers.indexOf(false)).toBe(covers.filter(Boolean).length)
  })

  test('the same pages on every call of the day, not the id order', async () => {
    const first = await getContent<Paged<RecipeSummary>>(t, '/api/recipes/recommended?page=2')
    const again = await getContent<Paged<RecipeSummary>>(t, '/api/recipes/recommended?page=2')
    expect(again.list.map((r) => r.id)).toEqual(first.list.map((r) => r.id))
    const ids = first.list.map((r) => r.id)
    expect(ids).not.toEqual([...ids].sort((a, b) => a - b))
  })

  test('another day, another order', async () => {
    const { recipes } = t.app.repos
    const today = (await recipes.recommended(1, 50, false, '2026-01-01')).list.map((r) => r.id)
    const tomorrow = (await recipes.recommended(1, 50, false, '2026-01-02')).list.map((r) => r.id)
    expect(tomorrow).not.toEqual(today)
  })
})

describe('GET /api/recipes/:id', () => {
  const crabId = async () =>
    (
      await t.app.repos.recipes.list(
        { categoryId: 3, sort: 'newest', page: 1, pageSize: 50 },
        false,
      )
    ).list.find((r) => r.title === '咖喱炒蟹')?.id

  test('the dish at its own servings, with ingredients, steps and timers', async () => {
    const detail = await getContent<RecipeDetail>(t, `/api/recipes/${await crabId()}`)
    expect(detail).toMatchObject({
      title: '咖喱炒蟹',
      servings: 1,
      baseServings: 1,
      images: [],
      favoriteId: null,
      tips: expect.stringContaining('做法参考'),
    })
    expect(detail.ingredients[0]).toEqual({
      name: '青蟹',
      quantity: 1,
      quantityLow: null,
      unit: '只',
      note: '大约 300g',
      optional: false,
      roundUp: false,
      baseQuantity: 1,
      baseQuantityLow: null,
      alias: '肉蟹',
    })
    expect(detail.steps[9]).toEqual({
      text: '倒入开水 300ml，焖煮 3 分钟。',
      image: null,
      timerSeconds: 180,
      amounts: [{ start: 5, end: 8, quantity: 300, quantityLow: null, unit: 'ml' }],
    })
  })

  test('amounts scale with servings, pieces whole, ranges as two ends', async () => {
    const three = await getContent<RecipeDetail>(t, `/api/recipes/${await crabId()}?servings=3`)
    expect(three.servings).toBe(3)
    expect(three.ingredients.map((i) => [i.name, i.quantity, i.unit])).toEqual([
      ['青蟹', 3, '只'],
      ['咖喱块', 45, 'g'],
      ['洋葱', 600, 'g'],
      ['椰浆', 300, 'ml'],
      ['鸡蛋', 3, '个'],
      ['生粉', null, null],
      ['大蒜', 15, '瓣'],
    ])
    const eggs = await t.app.repos.recipes.list(
      { categoryId: 2, sort: 'newest', page: 1, pageSize: 50 },
      false,
    )
    const tomato = eggs.list.find((r) => r.title === '西红柿炒鸡蛋')
    const five = await getContent<RecipeDetail>(t, `/api/recipes/${tomato?.id}?servings=5`)
    // 1.5 eggs a serving, and the recipe says 向上取整: 7.5 → 8.
    expect(five.ingredients.find((i) => i.name === '鸡蛋')).toMatchObject({ quantity: 8 })
    expect(five.ingredients.find((i) => i.name === '盐')).toMatchObject({
      quantity: 10,
      quantityLow: 8,
      unit: 'g',
      note: null,
    })
    // The steps' amounts scale too: "加入 1g * 份数 的盐" for five.
    expect(five.steps.map((s) => s.text)).toContain(
      '将鸡蛋打入碗中，加入 5g 的盐，搅匀，即为 鸡蛋液',
    )
  })

  test('unknown dish: 404 envelope in the caller’s language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/recipes/999999',
      headers: { 'accept-language': 'en' },
    })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ code: 404, msg: 'No such recipe (id 999999)', content: null })
  })

  test.each(['servings=0', 'servings=21', 'servings=two'])('refuses %s', async (query) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/recipes/${await crabId()}?${query}`,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toMatch(/^query\/servings：/)
  })
})

test('GET /api/categories answers the ten categories in order with their keys', async () => {
  const categories = await getContent<{ id: number; icon: string }[]>(t, '/api/categories')
  expect(categories.map((c) => c.icon)).toEqual([
    'meat',
    'vegetable',
    'aquatic',
    'breakfast',
    'staple',
    'soup',
    'dessert',
    'drink',
    'condiment',
    'semi-finished',
  ])
})

test('the routes are described in /api/docs', async () => {
  const docs = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json()
  for (const path of [
    '/api/categories',
    '/api/recipes',
    '/api/recipes/recommended',
    '/api/recipes/{id}',
  ]) {
    expect(docs.paths[path]?.get?.responses?.['200']).toBeDefined()
  }
})
