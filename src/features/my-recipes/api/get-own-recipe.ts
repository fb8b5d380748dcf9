import type { OwnRecipeDetail } from '@shared/my-recipes'
import { request } from '@/services/request'

/** An own recipe to edit, at its own servings (the amounts as the cook wrote them). */
export function getOwnRecipe(id: number) {
  return request<OwnRecipeDetail>({ url: `/recipes/${id}`, quiet: true })
}
