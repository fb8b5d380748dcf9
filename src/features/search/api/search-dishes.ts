import type { SearchPage } from '@shared/recipes'
import { withQuery } from '@/services/query-string'
import { request } from '@/services/request'

export interface SearchQuery {
  q: string
  categoryId?: number | null
  page: number
  pageSize?: number
}

/** Dishes matching `q` by name, ingredient or pinyin, each with what matched. */
export function searchDishes({ q, categoryId, page, pageSize = 20 }: SearchQuery) {
  return request<SearchPage>({
    url: withQuery('/search/dishes', { q, categoryId, page, pageSize }),
  })
}
