import type { FoodRecord } from '@shared/records'
import { request } from '@/services/request'

/** Marks a planned record cooked, taking its ingredients from stock when asked (409 if short). */
export function cookOrder(id: number, consumeStock: boolean) {
  return request<FoodRecord>({ url: `/orders/${id}/cook`, method: 'POST', data: { consumeStock } })
}
