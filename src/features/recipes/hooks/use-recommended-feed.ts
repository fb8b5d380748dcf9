import type { Paged } from '@shared/api'
import type { RecipeSummary } from '@shared/recipes'
import { usePagedList } from '@/components/load-more/use-paged-list'
import { getRecommendedRecipes } from '../api/get-recommended-recipes'

export const FEED_PAGE_SIZE = 10

/** Home's endless "recommended" feed. */
export function useRecommendedFeed() {
  return usePagedList<RecipeSummary, Paged<RecipeSummary>>(
    (page) => getRecommendedRecipes(page, FEED_PAGE_SIZE),
    'recommended',
  )
}

export type RecommendedFeed = ReturnType<typeof useRecommendedFeed>
