import type { Paged } from '@shared/api'
import type { RecipeSummary } from '@shared/recipes'
import { ROUTES } from '@/routes'
import { authHeaders, type Pending } from '@/services/request'
import { FEED_PAGE_SIZE, getRecommendedRecipes } from './get-recommended-recipes'

let early: { call: Pending<Paged<RecipeSummary>>; headers: string } | undefined

/**
 * H5 launch: when the address names home (or no page), asks for the feed's first page at once,
 * through the request layer as home itself would, instead of after home's code has arrived
 * and mounted (a round trip and the page's start-up later).
 */
export function startEarlyFeed(hash = window.location.hash): void {
  const route = hash.replace(/^#\/?/, '').split('?')[0] || ROUTES.home
  if (route !== ROUTES.home || early) return
  const call = getRecommendedRecipes(1, FEED_PAGE_SIZE)
  // Home takes it (and its failure) when it mounts; until then a failure is not unhandled.
  call.catch(() => undefined)
  early = { call, headers: JSON.stringify(authHeaders()) }
}

/**
 * Home's first page of the feed, once: the call started at launch, or nothing (home then asks
 * itself). A call sent with another locale or session than the current one is dropped.
 */
export function takeEarlyFeed(): Pending<Paged<RecipeSummary>> | undefined {
  const taken = early
  early = undefined
  if (!taken) return undefined
  if (taken.headers === JSON.stringify(authHeaders())) return taken.call
  taken.call.abort()
  return undefined
}
