import type { SearchFilter, SearchHighlight } from '../../../types/recipes'
import { perCatalogueVersion } from '../db/catalogue-clock'
import type { Db } from '../db/open-database'

/** A page of a search, without its rows: they come from the summary cache, always fresh. */
export interface CachedAnswer {
  ids: number[]
  highlights: SearchHighlight[]
  total: number
  hasMore: boolean
  totalCapped: boolean
  /** What the hot list counts for this search. */
  term: string
  /** The popularity it was ranked with (recipes/popularity.ts): kept only while it is current. */
  popularity: ReadonlyMap<number, number>
  /** The query's words read as filters (intent.ts). */
  filters: SearchFilter[]
}

/** A page being worked out, and the popularity it is ranked with. */
interface Working {
  popularity: ReadonlyMap<number, number>
  page: Promise<unknown>
}

/** Answers kept; a few hundred bytes each. */
const MAX_ANSWERS = 5_000

/**
 * The pages of recent searches, by query as typed, category and page: people search the same
 * dishes (the hot list is there because they do), and a search that merges synonyms and
 * sound-alikes costs several times a plain one. A page is kept while the popularity it was
 * ordered with is the current one (the same Map until a figure write changes some dish's
 * popularity, on any instance): until then a search run again would order the same dishes the
 * same way, so the cache changes no answer. An import starts it over; a dish's rating and
 * favourite count come from the summary cache on every answer.
 */
export function createAnswerCache(db: Db) {
  const cache = perCatalogueVersion(db, () => new Map<string, CachedAnswer>())
  const working = perCatalogueVersion(db, () => new Map<string, Working>())
  return {
    /**
     * Works a page out once for every search of it made before it is kept: at the start of a
     * busy moment (or after a new popularity) fifty people searching 蛋炒饭 at once each read
     * the index and ranked the same dishes, some searches making dozens of reads; the last ones
     * still ran seconds later. Shared only at the same catalogue version and popularity.
     */
    once<T>(key: string, popularity: ReadonlyMap<number, number>, make: () => Promise<T>) {
      const pages = working.current()
      const running = pages.get(key)
      if (running?.popularity === popularity) return running.page as Promise<T>
      const page = make().finally(() => {
        if (pages.get(key)?.page === page) pages.delete(key)
      })
      pages.set(key, { popularity, page })
      return page
    },
    get(key: string, popularity: ReadonlyMap<number, number>): CachedAnswer | undefined {
      const answers = cache.current()
      const answer = answers.get(key)
      if (answer === undefined || answer.popularity === popularity) return answer
      answers.delete(key)
      return undefined
    },
    set(key: string, answer: CachedAnswer): void {
      if (cache.current().size >= MAX_ANSWERS) cache.reset()
      cache.current().set(key, answer)
    },
  }
}

export type AnswerCache = ReturnType<typeof createAnswerCache>

/**
 * The key of a search: the query exactly as sent (two spellings may differ in their terms), and
 * the reader's language (Latin words are read in it first, highlights are written in it).
 */
export function answerKey(
  q: string,
  categoryId: number,
  page: number,
  pageSize: number,
  locale: string,
): string {
  return `${categoryId}\u0000${page}\u0000${pageSize}\u0000${locale}\u0000${q}`
}
