import type { RecipeDetail } from '@shared/recipes'
import { withQuery } from '@/services/query-string'
import { request } from '@/services/request'

/** A dish with its ingredients scaled to `servings` (its own servings when left out). */
export function getRecipe(id: number, servings?: number) {
  return request<RecipeDetail>({ url: withQuery(`/recipes/${id}`, { servings }) })
}
