import type { HotSearch } from '../../../types/recipes'
import { buildApp } from '../../src/app'
import { createSearchCounts } from '../../src/search/counts'
import { getContent, makeCatalogueApp, type CatalogueApp } from '../catalogue-app'

let t: CatalogueApp

beforeAll(async () => {
  t = await makeCatalogueApp()
})
afterAll(async () => {
  await t.close()
})

/** A search from one address (each address is one person to the hot list). */
async function searchFrom(address: string, q: string): Promise<void> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/search/dishes?q=${encodeURIComponent(q)}`,
    remoteAddress: address,
  })
  expect(res.statusCode).toBe(200)
}

const hot = () => getContent<HotSearch[]>(t, '/api/search/hot')

async function countOf(term: string): Promise<number> {
  const row = await t.app.db
    .selectFrom('search_daily')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('term', '=', term)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

test('with no searches yet: well-known dishes the catalogue has, count 0', async () => {
  const list = await hot()
  expect(list).toHaveLength(10)
  expect(list[0]).toEqual({ term: '红烧肉', count: 0 })
  expect(list.every((h) => h.count === 0)).toBe(true)
})

test('one person searching again and again is not hot; three people are', async () => {
  for (let i = 0; i < 5; i++) await searchFrom('10.0.0.1', '螺蛳粉')
  await searchFrom('10.0.0.2', '螺蛳粉')
  expect((await hot()).find((h) => h.term === '螺蛳粉')).toBeUndefined()
  await searchFrom('10.0.0.3', '螺蛳粉')
  expect((await hot())[0]).toEqual({ term: '螺蛳粉', count: 3 })
})

test('the term counted is what the search resolved to, case and width folded', async () => {
  await searchFrom('10.0.1.1', 'hsr')
  await searchFrom('10.0.1.2', '可乐鸡翅的做法')
  await searchFrom('10.0.1.3', 'KLJC')
  await searchFrom('10.0.1.4', '宫爆鸡丁')
  await searchFrom('10.0.1.5', 'Mojito')
  await searchFrom('10.0.1.6', 'ＭＯＪＩＴＯ')
  await searchFrom('10.0.1.7', 'mojito')
  await t.app.repos.search.flushCounts()
  const terms = await t.app.db
    .selectFrom('search_daily')
    .select('term')
    .distinct()
    .orderBy('term')
    .execute()
  expect(terms.map((row) => row.term)).toEqual(
    ['mojito', '可乐鸡翅', '宫保鸡丁', '红烧肉', '螺蛳粉'].sort(),
  )
  expect(await hot()).toContainEqual({ term: 'mojito', count: 3 })
})

test('a search that finds nothing is not counted; a term that no longer finds is hidden', async () => {
  for (const address of ['10.0.2.1', '10.0.2.2', '10.0.2.3']) await searchFrom(address, 'qqqzz')
  await t.app.repos.search.flushCounts()
  expect(await countOf('qqqzz')).toBe(0)
  const day = new Date().toISOString().slice(0, 10)
  await t.app.db
    .insertInto('search_daily')
    .values(['a', 'b', 'c', 'd', 'e'].map((who) => ({ term: '消失的菜', day, who })))
    .execute()
  expect((await hot()).map((h) => h.term)).not.toContain('消失的菜')
})

test('searches are written within moments, once a person a day, and every instance counts them', async () => {
  await searchFrom('10.0.3.1', '蛋')
  // Written by the app's own timer (200 ms), not at close: polled, not slept on.
  for (let tries = 0; (await countOf('蛋')) === 0 && tries < 100; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  expect(await countOf('蛋')).toBe(1)
  await searchFrom('10.0.3.1', '蛋')
  await t.app.repos.search.flushCounts()
  expect(await countOf('蛋')).toBe(1)
  // Another instance over the same database counts the same person once too, and its hot list
  // holds the searches made through this one.
  const other = await buildApp({ ...t.config, logLevel: 'silent' })
  try {
    const from = (remoteAddress: string) =>
      other.inject({ url: `/api/search/dishes?q=${encodeURIComponent('蛋')}`, remoteAddress })
    await from('10.0.3.1')
    await other.repos.search.flushCounts()
    expect(await countOf('蛋')).toBe(1)
    await from('10.0.3.2')
    await searchFrom('10.0.3.3', '蛋')
    await t.app.repos.search.flushCounts()
    const there = (await other.inject({ url: '/api/search/hot' })).json()
    expect(there.content).toContainEqual({ term: '蛋', count: 3 })
  } finally {
    await other.close()
  }
})

test('counted searches not written yet are written when the app closes', async () => {
  const counts = createSearchCounts(t.app.db)
  // Recorded and closed in one go: the 200 ms timer never ran, close() wrote them.
  counts.record('鱼', 'addr:closing')
  await counts.close()
  expect(await countOf('鱼')).toBe(1)
})
