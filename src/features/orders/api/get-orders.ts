import type { Paged } from '@shared/api'
import type { FoodRecord, RecordStatus } from '@shared/records'
import { withQuery } from '@/services/query-string'
import { request } from '@/services/request'

/** One page of food records, newest first; all statuses when `status` is left out. */
export function getOrders(status: RecordStatus | null, page: number, pageSize = 20) {
  return request<Paged<FoodRecord>>({
    url: withQuery('/orders', { status, page, pageSize }),
  })
}
