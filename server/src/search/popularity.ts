import type { Database as Sqlite } from 'better-sqlite3'

/** How stale the ranking's view of popularity may be: it only orders equally good matches. */
const REFRESH_MS = 30_000

/**
 * recipes.popularity (favourites and food records raise it) as search reads it: a snapshot of
 * the dishes above 0, read again at most every 30 s. The column is the truth, so every server
 * instance sees the same ranking within that delay; a search never waits on a query for it.
 */
export function createPopularity(sqlite: Sqlite, now: () => number = Date.now) {
  const read = sqlite.prepare('select id, popularity from recipes where popularity > 0')
  let snapshot = new Map<number, number>()
  let readAt = -Infinity
  function current(): Map<number, number> {
    if (now() - readAt > REFRESH_MS) {
      readAt = now()
      const next = new Map<number, number>()
      for (const row of read.iterate() as IterableIterator<{ id: number; popularity: number }>) {
        next.set(row.id, row.popularity)
      }
      snapshot = next
    }
    return snapshot
  }

  return {
    of: (id: number): number => current().get(id) ?? 0,
    /** Every dish above 0 (a merge reads hundreds: one freshness check for all of them). */
    all: (): ReadonlyMap<number, number> => current(),
    /** False while no dish has any popularity (then ranking never needs it). */
    any: (): boolean => current().size > 0,
    /** The next call reads the column again (tests, and whoever just changed it). */
    refresh(): void {
      readAt = -Infinity
    },
  }
}
