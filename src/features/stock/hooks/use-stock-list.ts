import type {
  StockItem,
  StockLocation,
  StockPage,
  StockStatus,
  StockSummary,
} from '@shared/kitchen'
import { useCallback, useState } from 'react'
import { usePagedList } from '@/components/load-more/use-paged-list'
import { isOffline } from '@/services/offline'
import { getStock } from '../api/get-stock'

export const STOCK_PAGE_SIZE = 20

export interface StockFilters {
  location: StockLocation | null
  status: StockStatus | null
}

/**
 * The kitchen's items for the chosen filters, page by page, and the health of the whole kitchen
 * (every answer carries it; it stays on screen while a new filter loads). `offline` tells a
 * failure that never reached the server from one the server answered.
 */
export function useStockList(filters: StockFilters) {
  const [summary, setSummary] = useState<StockSummary | null>(null)
  const [offline, setOffline] = useState(false)
  const { location, status } = filters

  const fetchPage = useCallback(
    (page: number) => {
      const call = getStock({
        location: location ?? undefined,
        status: status ?? undefined,
        page,
        pageSize: STOCK_PAGE_SIZE,
      })
      call.then(
        (answer) => {
          setSummary(answer.summary)
          setOffline(false)
        },
        (error: unknown) => setOffline(isOffline(error)),
      )
      return call
    },
    [location, status],
  )

  const list = usePagedList<StockItem, StockPage>(fetchPage, `${location}|${status}`)
  return { ...list, summary, offline }
}

export type StockList = ReturnType<typeof useStockList>

/** Items in the whole kitchen, from its summary. */
export function itemCount(summary: StockSummary): number {
  return summary.expired + summary.expiring + summary.low + summary.out + summary.ok
}
