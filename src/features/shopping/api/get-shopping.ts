import type { ShoppingList } from '@shared/shopping'
import { request } from '@/services/request'

/** What to buy for the plan from today to `to` (default the coming week), less the stock. */
export function getShopping(to?: string) {
  return request<ShoppingList>({ url: to ? `/shopping?to=${to}` : '/shopping' })
}
