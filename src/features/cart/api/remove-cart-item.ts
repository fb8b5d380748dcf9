import { request } from '@/services/request'

export function removeCartItem(id: number) {
  return request<null>({ url: `/cart/${id}`, method: 'DELETE' })
}
