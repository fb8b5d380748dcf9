import type { Database as Sqlite } from 'better-sqlite3'
import { BLOCK_SIZE, encodeBlock, idOfPosting, pack } from './postings'
import { createTermIndex } from './term-index'
import { decodeNames } from './terms'

export interface IndexStats {
  terms: number
  postings: number
}

interface RecipeRow {
  id: number
  category_id: number
  title: string
  title_pinyin: string
  search_names: string
}

/**
 * Rebuilds the search index from the recipes table (call it inside the import's transaction, so
 * readers see the old index until the new one is complete). Each term gets its postings for all
 * categories (category 0) and per category, sorted by rank, so any page of any search reads one
 * or two blocks.
 */
export function rebuildSearchIndex(
  sqlite: Sqlite,
  onProgress: (done: number, total: number) => void = () => {},
): IndexStats {
  sqlite.prepare('delete from search_blocks').run()
  const total = sqlite.prepare('select count(*) from recipes').pluck().get() as number
  const maxId = sqlite.prepare('select coalesce(max(id), 0) from recipes').pluck().get() as number
  const categoryOf = new Uint8Array(maxId + 1)
  const index = createTermIndex()
  /** Postings by term id. */
  const postingsOf: number[][] = []
  let done = 0
  const rows = sqlite
    .prepare('select id, category_id, title, title_pinyin, search_names from recipes')
    .iterate() as IterableIterator<RecipeRow>
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
  onProgress(done, total)

  const insert = sqlite.prepare(
    'insert into search_blocks (term, category_id, block, hits, postings) values (?, ?, ?, ?, ?)',
  )
  const write = (term: string, category: number, postings: Float64Array) => {
    for (let start = 0, block = 0; start < postings.length; start += BLOCK_SIZE, block++) {
      const end = Math.min(postings.length, start + BLOCK_SIZE)
      insert.run(term, category, block, postings.length, encodeBlock(postings, start, end))
    }
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
    write(term, 0, postings)
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
      write(term, category, inCategory.subarray(0, n))
    }
    postingCount += postings.length
  }
  return { terms: termCount, postings: postingCount }
}
