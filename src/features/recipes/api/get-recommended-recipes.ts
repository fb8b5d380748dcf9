import type { Paged } from '@shared/api'
import type { RecipeSummary } from '@shared/recipes'
import { withQuery } from '@/services/query-string'
import { request } from '@/services/request'

export const FEED_PAGE_SIZE = 10

/** One page of the home feed. */
export function getRecommendedRecipes(page: number, pageSize = FEED_PAGE_SIZE) {
  return request<Paged<RecipeSummary>>({
    url: withQuery('/recipes/recommended', { page, pageSize }),
  })
}
