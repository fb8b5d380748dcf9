import { request } from '@/services/request'

export function removeFavorite(id: number) {
  return request<null>({ url: `/favorites/${id}`, method: 'DELETE' })
}
