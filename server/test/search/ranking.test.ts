import type { FastifyInstance } from 'fastify'
import type { SearchHit, SearchPage } from '../../../types/recipes'
import { buildApp } from '../../src/app'
import { POLL_MS } from '../../src/db/catalogue-clock'
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

test('pages from two instances continue each other once the new popularity is read', async () => {
  const other = await buildApp({ ...t.config, logLevel: 'silent' })
  const now = Date.now()
  const clock = jest.spyOn(Date, 'now').mockImplementation(() => now)
  try {
    const pageFrom = async (app: FastifyInstance, page: number) => {
      const url = `/api/search/dishes?q=${encodeURIComponent('鸡蛋')}&page=${page}&pageSize=7`
      return (await app.inject({ url })).json().content as SearchPage
    }
    // The other instance has ranked 鸡蛋 before any of these dishes was popular.
    await pageFrom(other, 1)
    await pageFrom(other, 2)
    const before = await all('鸡蛋')
    for (const [i, hit] of before.slice(-12).entries()) await setPopularity(t, hit.title, 5 + i)
    // Its last check of the versions is POLL_MS old: its next request reads them again.
    clock.mockImplementation(() => now + POLL_MS)
    const here = (await all('鸡蛋')).map((h) => h.id)
    expect(here).not.toEqual(before.map((h) => h.id))
    const alternating: number[] = []
    for (let page = 1; ; page++) {
      const content = await pageFrom(page % 2 === 0 ? other : t.app, page)
      alternating.push(...content.list.map((h) => h.id))
      if (!content.hasMore) break
    }
    expect(alternating).toEqual(here)
  } finally {
    clock.mockRestore()
    await other.close()
  }
})
