import { useCallback, useEffect, useRef, useState } from 'react'
import type { StockLocation } from '@shared/kitchen'
import type { PutAwayResult, ShoppingItem, ShoppingList } from '@shared/shopping'
import { isOffline } from '@/services/offline'
import { addDays, localToday } from '@/services/plan-days'
import { randomHex } from '@/services/random-hex'
import { addShoppingItem } from '../api/add-shopping-item'
import { checkShoppingItem } from '../api/check-shopping-item'
import { getShopping } from '../api/get-shopping'
import { putAway as sendPutAway } from '../api/put-away'
import { removeShoppingItem } from '../api/remove-shopping-item'
import { parseItemText } from '../list-text'

export type ShoppingRange = 'today' | 'three' | 'week'
export const RANGES: readonly ShoppingRange[] = ['today', 'three', 'week']
const DAYS: Record<ShoppingRange, number> = { today: 1, three: 3, week: 7 }

export type ShoppingStatus = 'loading' | 'ready' | 'error' | 'offline'

/**
 * The kitchen's shopping list for a range of days from today. Ticks and removals show at once
 * and are undone when the server refuses them (the request layer has said why); a reload keeps
 * the list shown until its answer arrives.
 */
export function useShopping() {
  const [range, setRange] = useState<ShoppingRange>('week')
  const [list, setList] = useState<ShoppingList | null>(null)
  const [status, setStatus] = useState<ShoppingStatus>('loading')
  const generation = useRef(0)
  // The kitchen's today, once an answer has said it.
  const today = useRef<string | null>(null)
  // A put-away's key, kept until it succeeds: a retry after a lost answer adds nothing twice.
  const putAwayKey = useRef<string | null>(null)

  const toOf = useCallback((which: ShoppingRange) => {
    if (which === 'week' && !today.current) return undefined
    return addDays(today.current ?? localToday(), DAYS[which] - 1)
  }, [])

  const load = useCallback(() => {
    generation.current += 1
    const gen = generation.current
    return getShopping(toOf(range)).then(
      (answer) => {
        if (gen !== generation.current) return
        today.current = answer.from
        setList(answer)
        setStatus('ready')
      },
      (error: unknown) => {
        if (gen !== generation.current) return
        setStatus((was) => (was === 'ready' ? 'ready' : isOffline(error) ? 'offline' : 'error'))
      },
    )
  }, [range, toOf])

  useEffect(() => {
    void load()
    return () => {
      generation.current += 1
    }
  }, [load])

  const changeRange = (next: ShoppingRange) => {
    if (next === range) return
    setStatus('loading')
    setList(null)
    setRange(next)
  }

  const patchItem = (id: ShoppingItem['id'], change: Partial<ShoppingItem>) =>
    setList(
      (shown) =>
        shown && {
          ...shown,
          items: shown.items.map((item) => (item.id === id ? { ...item, ...change } : item)),
        },
    )

  const tick = (item: ShoppingItem) => {
    const checked = !item.checked
    patchItem(item.id, { checked })
    checkShoppingItem(item.id, checked).catch(() => patchItem(item.id, { checked: item.checked }))
  }

  /** Takes an item off at once; resolves true once the server has too. */
  const remove = async (item: ShoppingItem) => {
    const at = list?.items.findIndex((one) => one.id === item.id) ?? -1
    setList(
      (shown) => shown && { ...shown, items: shown.items.filter((one) => one.id !== item.id) },
    )
    try {
      await removeShoppingItem(item.id, toOf(range))
      return true
    } catch {
      setList((shown) => {
        if (!shown || shown.items.some((one) => one.id === item.id)) return shown
        const items = [...shown.items]
        items.splice(Math.max(0, Math.min(at, items.length)), 0, item)
        return { ...shown, items }
      })
      return false
    }
  }

  /** Adds what was typed; resolves true once it is on the list. */
  const add = async (text: string) => {
    const input = parseItemText(text)
    if (!input) return false
    try {
      const item = await addShoppingItem(input)
      setList((shown) => shown && { ...shown, items: [...shown.items, item] })
      return true
    } catch {
      return false
    }
  }

  /** Puts the ticked items away into `location`; resolves the stock items filled, or null. */
  const putAway = async (location: StockLocation): Promise<PutAwayResult | null> => {
    const ticked = list?.items.filter((item) => item.checked) ?? []
    if (!list || ticked.length === 0) return null
    putAwayKey.current ??= `put-${randomHex(12)}`
    try {
      const filled = await sendPutAway({
        itemIds: ticked.map((item) => item.id),
        location,
        idempotencyKey: putAwayKey.current,
        from: list.from,
        to: list.to,
      })
      putAwayKey.current = null
      const gone = new Set(ticked.map((item) => item.id))
      setList((shown) => shown && { ...shown, items: shown.items.filter((i) => !gone.has(i.id)) })
      void load()
      return filled
    } catch {
      return null
    }
  }

  return { range, changeRange, list, status, reload: load, tick, remove, add, putAway }
}

export type Shopping = ReturnType<typeof useShopping>
