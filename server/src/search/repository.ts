import type { Database as Sqlite } from 'better-sqlite3'
import type { HotSearch } from '../../../types/recipes'
import { perCatalogueVersion } from '../catalogue/version-watch'
import { sqliteOf, type Db } from '../db/open-database'
import { summaryCache, type CatalogueRow } from '../recipes/summary-cache'
import { createAnswerCache } from './answer-cache'
import { createPopularity } from './popularity'
import { BLOCK_SIZE, decodeBlock } from './postings'

export type SearchRow = CatalogueRow

/** Searches are counted in memory and written in one transaction every few seconds. */
const FLUSH_EVERY_MS = 5000

/** Hot searches look this far back; older counts are deleted. */
const HOT_DAYS = 30
const DAY_MS = 86_400_000

/** The UTC date of a time, YYYY-MM-DD. */
let lastDay = { number: NaN, text: '' }

/** The UTC day of a time, YYYY-MM-DD (every search asks it: the last day is remembered). */
function dayOf(ms: number): string {
  const number = Math.floor(ms / DAY_MS)
  if (number !== lastDay.number) lastDay = { number, text: new Date(ms).toISOString().slice(0, 10) }
  return lastDay.text
}

/** Postings blocks kept in memory: 800 bytes each, so about 4 MB. */
const MAX_CACHED_BLOCKS = 5000

interface Block {
  /** The term's hit count (every block of a term carries it). */
  hits: number
  postings: Float64Array
}

function blockKey(term: string, categoryId: number, block: number): string {
  return `${categoryId}:${block}:${term}`
}

/**
 * The postings blocks read lately, least recently used first out. People search the same words
 * all day (the hot list shows it): their first pages are then read from memory, without a
 * B-tree lookup or a buffer copied out of SQLite. Emptied when the catalogue changes.
 */
function createBlockCache(sqlite: Sqlite) {
  const cache = perCatalogueVersion(sqlite, () => new Map<string, Block>())
  return {
    get(key: string): Block | undefined {
      const blocks = cache.current()
      const block = blocks.get(key)
      if (block) {
        // Map keeps insertion order: moved to the end, it is the last to go.
        blocks.delete(key)
        blocks.set(key, block)
      }
      return block
    },
    set(key: string, block: Block): void {
      const blocks = cache.current()
      blocks.set(key, block)
      if (blocks.size > MAX_CACHED_BLOCKS) {
        const oldest = blocks.keys().next().value
        if (oldest !== undefined) blocks.delete(oldest)
      }
    },
  }
}

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
  const blockCache = createBlockCache(sqlite)
  const answers = createAnswerCache(sqlite)
  const popularity = createPopularity(sqlite)
  const countSearch = sqlite.prepare(
    'insert or ignore into search_daily (term, day, who) values (?, ?, ?)',
  )
  const forgetBefore = sqlite.prepare('delete from search_daily where day < ?')
  const topSearches = sqlite.prepare(
    `select term, count(*) as count from search_daily where day >= ?
     group by term having count(distinct who) >= ? order by count desc, term limit ?`,
  )

  /** term, day and searcher, tab-separated: each counted once. */
  const pending = new Set<string>()
  let timer: NodeJS.Timeout | undefined

  function flush(): void {
    // Inside someone's open transaction our writes would share its fate: try again later.
    if (pending.size === 0 || !sqlite.open || sqlite.inTransaction) return
    const entries = [...pending]
    pending.clear()
    try {
      sqlite.transaction(() => {
        for (const entry of entries) countSearch.run(...entry.split('\t'))
        forgetBefore.run(dayOf(Date.now() - HOT_DAYS * DAY_MS))
      })()
    } catch (error) {
      // Busy (a long import holds the write lock): keep the counts for the next try.
      if ((error as { code?: unknown }).code !== 'SQLITE_BUSY') throw error
      for (const entry of entries) pending.add(entry)
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
      const found: Block[] = []
      for (let block = first; block <= last; block++) {
        const cached = blockCache.get(blockKey(term, categoryId, block))
        if (!cached) break
        found.push(cached)
      }
      if (found.length < last - first + 1) {
        found.length = 0
        const rows = blocks.all(term, categoryId, first, last) as {
          block: number
          hits: number
          postings: Buffer
        }[]
        for (const row of rows) {
          const block = { hits: row.hits, postings: new Float64Array(decodeBlock(row.postings)) }
          blockCache.set(blockKey(term, categoryId, row.block), block)
          found.push(block)
        }
      }
      if (found.length === 0) {
        const hits = (hitsOf.get(term, categoryId) as number | undefined) ?? 0
        // A term nothing holds is remembered too: synonyms and sound-alikes try many of them.
        if (hits === 0 && first === 0) {
          blockCache.set(blockKey(term, categoryId, 0), { hits: 0, postings: new Float64Array(0) })
        }
        return { total: hits, postings: [] }
      }
      const postings: number[] = []
      const start = offset - first * BLOCK_SIZE
      found.forEach((block, i) => {
        const base = i * BLOCK_SIZE
        const from = Math.max(0, start - base)
        const to = Math.min(block.postings.length, start + limit - base)
        for (let at = from; at < to; at++) postings.push(block.postings[at] ?? 0)
      })
      return { total: found[0]?.hits ?? 0, postings }
    },

    /** The first `max` postings of a term (long queries check these against the text). */
    candidates(term: string, categoryId: number, max: number): number[] {
      const buffers = firstBlocks.all(term, categoryId, Math.ceil(max / BLOCK_SIZE)) as Buffer[]
      return buffers.flatMap((b) => decodeBlock(b)).slice(0, max)
    },

    /** Recent search pages (answer-cache.ts). */
    answers,

    /** The row of each id, in the order asked (undefined where no dish has that id). */
    rows(ids: readonly number[]): (SearchRow | undefined)[] {
      return rowCache.get(ids)
    },

    /** recipes.popularity as ranking sees it (read again every 30 s). */
    popularityOf: (id: number): number => popularity.of(id),
    popularities: (): ReadonlyMap<number, number> => popularity.all(),
    anyPopular: (): boolean => popularity.any(),
    refreshPopularity: (): void => popularity.refresh(),

    /** One search of `term` by `who` (a user or an address), counted once per day. */
    recordSearch(term: string, who: string): void {
      pending.add(`${term}\t${dayOf(Date.now())}\t${who.replace(/\t/g, ' ')}`)
      timer ??= setInterval(flushSafely, FLUSH_EVERY_MS).unref()
    },

    /**
     * The terms most people searched over the last 30 days (a person counts once a day), among
     * those at least `people` different searchers used; the searches not written yet included.
     */
    hot(limit: number, people: number): HotSearch[] {
      flushSafely()
      return topSearches.all(dayOf(Date.now() - HOT_DAYS * DAY_MS), people, limit) as HotSearch[]
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
