import type { Database as Sqlite } from 'better-sqlite3'
import { perCatalogueVersion } from '../catalogue/version-watch'
import { SUMMARY_COLUMNS, toSummary, type SummaryRow } from './summary'

/** A summary row with what search needs to mark the match, and its summary as JSON. */
export interface CatalogueRow extends SummaryRow {
  title_pinyin: string
  search_names: string
  /** The RecipeSummary of this row as JSON text, written once when the row is read. */
  summaryJson: string
  /** When it was read (Date.now()), for ROW_TTL_MS. */
  readAt: number
}

/** Rows kept; about 200 bytes each. */
const MAX_ROWS = 20_000

/**
 * How long a row is trusted. A dish's rating and favourite count change with favourites and
 * ratings; this instance forgets the row at once, another instance of the server (SPEC §7)
 * reads it again within this time.
 */
export const ROW_TTL_MS = 30_000

const caches = new WeakMap<Sqlite, ReturnType<typeof createSummaryCache>>()

/**
 * Summary rows by id, kept in memory: every list, feed and search page shows 10-50 of them, and
 * reading them one by one from SQLite was most of the cost of a search. Each row keeps its
 * summary serialised, so a page answer is these texts joined, not the same objects serialised
 * on every request. The catalogue only changes by import, which empties the cache. rating and
 * favorite_count change with favourites and ratings: the code that writes them calls
 * `forget(id)` (recipes/figures.ts), and a row older than ROW_TTL_MS is read again.
 */
function createSummaryCache(sqlite: Sqlite) {
  const byIds = sqlite.prepare(
    `select ${SUMMARY_COLUMNS}, title_pinyin, search_names from recipes
     where id in (select value from json_each(?))`,
  )
  const cache = perCatalogueVersion(sqlite, () => new Map<number, CatalogueRow>())

  return {
    /** The row of each id, in the order asked (undefined where no dish has that id). */
    get(ids: ArrayLike<number>): (CatalogueRow | undefined)[] {
      const now = Date.now()
      if (cache.current(now).size > MAX_ROWS) cache.reset()
      const rows = cache.current(now)
      const staleBefore = now - ROW_TTL_MS
      const found: (CatalogueRow | undefined)[] = []
      let missing: number[] | undefined
      for (let i = 0; i < ids.length; i++) {
        const id = ids[i] as number
        let row = rows.get(id)
        if (row !== undefined && row.readAt <= staleBefore) row = undefined
        found.push(row)
        if (!row) (missing ??= []).push(id)
      }
      if (!missing) return found
      for (const row of byIds.all(JSON.stringify(missing)) as CatalogueRow[]) {
        row.summaryJson = JSON.stringify(toSummary(row))
        row.readAt = now
        rows.set(row.id, row)
      }
      return found.map((row, i) => row ?? rows.get(ids[i] as number))
    },

    forget(id: number): void {
      cache.current().delete(id)
    },
  }
}

export type SummaryCache = ReturnType<typeof createSummaryCache>

/** The one cache of a database connection, shared by the recipe and search repositories. */
export function summaryCache(sqlite: Sqlite): SummaryCache {
  let cache = caches.get(sqlite)
  if (!cache) {
    cache = createSummaryCache(sqlite)
    caches.set(sqlite, cache)
  }
  return cache
}
