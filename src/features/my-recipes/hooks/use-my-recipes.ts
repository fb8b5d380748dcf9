import type { OwnRecipePage, OwnRecipeSummary } from '@shared/my-recipes'
import { usePagedList } from '@/components/load-more/use-paged-list'
import { getMyRecipes } from '../api/get-my-recipes'

export const MY_RECIPES_PAGE_SIZE = 20

/** The caller's own recipes and their kitchen's shared ones, page by page. */
export function useMyRecipes() {
  return usePagedList<OwnRecipeSummary, OwnRecipePage>(
    (page) => getMyRecipes(page, MY_RECIPES_PAGE_SIZE),
    'my-recipes',
  )
}
