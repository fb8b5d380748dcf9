import { useCallback, useEffect, useRef, useState } from 'react'
import type { FoodRecordDetail } from '@shared/records'
import { isOffline } from '@/services/offline'
import { RequestError } from '@/services/request'
import { getOrder } from '../api/get-order'

export type OrderStatus = 'loading' | 'ready' | 'notFound' | 'error' | 'offline'

/**
 * One food record. `reload` fetches it again while the last answer stays on screen (after an
 * action, or when the settle popup's plan must be looked at again).
 */
export function useOrder(id: number) {
  const [detail, setDetail] = useState<FoodRecordDetail | null>(null)
  const [status, setStatus] = useState<OrderStatus>('loading')
  const generation = useRef(0)

  const load = useCallback(
    (quiet: boolean) => {
      generation.current += 1
      const gen = generation.current
      if (!quiet) setStatus('loading')
      return getOrder(id).then(
        (answer) => {
          if (gen !== generation.current) return
          setDetail(answer)
          setStatus('ready')
        },
        (error: unknown) => {
          if (gen !== generation.current || quiet) return
          if (error instanceof RequestError && error.statusCode === 404) setStatus('notFound')
          else setStatus(isOffline(error) ? 'offline' : 'error')
        },
      )
    },
    [id],
  )

  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0) setStatus('notFound')
    else void load(false)
    return () => {
      generation.current += 1
    }
  }, [id, load])

  const retry = useCallback(() => void load(false), [load])
  const reload = useCallback(() => load(true), [load])

  return { detail, status, retry, reload }
}
