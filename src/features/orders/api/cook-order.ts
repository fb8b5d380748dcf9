import type { CookRequest, FoodRecord } from '@shared/records'
import { request } from '@/services/request'

/**
 * Marks a planned record cooked, taking its ingredients from stock when asked, with the optional
 * lines and amounts the cook ticked (409 if the stock changed under the plan).
 */
export function cookOrder(id: number, data: CookRequest) {
  return request<FoodRecord>({ url: `/orders/${id}/cook`, method: 'POST', data })
}
