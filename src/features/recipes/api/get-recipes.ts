import type { Paged } from '@shared/api'
import type { RecipeSort, RecipeSummary } from '@shared/recipes'
import { withQuery } from '@/services/query-string'
import { request } from '@/services/request'

export interface RecipeQuery {
  categoryId?: number
  sort?: RecipeSort
  page: number
  pageSize?: number
}

/** One page of a category's dishes, in the chosen order. */
export function getRecipes({ categoryId, sort, page, pageSize = 20 }: RecipeQuery) {
  return request<Paged<RecipeSummary>>({
    url: withQuery('/recipes', { categoryId, sort, page, pageSize }),
  })
}
