import type { ShoppingCheckResult, ShoppingItemId } from '@shared/shopping'
import { request } from '@/services/request'

/** Ticks or unticks any item: a manual one by its row id, a computed one by its key. */
export function checkShoppingItem(id: ShoppingItemId, checked: boolean) {
  return request<ShoppingCheckResult>({
    url: `/shopping/items/${encodeURIComponent(String(id))}`,
    method: 'PUT',
    data: { checked },
  })
}
