import type { CartItem, CartPatch } from '@shared/records'
import { request } from '@/services/request'

export function updateCartItem(id: number, patch: CartPatch) {
  return request<CartItem>({ url: `/cart/${id}`, method: 'PUT', data: patch })
}
