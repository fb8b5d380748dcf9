import type { StockItem, StockPage, StockStatus } from '../../../types/kitchen'
import type { StockItemRow } from '../db/schema-kitchen'
import { pageJson } from '../lib/json-text'
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

interface Sorted {
  today: string
  /** Every item, in the order of attention. */
  items: StockItem[]
  /** Each item's JSON text, in the same order. */
  texts: string[]
  summary: StockPage['summary']
}

/** The last sorting of each kept row set (see the stock repository's `all`), per day. */
const sortings = new WeakMap<readonly StockItemRow[], Sorted>()

function sorted(rows: readonly StockItemRow[], today: string): Sorted {
  const kept = sortings.get(rows)
  if (kept?.today === today) return kept
  const items = rows.map((row) => toStockItem(row, today)).sort(byAttention)
  const texts = items.map((item) => JSON.stringify(item))
  const fresh = { today, items, texts, summary: summarize(items.map((item) => item.status)) }
  sortings.set(rows, fresh)
  return fresh
}

/**
 * One page of a kitchen's stock with the summary of the whole kitchen, as JSON text. Statuses
 * depend on the kitchen's today, not on anything stored, so the filter and the order run over
 * every item here; a household's stock is tens or hundreds of rows, read in one query, and
 * sorted and written out again only when they or the day change.
 */
export function stockPageJson(
  rows: readonly StockItemRow[],
  today: string,
  query: PagedStockQuery,
): string {
  const { items, texts, summary } = sorted(rows, today)
  const matching: string[] = []
  items.forEach((item, i) => {
    const wanted =
      (query.location === undefined || item.location === query.location) &&
      (query.status === undefined || item.status === query.status)
    if (wanted) matching.push(texts[i] as string)
  })
  const { page, pageSize } = query
  const start = (page - 1) * pageSize
  return pageJson(matching.slice(start, start + pageSize), {
    total: matching.length,
    page,
    pageSize,
    summary,
  })
}
