import type { SearchPage } from '../../../types/recipes'
import { catalogueClock } from '../../src/db/catalogue-clock'
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

/** How many times the search read the index while `run` ran. */
async function indexReads(run: () => Promise<unknown>): Promise<number> {
  const repo = t.app.repos.search
  const page = jest.spyOn(repo, 'page')
  const candidates = jest.spyOn(repo, 'candidates')
  try {
    await run()
    return page.mock.calls.length + candidates.mock.calls.length
  } finally {
    page.mockRestore()
    candidates.mockRestore()
  }
}

test('the same search again is answered from the kept page, identical', async () => {
  let first: SearchPage | undefined
  expect(await indexReads(async () => (first = await search('西红柿炒蛋')))).toBeGreaterThan(0)
  let again: SearchPage | undefined
  expect(await indexReads(async () => (again = await search('西红柿炒蛋')))).toBe(0)
  expect(again).toEqual(first)
  // Another page, category or spelling is a search of its own.
  expect(await indexReads(() => search('西红柿炒蛋', '&page=2'))).toBeGreaterThan(0)
  expect(await indexReads(() => search('番茄炒蛋'))).toBeGreaterThan(0)
})

test('a kept page shows each dish as it is now (rating and favourites read afresh)', async () => {
  const before = await search('红烧茄子')
  const dish = before.list[0]!
  // A figure write that leaves popularity alone (favorite_count here; ratings alike).
  await t.app.db
    .updateTable('recipes')
    .set((eb) => ({ favorite_count: eb('favorite_count', '+', 7) }))
    .where('id', '=', dish.id)
    .execute()
  await t.app.db
    .updateTable('figures_state')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .execute()
  catalogueClock(t.app.db).changed()
  let after: SearchPage | undefined
  expect(await indexReads(async () => (after = await search('红烧茄子')))).toBe(0)
  expect(after!.list[0]).toEqual({ ...dish, favoriteCount: dish.favoriteCount + 7 })
})

test('a new popularity is a new ranking: kept pages are not used', async () => {
  await search('土豆')
  await setPopularity(t, '土豆炖排骨', 3)
  expect(await indexReads(() => search('土豆'))).toBeGreaterThan(0)
  expect(await indexReads(() => search('土豆'))).toBe(0)
})

test('a search answered from a kept page still counts towards the hot list', async () => {
  for (const address of ['10.9.0.1', '10.9.0.2', '10.9.0.3']) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/search/dishes?q=${encodeURIComponent('可乐鸡翅')}`,
      remoteAddress: address,
    })
    expect(res.json().code).toBe(0)
  }
  const hot = await getContent<{ term: string; count: number }[]>(t, '/api/search/hot')
  expect(hot.find((h) => h.term === '可乐鸡翅')?.count).toBe(3)
})

test('searches made together before their page is kept work it out once, and all get it', async () => {
  // What one search alone reads, then (kept pages dropped by a new popularity) twenty at once.
  const alone = await indexReads(() => search('老母鸡'))
  await setPopularity(t, '土豆炖排骨', 5)
  let pages: SearchPage[] = []
  const together = await indexReads(async () => {
    pages = await Promise.all(Array.from({ length: 20 }, () => search('老母鸡')))
  })
  expect(alone).toBeGreaterThan(0)
  expect(together).toBe(alone)
  expect(new Set(pages.map((page) => JSON.stringify(page))).size).toBe(1)
})
