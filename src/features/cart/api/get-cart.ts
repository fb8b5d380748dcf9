import type { CartItem } from '@shared/records'
import { request } from '@/services/request'

/** Today's plan: every line of the caller's cart (at most CART_MAX), oldest first. */
export function getCart() {
  return request<CartItem[]>({ url: '/cart' })
}
