import type { Paged } from '@shared/api'
import type { RecipeSummary } from '@shared/recipes'
import { usePagedList } from '@/components/load-more/use-paged-list'
import { takeEarlyFeed } from '../api/early-feed'
import { FEED_PAGE_SIZE, getRecommendedRecipes } from '../api/get-recommended-recipes'

/** Home's endless "recommended" feed; its first page may already be on its way (early-feed). */
export function useRecommendedFeed() {
  return usePagedList<RecipeSummary, Paged<RecipeSummary>>(
    (page) => (page === 1 && takeEarlyFeed()) || getRecommendedRecipes(page, FEED_PAGE_SIZE),
    'recommended',
  )
}

export type RecommendedFeed = ReturnType<typeof useRecommendedFeed>
