import type { HotSearch, SearchHit, SearchPage } from '../../../types/recipes'
import { getContent, makeCatalogueApp, type CatalogueApp } from '../catalogue-app'

let t: CatalogueApp

beforeAll(async () => {
  t = await makeCatalogueApp()
})
afterAll(async () => {
  await t.close()
})

function search(q: string, extra = ''): Promise<SearchPage> {
  return getContent<SearchPage>(t, `/api/search/dishes?q=${encodeURIComponent(q)}${extra}`)
}

/** Every hit of a query (pages of 50). */
async function all(q: string, extra = ''): Promise<SearchHit[]> {
  const hits: SearchHit[] = []
  for (let page = 1; ; page++) {
    const content = await search(q, `${extra}&page=${page}&pageSize=50`)
    hits.push(...content.list)
    if (!content.hasMore) return hits
  }
}

const titles = (hits: SearchHit[]) => hits.map((h) => h.title)
const marked = (hit: SearchHit) =>
  hit.highlight.ranges.map(([start, end]) => hit.highlight.text.slice(start, end))

test('红烧 finds every 红烧肉 dish, titles first', async () => {
  const hits = await all('红烧')
  expect(titles(hits)).toEqual(
    expect.arrayContaining(['徽派红烧肉', '南派红烧肉', '简易红烧肉', '湖南家常红烧肉']),
  )
  expect(hits.slice(0, 5).every((h) => h.highlight.field === 'title')).toBe(true)
  expect(marked(hits.find((h) => h.title === '湖南家常红烧肉') as SearchHit)).toEqual(['红烧'])
  expect(hits.find((h) => h.title === '湖南家常红烧肉')?.highlight.ranges).toEqual([[4, 6]])
})

test.each(['鸡蛋', '蛋'])('%s (short Chinese) finds 西红柿炒鸡蛋', async (q) => {
  const hit = (await all(q)).find((h) => h.title === '西红柿炒鸡蛋')
  expect(hit?.highlight).toEqual({
    field: 'title',
    text: '西红柿炒鸡蛋',
    ranges: q === '蛋' ? [[5, 6]] : [[4, 6]],
  })
})

test.each(['hongshaorou', 'hsr', 'HSR', 'HongShaoRou'])(
  '%s (pinyin) finds the 红烧肉 dishes and marks 红烧肉',
  async (q) => {
    const hits = await all(q)
    expect(titles(hits)).toEqual(
      expect.arrayContaining(['徽派红烧肉', '南派红烧肉', '简易红烧肉', '湖南家常红烧肉']),
    )
    for (const hit of hits) {
      expect(hit.highlight.field).toBe('pinyin')
      expect(marked(hit)).toEqual(['红烧肉'])
    }
  },
)

test('pinyin of part of a title, and ü typed as v', async () => {
  expect(titles(await all('shaorou'))).toContain('简易红烧肉')
  expect(titles(await all('xhscjd'))).toEqual(['西红柿炒鸡蛋'])
})

test('ingredients and aliases match, after the titles, and say so', async () => {
  const hits = await all('淀粉')
  const fields = hits.map((h) => h.highlight.field)
  expect(fields.lastIndexOf('title')).toBeLessThan(fields.indexOf('ingredient'))
  const crab = hits.find((h) => h.title === '咖喱炒蟹')
  expect(crab?.highlight).toEqual({ field: 'alias', text: '淀粉', ranges: [[0, 2]] })
  const onion = (await all('洋葱')).find((h) => h.title === '咖喱炒蟹')
  expect(onion?.highlight).toEqual({ field: 'ingredient', text: '洋葱', ranges: [[0, 2]] })
})

test('shorter titles and earlier matches rank first among titles', async () => {
  const hits = (await all('红烧')).filter((h) => h.highlight.field === 'title')
  const keys = hits.map((h) => [h.highlight.ranges[0]?.[0] ?? 0, h.title.length])
  const sorted = [...keys].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0))
  expect(keys).toEqual(sorted)
})

test('Latin letters match in any case, full-width too', async () => {
  for (const q of ['mojito', 'MOJITO', 'ｍｏｊｉｔｏ', 'moj']) {
    const hit = (await search(q)).list[0]
    expect(hit?.title).toBe('Mojito莫吉托')
    expect(marked(hit as SearchHit)[0]?.toLowerCase()).toBe(q === 'moj' ? 'moj' : 'mojito')
  }
})

test('a query longer than the index holds is still found', async () => {
  const page = await search('酸梅汤(半成品加工)')
  expect(titles(page.list)).toEqual(['酸梅汤（半成品加工）'])
  expect(page.list[0]?.highlight.ranges).toEqual([[0, 10]])
})

test('a category filter keeps only that category, with its own total', async () => {
  const everything = await search('蛋')
  const breakfast = await all('蛋', '&categoryId=4')
  expect(breakfast.length).toBeGreaterThan(0)
  expect(breakfast.length).toBeLessThan(everything.total)
  expect(breakfast.every((h) => h.category.icon === 'breakfast')).toBe(true)
  expect((await search('蛋', '&categoryId=4')).total).toBe(breakfast.length)
})

test('paging: no hit twice, hasMore until the last page, exact totals here', async () => {
  const first = await search('蛋', '&pageSize=10')
  expect(first).toMatchObject({ page: 1, pageSize: 10, hasMore: true, totalCapped: false })
  const hits = await all('蛋')
  expect(hits).toHaveLength(first.total)
  expect(new Set(hits.map((h) => h.id)).size).toBe(hits.length)
  const last = await search('蛋', `&pageSize=10&page=${Math.ceil(first.total / 10)}`)
  expect(last.hasMore).toBe(false)
})

test('a page past the last keeps the total the first page gave, and is empty', async () => {
  const first = await search('宫保鸡丁')
  expect(first.total).toBeLessThan(20)
  const past = await search('宫保鸡丁', '&page=2')
  expect(past).toMatchObject({ list: [], total: first.total, hasMore: false })
})

test('pages of any size, read again or not, give the same order across postings blocks', async () => {
  // More hits than one stored block (100 postings); pages of 37 and 43 straddle its edges, and
  // the second walk reads blocks the first one left in memory. (Few searches: they are counted
  // for the hot list, which a test below reads.)
  const byFifty = (await all('盐')).map((h) => h.id)
  expect(byFifty.length).toBeGreaterThan(150)
  for (const size of [37, 43, 37]) {
    const ids: number[] = []
    for (let page = 1; ids.length < byFifty.length; page++) {
      const content = await search('盐', `&page=${page}&pageSize=${size}`)
      if (content.list.length === 0) break
      ids.push(...content.list.map((h) => h.id))
    }
    expect(ids).toEqual(byFifty)
  }
})

test.each([
  '"红烧"',
  "'",
  '%',
  '_',
  '*',
  '蛋*',
  '(',
  ')',
  'NEAR(红烧 肉)',
  'AND',
  'OR',
  'NOT 蛋',
  '\\',
  '\\"',
  '-',
  '^',
  ':',
  '红烧 OR 1=1',
  "'; drop table recipes; --",
])('query syntax is searched as text: %s', async (q) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/search/dishes?q=${encodeURIComponent(q)}`,
  })
  expect(res.statusCode).toBe(200)
  expect(res.json().code).toBe(0)
})

test('% and _ are not wildcards: they find only what contains them', async () => {
  expect((await search('%')).total).toBe(0)
  expect((await search('_')).total).toBe(0)
  expect(titles((await search('(')).list)).toEqual(['酸梅汤（半成品加工）'])
})

test.each([
  ['', 'zh-Hans', '请输入要搜索的菜名、食材或拼音'],
  ['%20%20', 'en', 'Type a dish, an ingredient or pinyin to search for'],
])('an empty query (q=%j) is a 400 with a clear message', async (q, language, msg) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/search/dishes?q=${q}`,
    headers: { 'accept-language': language },
  })
  expect(res.statusCode).toBe(400)
  expect(res.json()).toEqual({ code: 400, msg, content: null })
})

test.each([
  ['红烧%E2%80%AE', '红烧'],
  ['%E2%81%A6红烧%E2%81%A9', '红烧'],
  ['红%E2%80%8B烧', '红烧'],
  ['%00红烧%1B', '红烧'],
  ['红烧%E2%80%A8', '红烧'],
  ['鸡%0A蛋', '鸡 蛋'],
])('odd characters in q (%s) are cleaned, not refused: searched as %s', async (q, as) => {
  const cleaned = await getContent<SearchPage>(t, `/api/search/dishes?q=${q}`)
  expect(cleaned.total).toBeGreaterThan(0)
  expect(cleaned).toEqual(await search(as))
})

test('a q of odd characters only is an empty query', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/search/dishes?q=%E2%80%8B%E2%80%AE%00%C2%85',
    headers: { 'accept-language': 'en' },
  })
  expect(res.json()).toEqual({
    code: 400,
    msg: 'Type a dish, an ingredient or pinyin to search for',
    content: null,
  })
})

test('an emoji counts as one character of the 50', async () => {
  expect((await search('😀'.repeat(50))).total).toBe(0)
})

test('a missing q and an overlong q are 400s too', async () => {
  const missing = await t.app.inject({ method: 'GET', url: '/api/search/dishes' })
  expect(missing.statusCode).toBe(400)
  const long = await t.app.inject({
    method: 'GET',
    url: `/api/search/dishes?q=${'蛋'.repeat(51)}`,
  })
  expect(long.statusCode).toBe(400)
})

describe('GET /api/search/hot', () => {
  test('counts people who found something, most searched first', async () => {
    const from = (remoteAddress: string, q: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/search/dishes?q=${encodeURIComponent(q)}`,
        remoteAddress,
      })
    for (let i = 0; i < 30; i++) await from(`10.1.0.${i % 3}`, '  可乐   鸡翅 ')
    for (let i = 0; i < 3; i++) await from(`10.1.1.${i}`, '没有这道菜xyz')
    const after = await getContent<HotSearch[]>(t, '/api/search/hot')
    expect(after).toHaveLength(10)
    expect(after[0]).toEqual({ term: '可乐鸡翅', count: 3 })
    expect(after.map((h) => h.term)).not.toContain('没有这道菜xyz')
    const counts = after.map((h) => h.count)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
  })
})
