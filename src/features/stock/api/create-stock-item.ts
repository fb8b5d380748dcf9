import type { StockItem, StockItemInput } from '@shared/kitchen'
import { request } from '@/services/request'

export function createStockItem(body: StockItemInput) {
  return request<StockItem>({ url: '/stock', method: 'POST', data: body })
}
