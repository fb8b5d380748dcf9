import type { IngredientSuggestion } from '@shared/kitchen'
import { withQuery } from '@/services/query-string'
import { request } from '@/services/request'

/** Catalogue ingredient names for the name field. Quiet: typing goes on without them. */
export function suggestIngredients(q: string) {
  return request<IngredientSuggestion[]>({
    url: withQuery('/ingredients/suggest', { q }),
    quiet: true,
  })
}
