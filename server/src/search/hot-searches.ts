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
export async function hotSearches(
  repo: SearchRepository,
  finds: (term: string) => Promise<boolean>,
  limit = HOT_LIMIT,
): Promise<HotSearch[]> {
  const shown: HotSearch[] = []
  // A few more than shown: some may find nothing now.
  for (const hot of await repo.hot(limit * 2, HOT_MIN_PEOPLE)) {
    if (shown.length < limit && (await finds(hot.term))) shown.push(hot)
  }
  const seen = new Set(shown.map((h) => h.term))
  for (const term of DEFAULT_HOT_TERMS) {
    if (shown.length >= limit) break
    if (!seen.has(term) && (await finds(term))) shown.push({ term, count: 0 })
  }
  return shown
}
