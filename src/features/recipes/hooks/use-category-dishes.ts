import type { Paged } from '@shared/api'
import type { RecipeSort, RecipeSummary } from '@shared/recipes'
import { usePagedList } from '@/components/load-more/use-paged-list'
import { getRecipes } from '../api/get-recipes'

export const CATEGORY_PAGE_SIZE = 20

/** One category's dishes in the chosen order; starts over when either changes. */
export function useCategoryDishes(categoryId: number | null, sort: RecipeSort) {
  return usePagedList<RecipeSummary, Paged<RecipeSummary>>(
    (page) =>
      getRecipes({ categoryId: categoryId ?? undefined, sort, page, pageSize: CATEGORY_PAGE_SIZE }),
    `${categoryId}:${sort}`,
    categoryId !== null,
  )
}
