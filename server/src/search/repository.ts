import type { HotSearch } from '../../../types/recipes'
import { catalogueClock, perCatalogueVersion, type Freshness } from '../db/catalogue-clock'
import { compiledQuery } from '../db/compiled-query'
import type { Db } from '../db/open-database'
import { popularityOf } from '../recipes/popularity'
import { summaryCache, type CatalogueRow } from '../recipes/summary-cache'
import { createAnswerCache } from './answer-cache'
import { createSearchCounts } from './counts'
import { BLOCK_SIZE, decodeBlock } from './postings'

export type SearchRow = CatalogueRow

/** Conditions a filter puts on a dish's own columns (the rest are checked on its row). */
export interface FilterWhere {
  categoryId?: number
  maxDifficulty?: number
  maxMinutes?: number
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
 * all day (the hot list shows it): their first pages are then read from memory, without an
 * index lookup or a buffer copied out of the database. Emptied when the catalogue changes (the
 * index only changes with it).
 */
function createBlockCache(db: Db) {
  const cache = perCatalogueVersion(db, () => new Map<string, Block>())
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

/** The index's bytes as a Buffer, whatever the driver hands back (Buffer or Uint8Array). */
function bytesOf(postings: Uint8Array): Buffer {
  return Buffer.isBuffer(postings)
    ? postings
    : Buffer.from(postings.buffer, postings.byteOffset, postings.byteLength)
}

/**
 * The search index and the search counts. Reading a page is one or two block reads (none when
 * they are kept); a search's rows and the popularity it ranks with come from the catalogue's
 * kept copies, checked against the versions (db/catalogue-clock.ts) once per search.
 */
export function createSearchRepository(db: Db) {
  const clock = catalogueClock(db)
  const blocks = compiledQuery(
    db,
    4,
    (term: string, category: number, first: number, last: number) =>
      db
        .selectFrom('search_blocks')
        .select(['block', 'hits', 'postings'])
        .where('term', '=', term)
        .where('category_id', '=', category)
        .where('block', '>=', first)
        .where('block', '<=', last)
        .orderBy('block'),
  )
  const hitsOf = compiledQuery(db, 2, (term: string, category: number) =>
    db
      .selectFrom('search_blocks')
      .select('hits')
      .where('term', '=', term)
      .where('category_id', '=', category)
      .where('block', '=', 0),
  )
  const firstBlocks = compiledQuery(db, 3, (term: string, category: number, count: number) =>
    db
      .selectFrom('search_blocks')
      .select('postings')
      .where('term', '=', term)
      .where('category_id', '=', category)
      .orderBy('block')
      .limit(count),
  )
  const rowCache = summaryCache(db)
  const blockCache = createBlockCache(db)
  const popularity = popularityOf(db)
  const counts = createSearchCounts(db)

  return {
    /** Brings the kept copies up to date before a search (`strict`: a logged-in searcher). */
    check: (strict: Freshness): Promise<void> | undefined => clock.check(strict),

    /** Postings [offset, offset + limit) of a term, and how many it has in all. */
    async page(term: string, categoryId: number, offset: number, limit: number) {
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
        for (const row of await blocks(term, categoryId, first, last)) {
          const block = {
            hits: Number(row.hits),
            postings: new Float64Array(decodeBlock(bytesOf(row.postings))),
          }
          blockCache.set(blockKey(term, categoryId, row.block), block)
          found.push(block)
        }
      }
      if (found.length === 0) {
        const [row] = await hitsOf(term, categoryId)
        const hits = row ? Number(row.hits) : 0
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
    async candidates(term: string, categoryId: number, max: number): Promise<number[]> {
      const rows = await firstBlocks(term, categoryId, Math.ceil(max / BLOCK_SIZE))
      return rows.flatMap((row) => decodeBlock(bytesOf(row.postings))).slice(0, max)
    },

    /**
     * Up to `limit` dishes after id `after` meeting the column conditions of a search's filters,
     * in id order (a walk along the primary key: no sort of every dish), with what the other
     * filters read (intent-search.ts): a query of intent words only.
     */
    filterable: (where: FilterWhere, after: number, limit: number) =>
      db
        .selectFrom('recipes')
        .select(['id', 'title', 'category_id', 'difficulty', 'total_minutes', 'search_names'])
        .where('id', '>', after)
        .$if(where.categoryId !== undefined, (qb) =>
          qb.where('category_id', '=', where.categoryId ?? 0),
        )
        .$if(where.maxDifficulty !== undefined, (qb) =>
          qb.where('difficulty', '<=', where.maxDifficulty ?? 0),
        )
        .$if(where.maxMinutes !== undefined, (qb) =>
          qb.where('total_minutes', '<=', where.maxMinutes ?? 0),
        )
        .orderBy('id')
        .limit(limit)
        .execute(),

    /** Recent search pages (answer-cache.ts). */
    answers: createAnswerCache(db),

    /** The row of each id, in the order asked (undefined where no dish has that id). */
    rows: (ids: readonly number[]): Promise<(SearchRow | undefined)[]> => rowCache.get(ids),

    /** recipes.popularity of every dish above 0, as ranking sees it at the checked version. */
    popularities: async (): Promise<ReadonlyMap<number, number>> =>
      (await popularity.current()).byId,

    /** One search of `term` by `who` (a user or an address), counted once per day. */
    recordSearch: counts.record,

    /** Writes the counted searches not written yet (they are, within 200 ms). */
    flushCounts: counts.flush,

    /** Writes what is pending (the app is closing). */
    close: counts.close,

    /**
     * The terms most people searched over the last 30 days (a person counts once a day), among
     * those at least `people` different searchers used.
     */
    hot: (limit: number, people: number): Promise<HotSearch[]> => counts.hot(limit, people),
  }
}

export type SearchRepository = ReturnType<typeof createSearchRepository>
