import type { HotSearch } from '../../../types/recipes'
import { sqliteOf, type Db } from '../db/open-database'
import { summaryCache, type CatalogueRow } from '../recipes/summary-cache'
import { BLOCK_SIZE, decodeBlock } from './postings'

export type SearchRow = CatalogueRow

/** Searches are counted in memory and written in one transaction every few seconds. */
const FLUSH_EVERY_MS = 5000

/**
 * The search index and the search counts. Reading a page is one or two block reads; counting
 * a search is a map update, written later, so a search never waits on a write.
 */
export function createSearchRepository(db: Db) {
  const sqlite = sqliteOf(db)
  const blocks = sqlite.prepare(
    `select block, hits, postings from search_blocks
     where term = ? and category_id = ? and block between ? and ? order by block`,
  )
  const hitsOf = sqlite
    .prepare('select hits from search_blocks where term = ? and category_id = ? and block = 0')
    .pluck()
  const firstBlocks = sqlite
    .prepare(
      'select postings from search_blocks where term = ? and category_id = ? order by block limit ?',
    )
    .pluck()
  const rowCache = summaryCache(sqlite)
  const countSearch = sqlite.prepare(
    `insert into search_counts (term, count) values (?, ?)
     on conflict (term) do update set count = count + excluded.count,
       last_searched_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
  )
  const topSearches = sqlite.prepare(
    'select term, count from search_counts order by count desc, term limit ?',
  )

  const pending = new Map<string, number>()
  let timer: NodeJS.Timeout | undefined

  function flush(): void {
    // Inside someone's open transaction our writes would share its fate: try again later.
    if (pending.size === 0 || !sqlite.open || sqlite.inTransaction) return
    const entries = [...pending]
    pending.clear()
    try {
      sqlite.transaction(() => {
        for (const [term, count] of entries) countSearch.run(term, count)
      })()
    } catch (error) {
      // Busy (a long import holds the write lock): keep the counts for the next try.
      if ((error as { code?: unknown }).code !== 'SQLITE_BUSY') throw error
      for (const [term, count] of entries) pending.set(term, (pending.get(term) ?? 0) + count)
    }
  }

  function flushSafely(): void {
    try {
      flush()
    } catch {
      // Counting searches must never take the server down; the counts are lost, searches work.
    }
  }

  return {
    /** Postings [offset, offset + limit) of a term, and how many it has in all. */
    page(term: string, categoryId: number, offset: number, limit: number) {
      const first = Math.floor(offset / BLOCK_SIZE)
      const last = Math.floor((offset + Math.max(1, limit) - 1) / BLOCK_SIZE)
      const rows = blocks.all(term, categoryId, first, last) as {
        block: number
        hits: number
        postings: Buffer
      }[]
      if (rows.length === 0) {
        return { total: (hitsOf.get(term, categoryId) as number | undefined) ?? 0, postings: [] }
      }
      const postings: number[] = []
      for (const row of rows) {
        const base = row.block * BLOCK_SIZE
        postings.push(...decodeBlock(row.postings, offset - base, offset + limit - base))
      }
      return { total: rows[0]?.hits ?? 0, postings: postings.slice(0, limit) }
    },

    /** The first `max` postings of a term (long queries check these against the text). */
    candidates(term: string, categoryId: number, max: number): number[] {
      const buffers = firstBlocks.all(term, categoryId, Math.ceil(max / BLOCK_SIZE)) as Buffer[]
      return buffers.flatMap((b) => decodeBlock(b)).slice(0, max)
    },

    rows(ids: readonly number[]): Map<number, SearchRow> {
      return rowCache.get(ids)
    },

    recordSearch(term: string): void {
      pending.set(term, (pending.get(term) ?? 0) + 1)
      timer ??= setInterval(flushSafely, FLUSH_EVERY_MS).unref()
    },

    /** The most searched terms, counting the searches not written yet. */
    hot(limit: number): HotSearch[] {
      flushSafely()
      return topSearches.all(limit) as HotSearch[]
    },

    flush,

    /** Writes what is pending and stops the timer (the app is closing). */
    close(): void {
      if (timer) clearInterval(timer)
      timer = undefined
      flushSafely()
    },
  }
}

export type SearchRepository = ReturnType<typeof createSearchRepository>
