import type { CartAddManyRequest, CartItem } from '@shared/records'
import { request } from '@/services/request'

/** Plans a whole menu at once (today-eat's "add all"): every dish or none. */
export function addMenuToCart(body: CartAddManyRequest) {
  return request<CartItem[]>({ url: '/cart/batch', method: 'POST', data: body })
}
