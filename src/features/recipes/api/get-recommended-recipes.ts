import type { Paged } from '@shared/api'
import type { RecipeSummary } from '@shared/recipes'
import { withQuery } from '@/services/query-string'
import { request } from '@/services/request'

/** One page of the home feed. */
export function getRecommendedRecipes(page: number, pageSize = 10) {
  return request<Paged<RecipeSummary>>({
    url: withQuery('/recipes/recommended', { page, pageSize }),
  })
}
