import type { HotSearch } from '../../../types/recipes'
import { getContent, makeCatalogueApp, type CatalogueApp } from '../catalogue-app'

let t: CatalogueApp

beforeAll(async () => {
  t = await makeCatalogueApp()
})
afterAll(async () => {
  await t.close()
})

test('with no searches yet: well-known dishes the catalogue has, count 0', async () => {
  const hot = await getContent<HotSearch[]>(t, '/api/search/hot')
  expect(hot).toHaveLength(10)
  expect(hot[0]).toEqual({ term: '红烧肉', count: 0 })
  expect(hot.every((h) => h.count === 0)).toBe(true)
})

test('searched terms come first, defaults fill the rest', async () => {
  await t.app.inject({ method: 'GET', url: '/api/search/dishes?q=hsr' })
  const hot = await getContent<HotSearch[]>(t, '/api/search/hot')
  expect(hot[0]).toEqual({ term: 'hsr', count: 1 })
  expect(hot).toHaveLength(10)
})

test('counted searches are written to the database before it closes', async () => {
  await t.app.inject({ method: 'GET', url: '/api/search/dishes?q=%E8%9B%8B' })
  const { config } = t
  await t.app.close()
  const Database = (await import('better-sqlite3')).default
  const db = new Database(config.dbPath, { readonly: true })
  const row = db.prepare("select count from search_counts where term = '蛋'").get()
  db.close()
  expect(row).toEqual({ count: 1 })
})
