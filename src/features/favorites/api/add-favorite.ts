import type { FavoriteResult } from '@shared/records'
import { request } from '@/services/request'

/** Favouriting a dish twice answers the same id. */
export function addFavorite(recipeId: number) {
  return request<FavoriteResult>({ url: '/favorites', method: 'POST', data: { recipeId } })
}
