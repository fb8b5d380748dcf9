import type { ShoppingItemId } from '@shared/shopping'
import { request } from '@/services/request'

/** Removes a manual item, or hides a computed one of the list up to `to` until the plan changes. */
export function removeShoppingItem(id: ShoppingItemId, to?: string) {
  const path = `/shopping/items/${encodeURIComponent(String(id))}`
  return request<null>({ url: to ? `${path}?to=${to}` : path, method: 'DELETE' })
}
