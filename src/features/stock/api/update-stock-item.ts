import type { StockItem, StockItemPatch } from '@shared/kitchen'
import { request } from '@/services/request'

/** Only the changed fields; a new quantity is written as an `adjust` movement by the server. */
export function updateStockItem(id: number, body: StockItemPatch) {
  return request<StockItem>({ url: `/stock/${id}`, method: 'PUT', data: body })
}
