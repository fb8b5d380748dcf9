import type { HotSearch } from '@shared/recipes'
import { request } from '@/services/request'

/** The most searched terms. */
export function getHotSearches() {
  return request<HotSearch[]>({ url: '/search/hot' })
}
