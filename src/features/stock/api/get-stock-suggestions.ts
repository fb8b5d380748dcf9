import type { StockSuggestion } from '@shared/kitchen'
import { request } from '@/services/request'

/** Up to 10 dishes that use what goes off soonest. Quiet: the list is a bonus, not the screen. */
export function getStockSuggestions() {
  return request<StockSuggestion[]>({ url: '/stock/suggestions', quiet: true })
}
