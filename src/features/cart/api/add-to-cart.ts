import type { CartAddRequest, CartItem } from '@shared/records'
import { request } from '@/services/request'

/** Plans a dish for a meal of a day (default today); the same dish, meal and day adds servings. */
export function addToCart(body: CartAddRequest) {
  return request<CartItem>({ url: '/cart', method: 'POST', data: body })
}
