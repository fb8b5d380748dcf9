import type { Locale } from '../../../types/api'
import type { SearchPage } from '../../../types/recipes'
import { getContent, makeCatalogueApp, type CatalogueApp } from '../catalogue-app'
import { LANGUAGE_SETS } from './relevance-languages'

let t: CatalogueApp

beforeAll(async () => {
  t = await makeCatalogueApp()
})
afterAll(async () => {
  await t.close()
})

/** How each reader's browser names its language. */
const HEADER: Record<Locale, string> = {
  'zh-Hans': 'zh-CN',
  'zh-Hant': 'zh-TW',
  en: 'en',
  es: 'es',
  fr: 'fr',
}
const TOP = 5

async function top(q: string, locale: Locale): Promise<string[]> {
  const url = `/api/search/dishes?q=${encodeURIComponent(q)}&pageSize=${TOP}`
  const page = await getContent<SearchPage>(t, url, HEADER[locale])
  // The catalogue's own title: en/es/fr readers get it beside theirs, zh-Hant the stored one.
  const simplified = new Map(
    (await t.app.db.selectFrom('recipes').select(['title', 'title_hant']).execute()).map((r) => [
      r.title_hant,
      r.title,
    ]),
  )
  return page.list.map((hit) => hit.titleZh ?? simplified.get(hit.title) ?? hit.title)
}

test('every accepted dish is a catalogue dish', async () => {
  const titles = new Set(
    (await t.app.db.selectFrom('recipes').select('title').execute()).map((r) => r.title),
  )
  const unknown = Object.values(LANGUAGE_SETS)
    .flat()
    .flatMap((c) => c.accept)
    .filter((title) => !titles.has(title))
  expect(unknown).toEqual([])
})

test.each(Object.keys(LANGUAGE_SETS) as Locale[])(
  'in %s at least 90 % of the queries find an accepted dish in the first 5',
  async (locale) => {
    const cases = LANGUAGE_SETS[locale]
    expect(cases.length).toBeGreaterThanOrEqual(15)
    const misses: string[] = []
    for (const { q, accept } of cases) {
      const found = await top(q, locale)
      if (!found.some((title) => accept.includes(title))) misses.push(`${q} → ${found.join(', ')}`)
    }
    const share = 1 - misses.length / cases.length
    if (process.env.RELEVANCE_REPORT) {
      console.log(
        `${locale}: ${(share * 100).toFixed(0)} % of ${cases.length}\n${misses.join('\n')}`,
      )
    }
    expect(share).toBeGreaterThanOrEqual(0.9)
  },
)
