import type { SearchPage } from '../../../types/recipes'
import { getContent, makeCatalogueApp, type CatalogueApp } from '../catalogue-app'
import { RELEVANCE_SET } from './relevance-set'

let t: CatalogueApp

beforeAll(async () => {
  t = await makeCatalogueApp()
})
afterAll(async () => {
  await t.close()
})

async function top3(q: string): Promise<string[]> {
  const page = await getContent<SearchPage>(
    t,
    `/api/search/dishes?q=${encodeURIComponent(q)}&pageSize=3`,
  )
  return page.list.map((hit) => hit.title)
}

test('the relevance set is large and drawn from the catalogue', async () => {
  expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(60)
  const titles = new Set(await allTitles())
  const unknown = RELEVANCE_SET.flatMap((c) => c.accept).filter((title) => !titles.has(title))
  expect(unknown).toEqual([])
})

async function allTitles(): Promise<string[]> {
  return (await t.app.db.selectFrom('recipes').select('title').execute()).map((r) => r.title)
}

test('at least 95 % of the queries have an accepted dish in the first 3', async () => {
  const misses: string[] = []
  for (const { q, accept } of RELEVANCE_SET) {
    const found = await top3(q)
    if (!found.some((title) => accept.includes(title))) misses.push(`${q} → ${found.join(', ')}`)
  }
  if (process.env.RELEVANCE_REPORT) console.log(misses.join('\n'))
  expect(1 - misses.length / RELEVANCE_SET.length).toBeGreaterThanOrEqual(0.95)
})

test('every exact title ranks first', async () => {
  const titles = await allTitles()
  const wrong: string[] = []
  for (const title of titles) {
    const [first] = await top3(title)
    if (first !== title) wrong.push(`${title} → ${first}`)
  }
  expect(wrong).toEqual([])
})
