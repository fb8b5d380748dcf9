import type { HotSearch } from '../../../types/recipes'
import type { SearchRepository } from './repository'
import { searchKey } from './text'

export const HOT_LIMIT = 10

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

/** The most searched terms, topped up with the defaults up to ten. */
export function hotSearches(repo: SearchRepository, limit = HOT_LIMIT): HotSearch[] {
  const searched = repo.hot(limit)
  const seen = new Set(searched.map((h) => h.term))
  const defaults = DEFAULT_HOT_TERMS.filter(
    (term) => !seen.has(term) && repo.page(searchKey(term), 0, 0, 0).total > 0,
  ).map((term) => ({ term, count: 0 }))
  return [...searched, ...defaults].slice(0, limit)
}
