import type { RecipeImportDraft } from '@shared/my-recipes'
import { request } from '@/services/request'

/**
 * A draft read from a page's address or from pasted text; nothing is saved. Quiet: the sheet
 * shows why it failed under the field.
 */
export function importRecipe(source: { url: string } | { text: string }) {
  return request<RecipeImportDraft>({
    url: '/recipes/import',
    method: 'POST',
    data: source,
    quiet: true,
  })
}
