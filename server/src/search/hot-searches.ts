import type { HotSearch } from '../../../types/recipes'
import type { SearchRepository } from './repository'

export const HOT_LIMIT = 10
/** A term shows once this many different people searched it: one person's tries are not hot. */
export const HOT_MIN_PEOPLE = 3

/**
 * Shown while few searches have been made: well-known home dishes, each only if the catalogue
 * finds it, with a count of 0.
 */
export const DEFAULT_HOT_TERMS = [
  '红烧肉',
  '西红柿炒鸡蛋',
  '可乐鸡翅',
  '宫保鸡丁',
  '鱼香肉丝',
  '麻婆豆腐',
  '糖醋排骨',
  '回锅肉',
  '水煮鱼',
  '蛋炒饭',
  '酸辣土豆丝',
  '排骨',
]

/**
 * The terms most people searched that still find something, topped up with the defaults up to
 * ten. `finds` runs the search as a cook would (the catalogue may have changed since).
 */
export function hotSearches(
  repo: SearchRepository,
  finds: (term: string) => boolean,
  limit = HOT_LIMIT,
): HotSearch[] {
  // A few more than shown: some may find nothing now.
  const searched = repo.hot(limit * 2, HOT_MIN_PEOPLE).filter((h) => finds(h.term))
  const seen = new Set(searched.map((h) => h.term))
  const defaults = DEFAULT_HOT_TERMS.filter((term) => !seen.has(term) && finds(term)).map(
    (term) => ({ term, count: 0 }),
  )
  return [...searched, ...defaults].slice(0, limit)
}
