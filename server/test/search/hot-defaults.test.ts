import type { HotSearch } from '../../../types/recipes'
import { sqliteOf } from '../../src/db/open-database'
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
  const terms = sqliteOf(t.app.db)
    .prepare('select distinct term from search_daily order by term')
    .pluck()
  t.app.repos.search.flush()
  expect(terms.all()).toEqual(['mojito', '可乐鸡翅', '宫保鸡丁', '红烧肉', '螺蛳粉'].sort())
  expect(await hot()).toContainEqual({ term: 'mojito', count: 3 })
})

test('a search that finds nothing is not counted; a term that no longer finds is hidden', async () => {
  for (const address of ['10.0.2.1', '10.0.2.2', '10.0.2.3']) await searchFrom(address, 'qqqzz')
  t.app.repos.search.flush()
  const sqlite = sqliteOf(t.app.db)
  expect(
    sqlite.prepare("select count(*) from search_daily where term = 'qqqzz'").pluck().get(),
  ).toBe(0)
  const day = new Date().toISOString().slice(0, 10)
  const insert = sqlite.prepare('insert into search_daily (term, day, who) values (?, ?, ?)')
  for (const who of ['a', 'b', 'c', 'd', 'e']) insert.run('消失的菜', day, who)
  expect((await hot()).map((h) => h.term)).not.toContain('消失的菜')
})

test('counted searches are written to the database before it closes', async () => {
  await searchFrom('10.0.3.1', '蛋')
  const { config } = t
  await t.app.close()
  const Database = (await import('better-sqlite3')).default
  const db = new Database(config.dbPath, { readonly: true })
  const row = db.prepare("select count(*) as n from search_daily where term = '蛋'").get()
  db.close()
  expect(row).toEqual({ n: 1 })
})
