import type { SearchHit, SearchPage } from '../../../types/recipes'
import { getContent, makeCatalogueApp, setPopularity, type CatalogueApp } from '../catalogue-app'

let t: CatalogueApp

beforeAll(async () => {
  t = await makeCatalogueApp()
})
afterAll(async () => {
  await t.close()
})

const search = (q: string, extra = '') =>
  getContent<SearchPage>(t, `/api/search/dishes?q=${encodeURIComponent(q)}${extra}`)

async function all(q: string): Promise<SearchHit[]> {
  const hits: SearchHit[] = []
  for (let page = 1; ; page++) {
    const content = await search(q, `&page=${page}&pageSize=7`)
    hits.push(...content.list)
    if (!content.hasMore) return hits
  }
}

test('popularity orders dishes matched equally well, not better matches', async () => {
  const before = (await search('红烧肉')).list.map((h) => h.title)
  expect(before[0]).not.toBe('湖南家常红烧肉')
  await setPopularity(t, '湖南家常红烧肉', 50)
  // A dish the query finds only by an ingredient stays below the title matches however popular.
  await setPopularity(t, '梅菜扣肉', 99)
  const after = (await search('红烧肉')).list.map((h) => h.title)
  expect(after[0]).toBe('湖南家常红烧肉')
  expect(after.slice(1).sort()).toEqual(before.filter((x) => x !== '湖南家常红烧肉').sort())
  const egg = (await search('五花肉')).list.map((h) => h.title)
  expect(egg.indexOf('梅菜扣肉')).toBeGreaterThan(egg.indexOf('香煎五花肉'))
})

test.each(['鸡蛋', '土豆', '番茄', '鸡蛋西红柿'])(
  'pages of %s list each dish once, as many as the total',
  async (q) => {
    const hits = await all(q)
    const ids = hits.map((h) => h.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.length).toBe((await search(q)).total)
  },
)

test('a synonym title ranks above a literal ingredient match', async () => {
  const titles = (await search('马铃薯', '&pageSize=50')).list.map((h) => h.title)
  const lastTitle = titles.lastIndexOf('酸辣土豆丝')
  const firstLiteral = titles.indexOf('罗宋汤')
  expect(lastTitle).toBeGreaterThanOrEqual(0)
  expect(firstLiteral).toBeGreaterThan(lastTitle)
})
