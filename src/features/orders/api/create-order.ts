import type { FoodRecord, OrderCreateRequest } from '@shared/records'
import { request } from '@/services/request'

/** Confirms cart lines as a planned food record; the same idempotency key answers the same one. */
export function createOrder(body: OrderCreateRequest) {
  return request<FoodRecord>({ url: '/orders', method: 'POST', data: body })
}
