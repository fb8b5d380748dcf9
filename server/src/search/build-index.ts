import type { Kysely } from 'kysely'
import { bulkInserter } from '../db/bulk-insert'
import type { Database } from '../db/schema'
import { BLOCK_SIZE, encodeBlock, idOfPosting, pack } from './postings'
import { createTermIndex } from './term-index'
import { decodeNames } from './terms'

export interface IndexStats {
  terms: number
  postings: number
}

/** Recipes read per query while indexing (by id ranges, the same on every database). */
const READ_CHUNK = 5000
/** Blocks written per batch (then a multi-row insert, bulkInserter). */
const WRITE_CHUNK = 6000

const insertBlocks = () =>
  bulkInserter('search_blocks', ['term', 'category_id', 'block', 'hits', 'postings'])

/**
 * Rebuilds the search index from the recipes table. Call it inside the import's transaction:
 * readers see the old index until the new one is complete and committed, on SQLite and on
 * PostgreSQL alike (its readers see the last committed rows, never a half-built index; a delete,
 * not a truncate, so no reader waits). Each term gets its postings for all categories
 * (category 0) and per category, sorted by rank, so any page of any search reads one or two
 * blocks.
 */
export async function rebuildSearchIndex(
  trx: Kysely<Database>,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<IndexStats> {
  await trx.deleteFrom('search_blocks').execute()
  const extent = await trx
    .selectFrom('recipes')
    .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.max('id').as('maxId')])
    // Own recipes have their own terms (recipe_terms, my-recipes/terms.ts), seen by few.
    .where('owner_id', 'is', null)
    .executeTakeFirstOrThrow()
  const total = Number(extent.total)
  const categoryOf = new Uint8Array(Number(extent.maxId ?? 0) + 1)
  const index = createTermIndex()
  /** Postings by term id. */
  const postingsOf: number[][] = []
  let done = 0
  for (let after = 0; ;) {
    const rows = await trx
      .selectFrom('recipes')
      .select(['id', 'category_id', 'title', 'title_pinyin', 'search_names'])
      .where('id', '>', after)
      .where('owner_id', 'is', null)
      .orderBy('id')
      .limit(READ_CHUNK)
      .execute()
    if (rows.length === 0) break
    for (const row of rows) {
      categoryOf[row.id] = row.category_id
      const touched = index.collect({
        title: row.title,
        syllables: row.title_pinyin ? row.title_pinyin.split(' ') : [],
        ingredients: decodeNames(row.search_names),
      })
      for (const id of touched) {
        const posting = pack(index.rankOf(id), row.id)
        const list = postingsOf[id]
        if (list) list.push(posting)
        else postingsOf[id] = [posting]
      }
      if (++done % 2000 === 0) onProgress(done, total)
    }
    after = (rows[rows.length - 1] as { id: number }).id
  }
  onProgress(done, total)

  const insert = insertBlocks()
  let pending: (string | number | Buffer)[][] = []
  // One batch is written while the next is made (PostgreSQL stores, this process sorts).
  let writing: Promise<unknown> = Promise.resolve()
  const flush = async () => {
    await writing
    writing = pending.length > 0 ? insert(trx, pending) : Promise.resolve()
    // Awaited by the next flush; until then its failure must not count as unhandled.
    writing.catch(() => undefined)
    pending = []
  }
  const write = async (term: string, category: number, postings: Float64Array) => {
    for (let start = 0, block = 0; start < postings.length; start += BLOCK_SIZE, block++) {
      const end = Math.min(postings.length, start + BLOCK_SIZE)
      pending.push([term, category, block, postings.length, encodeBlock(postings, start, end)])
    }
    if (pending.length >= WRITE_CHUNK) await flush()
  }
  const { terms } = index
  let postingCount = 0
  const termCount = terms.length
  // In key order: appending to the B-tree is the fast way to fill it.
  const order = Array.from(terms.keys()).sort((a, b) => {
    const x = terms[a] ?? ''
    const y = terms[b] ?? ''
    return x < y ? -1 : x > y ? 1 : 0
  })
  const inCategory = new Float64Array(total)
  const counts = new Int32Array(256)
  for (const id of order) {
    const term = terms[id] ?? ''
    // A typed array sorts numbers natively, without a comparator call per comparison.
    const postings = Float64Array.from(postingsOf[id] ?? []).sort()
    postingsOf[id] = []
    await write(term, 0, postings)
    counts.fill(0)
    for (const posting of postings) {
      const category = categoryOf[idOfPosting(posting)] ?? 0
      counts[category] = (counts[category] ?? 0) + 1
    }
    for (let category = 1; category < counts.length; category++) {
      if (!counts[category]) continue
      let n = 0
      for (const posting of postings) {
        if (categoryOf[idOfPosting(posting)] === category) inCategory[n++] = posting
      }
      await write(term, category, inCategory.subarray(0, n))
    }
    postingCount += postings.length
  }
  await flush()
  await writing
  return { terms: termCount, postings: postingCount }
}
