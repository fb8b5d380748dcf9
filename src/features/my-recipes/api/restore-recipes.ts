import type { RecipeRestoreAnswer } from '@shared/my-recipes'
import { request } from '@/services/request'

/** The objects of an export file, saved at once as the caller's own private recipes. */
export function restoreRecipes(recipes: unknown[]) {
  return request<RecipeRestoreAnswer>({
    url: '/recipes/import',
    method: 'POST',
    data: { recipes },
  })
}
