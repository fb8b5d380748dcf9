import { catalogueClock } from '../db/catalogue-clock'
import type { Db } from '../db/open-database'

/**
 * recipes.popularity (favourites + cooked records, recipes/figures.ts) of every dish above 0,
 * with its category: what search ranks equally good matches by and what the popular list
 * orders by (every other dish follows by id). Read again when the figures version moves, so
 * every instance at one version ranks the same way and a search's page 2 continues its page 1
 * on any of them. A read that finds the same figures keeps the same Map, so what was ordered
 * with it (kept search pages, popular orders) stays good.
 */
export interface Popularity {
  byId: ReadonlyMap<number, number>
  categoryOf: ReadonlyMap<number, number>
}

interface Read {
  popularity: Popularity
  figures: number
  catalogue: number
}

function sameFigures(a: Popularity, b: Popularity): boolean {
  if (a.byId.size !== b.byId.size) return false
  for (const [id, value] of a.byId) {
    if (b.byId.get(id) !== value || b.categoryOf.get(id) !== a.categoryOf.get(id)) return false
  }
  return true
}

function createPopularity(db: Db) {
  const clock = catalogueClock(db)
  let last: Read | undefined
  let pending: Promise<Read> | undefined
  let pendingFor = ''

  async function read(figures: number, catalogue: number): Promise<Read> {
    const rows = await db
      .selectFrom('recipes')
      .select(['id', 'category_id', 'popularity'])
      .where('popularity', '>', 0)
      // The popular list and the catalogue's search rank catalogue dishes only.
      .where('owner_id', 'is', null)
      .execute()
    const popularity: Popularity = {
      byId: new Map(rows.map((row) => [row.id, Number(row.popularity)])),
      categoryOf: new Map(rows.map((row) => [row.id, row.category_id])),
    }
    const kept = last && sameFigures(last.popularity, popularity) ? last.popularity : popularity
    const next = { popularity: kept, figures, catalogue }
    if (!last || figures >= last.figures) last = next
    return next
  }

  return {
    /** The popularity at the clock's versions (check the clock first). */
    async current(): Promise<Popularity> {
      const { figures, catalogue } = clock
      if (last && last.figures === figures && last.catalogue === catalogue) return last.popularity
      const key = `${figures}:${catalogue}`
      if (!pending || pendingFor !== key) {
        pendingFor = key
        pending = read(figures, catalogue).finally(() => {
          if (pendingFor === key) pending = undefined
        })
      }
      return (await pending).popularity
    },
  }
}

export type PopularityReader = ReturnType<typeof createPopularity>

const readers = new WeakMap<Db, PopularityReader>()

/** The one popularity reader of a database handle (the catalogue and search share it). */
export function popularityOf(db: Db): PopularityReader {
  let reader = readers.get(db)
  if (!reader) {
    reader = createPopularity(db)
    readers.set(db, reader)
  }
  return reader
}
