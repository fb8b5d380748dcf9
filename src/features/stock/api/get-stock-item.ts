import type { StockItemDetail } from '@shared/kitchen'
import { request } from '@/services/request'

/** One item with its newest movements and the dishes that use it. */
export function getStockItem(id: number) {
  return request<StockItemDetail>({ url: `/stock/${id}` })
}
