import type { Paged } from '@shared/api'
import type { Favorite } from '@shared/records'
import { withQuery } from '@/services/query-string'
import { request } from '@/services/request'

/** One page of the caller's favourites, newest first. */
export function getFavorites(page: number, pageSize = 20) {
  return request<Paged<Favorite>>({ url: withQuery('/favorites', { page, pageSize }) })
}
