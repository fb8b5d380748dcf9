import type { StockItem, StockPage, StockStatus } from '../../../types/kitchen'
import type { StockItemRow } from '../db/schema-kitchen'
import type { PagedStockQuery } from './schemas'
import { summarize } from './status'
import { toStockItem } from './view'

/** What needs attention first: food going off, then gaps to fill, then the rest. */
const STATUS_ORDER: Record<StockStatus, number> = {
  expired: 0,
  expiring: 1,
  out: 2,
  low: 3,
  ok: 4,
}

/**
 * Within a status, the soonest best-before first (items that keep last), then the newest.
 * The order is total (ids are unique), so pages never repeat or skip an item.
 */
function byAttention(a: StockItem, b: StockItem): number {
  const status = STATUS_ORDER[a.status] - STATUS_ORDER[b.status]
  if (status !== 0) return status
  if (a.bestBefore !== b.bestBefore) {
    if (a.bestBefore === null) return 1
    if (b.bestBefore === null) return -1
    return a.bestBefore < b.bestBefore ? -1 : 1
  }
  return b.id - a.id
}

/**
 * One page of a kitchen's stock with the summary of the whole kitchen. Statuses depend on the
 * kitchen's today, not on anything stored, so the filter and the order run over every item
 * here; a household's stock is tens or hundreds of rows, read in one query.
 */
export function listStock(
  rows: readonly StockItemRow[],
  today: string,
  query: PagedStockQuery,
): StockPage {
  const items = rows.map((row) => toStockItem(row, today))
  const summary = summarize(items.map((item) => item.status))
  const matching = items
    .filter((item) => query.location === undefined || item.location === query.location)
    .filter((item) => query.status === undefined || item.status === query.status)
    .sort(byAttention)
  const start = (query.page - 1) * query.pageSize
  return {
    list: matching.slice(start, start + query.pageSize),
    total: matching.length,
    page: query.page,
    pageSize: query.pageSize,
    summary,
  }
}
