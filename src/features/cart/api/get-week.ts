import type { PlanWeek } from '@shared/records'
import { request } from '@/services/request'

/** Seven days of the kitchen's plan from `from` (default its today), and past days with lines. */
export function getWeek(from?: string) {
  return request<PlanWeek>({ url: from ? `/cart/week?from=${from}` : '/cart/week' })
}
