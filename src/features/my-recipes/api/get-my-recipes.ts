import type { OwnRecipePage } from '@shared/my-recipes'
import { withQuery } from '@/services/query-string'
import { request } from '@/services/request'

/** One page of the caller's own recipes and their kitchen's shared ones. */
export function getMyRecipes(page: number, pageSize = 20) {
  return request<OwnRecipePage>({ url: withQuery('/recipes/mine', { page, pageSize }) })
}
