import type { DraftIngredient, ReadIngredient } from '@shared/my-recipes'
import { request } from '@/services/request'

/**
 * The rows as a save would store them (POST /recipes/read-ingredients), for the preview under
 * each row. Quiet: a preview that cannot be had says so under the rows, never in a toast.
 */
export function readIngredients(ingredients: DraftIngredient[]) {
  return request<{ ingredients: ReadIngredient[] }>({
    url: '/recipes/read-ingredients',
    method: 'POST',
    data: { ingredients },
    quiet: true,
  })
}
