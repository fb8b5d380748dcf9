import { EXPIRING_DAYS, type StockStatus, type StockSummary } from '../../../types/kitchen'
import { daysBetween } from '../lib/kitchen-day'

export interface StatusInput {
  quantityMilli: number
  minQuantityMilli: number
  bestBefore: string | null
}

/**
 * An item's status on the kitchen's `today` (SPEC §5). `out` comes first: with nothing left there
 * is nothing to throw away, only something to buy. Then the date (expired, expiring within
 * EXPIRING_DAYS, today included), then the minimum.
 */
export function statusOf(
  item: StatusInput,
  today: string,
): { status: StockStatus; daysLeft: number | null } {
  const daysLeft = item.bestBefore === null ? null : daysBetween(today, item.bestBefore)
  let status: StockStatus
  if (item.quantityMilli === 0) status = 'out'
  else if (daysLeft !== null && daysLeft < 0) status = 'expired'
  else if (daysLeft !== null && daysLeft <= EXPIRING_DAYS) status = 'expiring'
  else if (item.quantityMilli <= item.minQuantityMilli) status = 'low'
  else status = 'ok'
  return { status, daysLeft }
}

/**
 * How much each status weighs against the kitchen's health. The score is the weighted share of
 * items that are ok:
 *
 *   score = round(100 × ok / (ok + low + out + 2 × expiring + 4 × expired))
 *
 * so an empty or all-ok kitchen scores 100, a kitchen with nothing ok scores 0, and one expired
 * item pulls the score down as much as four low ones: food going off matters most, then food
 * about to go off, then gaps to restock.
 */
export const STATUS_WEIGHT: Record<StockStatus, number> = {
  ok: 1,
  low: 1,
  out: 1,
  expiring: 2,
  expired: 4,
}

export function scoreOf(counts: Omit<StockSummary, 'score'>): number {
  const weighted = (Object.keys(STATUS_WEIGHT) as StockStatus[]).reduce(
    (sum, status) => sum + STATUS_WEIGHT[status] * counts[status],
    0,
  )
  return weighted === 0 ? 100 : Math.round((100 * counts.ok) / weighted)
}

/** The summary of a kitchen from its items' statuses. */
export function summarize(statuses: Iterable<StockStatus>): StockSummary {
  const counts = { expired: 0, expiring: 0, low: 0, out: 0, ok: 0 }
  for (const status of statuses) counts[status] += 1
  return { score: scoreOf(counts), ...counts }
}
