import type { CartAddRequest, CartItem } from '@shared/records'
import { request } from '@/services/request'

/** Plans a dish for a meal today; the same dish and meal again adds servings (capped at 20). */
export function addToCart(body: CartAddRequest) {
  return request<CartItem>({ url: '/cart', method: 'POST', data: body })
}
