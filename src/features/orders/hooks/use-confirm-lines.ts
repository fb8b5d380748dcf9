import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { CartItem } from '@shared/records'
import { isOffline } from '@/services/offline'

export type LinesStatus = 'loading' | 'ready' | 'error' | 'offline'

/** `1,2,3` (or `1%2C2%2C3` where a platform leaves it encoded) as distinct positive ids. */
export function parseIds(value: string | undefined): number[] {
  let text = value ?? ''
  if (text.includes('%')) {
    try {
      text = decodeURIComponent(text)
    } catch {
      return []
    }
  }
  const ids = text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0)
  return [...new Set(ids)]
}

/** Today's plan, as the cart feature fetches it (the page hands its call over). */
export type LoadCart = () => Promise<CartItem[]>

/**
 * The cart lines the confirm screen was opened for, fetched again (they may have changed since):
 * the ones still planned, in the order asked, and how many are gone.
 */
export function useConfirmLines(ids: number[], loadCart: LoadCart) {
  const [cart, setCart] = useState<CartItem[] | null>(null)
  const [status, setStatus] = useState<LinesStatus>('loading')
  const generation = useRef(0)
  const fetchCart = useRef(loadCart)
  fetchCart.current = loadCart

  const load = useCallback(() => {
    generation.current += 1
    const gen = generation.current
    setStatus('loading')
    fetchCart.current().then(
      (answer) => {
        if (gen !== generation.current) return
        setCart(answer)
        setStatus('ready')
      },
      (error: unknown) => {
        if (gen === generation.current) setStatus(isOffline(error) ? 'offline' : 'error')
      },
    )
  }, [])

  useEffect(() => {
    load()
    return () => {
      generation.current += 1
    }
  }, [load])

  const lines = useMemo(() => {
    const byId = new Map((cart ?? []).map((line) => [line.id, line]))
    return ids.flatMap((id) => byId.get(id) ?? [])
  }, [cart, ids])

  return { lines, missing: cart ? ids.length - lines.length : 0, status, retry: load }
}
