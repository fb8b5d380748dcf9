import type { Paged } from '@shared/api'
import type { RecipeSummary } from '@shared/recipes'
import type { Pending } from '@/services/request'

/**
 * Mini-programs download the whole package before the app starts: home asks for its feed when
 * it mounts, nothing is fetched ahead (the H5 fork starts it at launch).
 */
export function startEarlyFeed(): void {}

export function takeEarlyFeed(): Pending<Paged<RecipeSummary>> | undefined {
  return undefined
}
