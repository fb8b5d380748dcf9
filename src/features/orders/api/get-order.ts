import type { FoodRecordDetail } from '@shared/records'
import { request } from '@/services/request'

/** A record with what cooking it would take (`stockPlan`) or took (`taken`). */
export function getOrder(id: number) {
  return request<FoodRecordDetail>({ url: `/orders/${id}` })
}
