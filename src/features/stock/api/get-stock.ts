import type { StockPage, StockQuery } from '@shared/kitchen'
import { withQuery } from '@/services/query-string'
import { request } from '@/services/request'

/** One page of the kitchen's items (filtered) and the health of the whole kitchen. */
export function getStock({ location, status, page, pageSize }: StockQuery) {
  return request<StockPage>({ url: withQuery('/stock', { location, status, page, pageSize }) })
}
