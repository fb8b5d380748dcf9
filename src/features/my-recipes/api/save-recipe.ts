import type { OwnRecipeDetail, RecipeDraft } from '@shared/my-recipes'
import { request } from '@/services/request'

/**
 * A new recipe (POST) or the owner's changes to one (PUT). Quiet: the edit screen shows the
 * server's refusal beside the field it names, not in a toast.
 */
export function saveRecipe(draft: RecipeDraft, id?: number) {
  return request<OwnRecipeDetail>({
    url: id ? `/recipes/${id}` : '/recipes',
    method: id ? 'PUT' : 'POST',
    data: draft,
    quiet: true,
  })
}
