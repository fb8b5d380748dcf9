/**
 * The catalogue's own cost per call, without HTTP: the repositories and the search called
 * directly on the seeded database, one call at a time. Separates what the catalogue code costs
 * from what the web stack around it costs.
 */
import { openDatabase } from '../server/src/db/open-database'
import { seededRandom } from '../server/src/lib/seeded-random'
import { createRecipeRepository } from '../server/src/recipes/repository'
import { createSearchRepository } from '../server/src/search/repository'
import { searchDishes } from '../server/src/search/search-dishes'
import { SEARCHES } from './scenarios'

export interface EngineCost {
  name: string
  /** Microseconds per call. */
  p50: number
  p99: number
}

function percentiles(name: string, samples: number[]): EngineCost {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) => Math.round((sorted[Math.floor(q * (sorted.length - 1))] ?? 0) * 1000)
  return { name, p50: at(0.5), p99: at(0.99) }
}

async function time(
  name: string,
  calls: number,
  call: (i: number) => Promise<unknown>,
): Promise<EngineCost> {
  for (let i = 0; i < Math.min(500, calls); i++) await call(i)
  const samples: number[] = []
  for (let i = 0; i < calls; i++) {
    const started = performance.now()
    await call(i)
    samples.push(performance.now() - started)
  }
  return percentiles(name, samples)
}

export async function measureEngine(dbPath: string, recipes: number): Promise<EngineCost[]> {
  const db = openDatabase(dbPath)
  const search = createSearchRepository(db)
  const catalogue = createRecipeRepository(db)
  const random = seededRandom(7)
  const costs: EngineCost[] = []
  for (const [kind, words] of Object.entries(SEARCHES)) {
    costs.push(
      await time(`search, ${kind}`, 5000, (i) => {
        const q = words[i % words.length] ?? ''
        return searchDishes(search, { q, page: random() < 0.8 ? 1 : 2, pageSize: 20 }, false)
      }),
    )
  }
  const sorts = ['popular', 'newest', 'easiest', 'quickest'] as const
  costs.push(
    await time('list (category, sort, pages 1-5)', 5000, (i) => {
      const sort = sorts[i % 4] ?? 'popular'
      const categoryId = random() < 0.3 ? undefined : 1 + Math.floor(random() * 10)
      const page = 1 + Math.floor(random() * 5)
      return catalogue.list({ categoryId, sort, page, pageSize: 20 }, false)
    }),
    await time('detail (any dish)', 5000, () => catalogue.find(1 + Math.floor(random() * recipes))),
  )
  await db.destroy()
  return costs
}

export function engineTable(costs: EngineCost[]): string {
  return [
    '| Call, in process (no HTTP) | p50 µs | p99 µs |',
    '|---|---:|---:|',
    ...costs.map((c) => `| ${c.name} | ${c.p50} | ${c.p99} |`),
  ].join('\n')
}
