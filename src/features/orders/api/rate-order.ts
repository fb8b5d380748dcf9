import type { FoodRecord, RatingRequest } from '@shared/records'
import { request } from '@/services/request'

/** Rates a cooked record (again, when it was rated before). */
export function rateOrder(id: number, body: RatingRequest) {
  return request<FoodRecord>({ url: `/orders/${id}/rating`, method: 'PUT', data: body })
}
