import type { FoodRecord } from '@shared/records'
import { request } from '@/services/request'

export function cancelOrder(id: number) {
  return request<FoodRecord>({ url: `/orders/${id}/cancel`, method: 'POST' })
}
