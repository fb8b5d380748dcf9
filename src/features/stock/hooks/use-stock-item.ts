import type { StockItemDetail } from '@shared/kitchen'
import { useCallback, useEffect, useRef, useState } from 'react'
import { isOffline } from '@/services/offline'
import { RequestError } from '@/services/request'
import { getStockItem } from '../api/get-stock-item'

export type ItemStatus = 'loading' | 'ready' | 'error' | 'offline' | 'notFound'

/** One stock item with its movements and dishes; `reload` keeps it on screen while it asks. */
export function useStockItem(id: number) {
  const [item, setItem] = useState<StockItemDetail | null>(null)
  const [status, setStatus] = useState<ItemStatus>('loading')
  const generation = useRef(0)

  const load = useCallback(
    (keep: boolean) => {
      generation.current += 1
      const gen = generation.current
      if (!keep) setStatus('loading')
      const call = getStockItem(id)
      call.then(
        (answer) => {
          if (gen !== generation.current) return
          setItem(answer)
          setStatus('ready')
        },
        (error: unknown) => {
          if (gen !== generation.current || keep) return
          const missing = error instanceof RequestError && error.statusCode === 404
          setStatus(missing ? 'notFound' : isOffline(error) ? 'offline' : 'error')
        },
      )
      return call
    },
    [id],
  )

  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0) {
      setStatus('notFound')
      return undefined
    }
    const call = load(false)
    return () => {
      generation.current += 1
      call.abort()
    }
  }, [id, load])

  return {
    item,
    status,
    retry: () => void load(false).catch(() => undefined),
    reload: () =>
      load(true).then(
        () => undefined,
        () => undefined,
      ),
  }
}
