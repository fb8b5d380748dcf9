import type { StockItem, StockMovementInput } from '@shared/kitchen'
import { request } from '@/services/request'

/** Puts in (delta > 0) or takes out (delta < 0); a 409 when it would go below zero. */
export function addMovement(id: number, body: StockMovementInput) {
  return request<StockItem>({ url: `/stock/${id}/movements`, method: 'POST', data: body })
}
