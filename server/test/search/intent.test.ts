import type { SearchPage } from '../../../types/recipes'
import { getContent, makeCatalogueApp, type CatalogueApp } from '../catalogue-app'
import { readIntent } from '../../src/search/intent'

let t: CatalogueApp

beforeAll(async () => {
  t = await makeCatalogueApp()
})
afterAll(async () => {
  await t.close()
})

/** A page of hits, each titled with its catalogue (Chinese) title whatever the reader's. */
async function search(q: string, language = 'zh-CN', size = 50): Promise<SearchPage> {
  const url = `/api/search/dishes?q=${encodeURIComponent(q)}&pageSize=${size}`
  const page = await getContent<SearchPage>(t, url, language)
  return { ...page, list: page.list.map((hit) => ({ ...hit, title: hit.titleZh ?? hit.title })) }
}

async function ingredientsOf(title: string): Promise<string> {
  const row = await t.app.db
    .selectFrom('recipes')
    .select('search_names')
    .where('title', '=', title)
    .executeTakeFirstOrThrow()
  return row.search_names
}

test('intent words become filters, each naming the words it came from', () => {
  expect(readIntent('简单的早餐')).toEqual({
    filters: [
      { kind: 'ease', word: '简单', value: 'easy' },
      { kind: 'category', word: '早餐', value: 'breakfast' },
    ],
    rest: '',
  })
  expect(readIntent('quick vegetarian breakfast').filters.map((f) => f.word)).toEqual([
    'quick',
    'vegetarian',
    'breakfast',
  ])
  expect(readIntent('10 min').filters).toEqual([{ kind: 'time', word: '10 min', value: '10' }])
  expect(readIntent('十五分钟的菜').filters).toEqual([
    { kind: 'time', word: '十五分钟', value: '15' },
  ])
  // 簡單 is the query's own text, so that a chip removes what the cook typed.
  expect(readIntent('簡單的早餐').filters[0]?.word).toBe('簡單')
  expect(readIntent('不辣的汤').filters.map((f) => f.value)).toEqual(['mild', 'soup'])
  // A chilli is not "spicy", a dumpling in syrup is not a soup.
  expect(readIntent('辣椒炒肉').filters).toEqual([])
  expect(readIntent('汤圆').filters).toEqual([])
})

test('the answer lists its filters, and every dish meets them', async () => {
  const page = await search('快手菜')
  expect(page.filters).toEqual([{ kind: 'time', word: '快手菜', value: '20' }])
  expect(page.total).toBeGreaterThan(50)
  for (const hit of page.list) expect(hit.totalMinutes).toBeLessThanOrEqual(20)

  const breakfast = await search('简单的早餐')
  expect(breakfast.list.length).toBeGreaterThan(5)
  for (const hit of breakfast.list) {
    expect(hit.category.icon).toBe('breakfast')
    expect(hit.difficulty).toBeLessThanOrEqual(2)
  }
  expect((await search('早餐')).total).toBe(22)
})

test('quick vegetarian breakfast: breakfasts of 20 minutes at most, without meat or fish', async () => {
  const page = await search('quick vegetarian breakfast', 'en')
  expect(page.filters?.map((f) => f.kind)).toEqual(['time', 'diet', 'category'])
  expect(page.list.length).toBeGreaterThan(3)
  for (const hit of page.list) {
    expect(hit.category.icon).toBe('breakfast')
    expect(hit.totalMinutes).toBeLessThanOrEqual(20)
    expect(await ingredientsOf(hit.title)).not.toMatch(/肉|火腿|培根|香肠|鱼|虾|鸡(?!蛋)/)
  }
})

test('intent words without dishes of their own still answer: 下饭菜, 减肥, 宴客菜, 家常菜', async () => {
  for (const q of ['下饭菜', '减肥', '宴客菜', '家常菜', '凉菜', '不辣']) {
    const page = await search(q)
    expect(page.filters).toHaveLength(1)
    expect(page.total).toBeGreaterThan(10)
  }
  // Dishes for guests are meat or seafood and take some work.
  for (const hit of (await search('宴客菜')).list) {
    expect(['meat', 'aquatic']).toContain(hit.category.icon)
    expect(hit.difficulty).toBeGreaterThanOrEqual(3)
  }
})

test('an exact title is itself, whatever intent words it holds', async () => {
  for (const q of ['酸辣土豆丝', '西红柿鸡蛋汤', '素炒豆角']) {
    const page = await search(q)
    expect(page.filters).toBeUndefined()
    expect(page.list[0]?.title).toBe(q)
  }
})

test('ease with a dish named ranks, it does not remove the dish', async () => {
  const page = await search('简单蛋炒饭')
  expect(page.filters?.map((f) => f.kind)).toEqual(['ease'])
  expect(page.list[0]?.title).toBe('蛋炒饭')
})

test('several foods at once: the dish made of just them comes first, in any order', async () => {
  for (const q of ['西红柿鸡蛋', '西红柿 鸡蛋', '鸡蛋 西红柿', '雞蛋 番茄']) {
    expect((await search(q, 'zh-CN', 3)).list[0]?.title).toBe('西红柿炒鸡蛋')
  }
})

test('a one-character typo finds the title; a correct word is not flooded by near misses', async () => {
  const typo = await search('红绕肉')
  expect(typo.list.map((h) => h.title)).toContain('简易红烧肉')
  const right = await search('红烧肉')
  for (const hit of right.list) expect(hit.title).toContain('红烧肉')
})

test('en, es and fr words find the dishes that use them or are named so', async () => {
  const cases: [string, string, string][] = [
    ['egg', 'en', '西红柿炒鸡蛋'],
    ['tomato', 'en', '西红柿炒鸡蛋'],
    ['potato', 'en', '酸辣土豆丝'],
    ['kung pao', 'en', '宫保鸡丁'],
    ['huevos', 'es', '西红柿炒鸡蛋'],
    ['pollo', 'es', '宫保鸡丁'],
    ['poulet', 'fr', '宫保鸡丁'],
    ['œufs', 'fr', '西红柿炒鸡蛋'],
    ['oeuf', 'fr', '西红柿炒鸡蛋'],
  ]
  for (const [q, language, title] of cases) {
    const page = await search(q, language, 50)
    expect({ q, found: page.list.some((h) => h.title === title) }).toEqual({ q, found: true })
  }
  // The match is marked in the reader's language.
  const kungPao = await search('kung pao', 'en')
  expect(kungPao.list[0]?.highlight).toEqual({
    field: 'title',
    text: 'Kung Pao chicken',
    ranges: [
      [0, 4],
      [5, 8],
    ],
  })
})

test('pinyin and Latin titles are not taken for another language', async () => {
  expect((await search('hongshaorou', 'en', 3)).list[0]?.title).toContain('红烧肉')
  expect((await search('mojito', 'en', 3)).list[0]?.title).toBe('Mojito莫吉托')
})

test('the hot list counts the intent words searched, not the first dish they found', async () => {
  const { app } = t
  for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
    const res = await app.inject({
      method: 'GET',
      url: `/api/search/dishes?q=${encodeURIComponent('快手菜')}`,
      remoteAddress: ip,
    })
    expect(res.statusCode).toBe(200)
  }
  await app.repos.search.flushCounts()
  const hot = await getContent<{ term: string }[]>(t, '/api/search/hot')
  expect(hot.map((h) => h.term)).toContain('快手菜')
})
