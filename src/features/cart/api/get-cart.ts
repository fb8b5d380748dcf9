import type { CartItem } from '@shared/records'
import { request } from '@/services/request'

/** One day of the kitchen's plan (default its today): every line, by meal, as added. */
export function getCart(date?: string) {
  return request<CartItem[]>({ url: date ? `/cart?date=${date}` : '/cart' })
}
