import { useCallback, useEffect, useRef, useState } from 'react'
import type { CartItem, Meal } from '@shared/records'
import { keepAhead } from '@/services/kept-dishes'
import { isOffline } from '@/services/offline'
import { addToCart } from '../api/add-to-cart'
import { getCart } from '../api/get-cart'
import { removeCartItem } from '../api/remove-cart-item'
import { updateCartItem } from '../api/update-cart-item'

export type CartStatus = 'loading' | 'ready' | 'error' | 'offline'

/**
 * One day of the kitchen's plan as the cart tab shows it (`date` undefined: the kitchen's
 * today). Servings, moves and removals show at once and are undone when the server refuses them
 * (the request layer has said why); a reload keeps the lines shown until its answer arrives,
 * unless the day changed.
 */
export function useCart(date: string | undefined) {
  const [items, setItems] = useState<CartItem[]>([])
  const [status, setStatus] = useState<CartStatus>('loading')
  const current = useRef(items)
  current.current = items
  // What the server last said each line's servings are, to roll a refused change back to.
  const confirmed = useRef(new Map<number, number>())
  // The newest servings change per line: only its answer may touch the line.
  const latest = useRef(new Map<number, number>())
  const generation = useRef(0)

  const shownDate = useRef(date)

  const load = useCallback(() => {
    generation.current += 1
    const gen = generation.current
    if (shownDate.current !== date) {
      // Another day: its lines are not these.
      shownDate.current = date
      current.current = []
      setItems([])
    }
    if (current.current.length === 0) setStatus('loading')
    const call = getCart(date)
    return call.then(
      (answer) => {
        if (gen !== generation.current) return
        confirmed.current = new Map(answer.map((line) => [line.id, line.servings]))
        setItems(answer)
        setStatus('ready')
        // Planned dishes open in the kitchen without a network.
        void keepAhead(answer.map((line) => line.recipe.id))
      },
      (error: unknown) => {
        if (gen !== generation.current) return
        // A failed refresh keeps what is shown.
        setStatus((was) =>
          was === 'ready' && current.current.length > 0
            ? 'ready'
            : isOffline(error)
              ? 'offline'
              : 'error',
        )
      },
    )
  }, [date])

  useEffect(() => {
    void load()
    return () => {
      generation.current += 1
    }
  }, [load])

  const patch = (id: number, change: Partial<CartItem>) =>
    setItems((lines) => lines.map((line) => (line.id === id ? { ...line, ...change } : line)))

  const setServings = useCallback((id: number, servings: number) => {
    const token = (latest.current.get(id) ?? 0) + 1
    latest.current.set(id, token)
    patch(id, { servings })
    updateCartItem(id, { servings }).then(
      (answer) => {
        confirmed.current.set(id, answer.servings)
        if (latest.current.get(id) === token) patch(id, { servings: answer.servings })
      },
      () => {
        const before = confirmed.current.get(id)
        if (latest.current.get(id) === token && before !== undefined)
          patch(id, { servings: before })
      },
    )
  }, [])

  /** Takes a line out at once; resolves true once the server has removed it too. */
  const remove = useCallback(async (line: CartItem) => {
    const at = current.current.findIndex((item) => item.id === line.id)
    if (at < 0) return false
    setItems((lines) => lines.filter((item) => item.id !== line.id))
    try {
      await removeCartItem(line.id)
      return true
    } catch {
      setItems((lines) => {
        if (lines.some((item) => item.id === line.id)) return lines
        const next = [...lines]
        next.splice(Math.min(at, next.length), 0, line)
        return next
      })
      return false
    }
  }, [])

  /** Plans a removed line again (undo): a new line with the same dish, servings and meal. */
  const restore = useCallback(async (line: CartItem, at: number) => {
    try {
      const answer = await addToCart({
        recipeId: line.recipe.id,
        servings: line.servings,
        meal: line.meal,
        date: line.date,
      })
      confirmed.current.set(answer.id, answer.servings)
      setItems((lines) => {
        const rest = lines.filter((item) => item.id !== answer.id)
        rest.splice(Math.min(at, rest.length), 0, answer)
        return rest
      })
      return answer
    } catch {
      return null
    }
  }, [])

  /**
   * Moves a line to another day or meal. It leaves the day shown at once (or changes meal in
   * place); refused, it comes back. Resolves the line as the server has it now (another line
   * when it merged into the same dish there), or null.
   */
  const move = useCallback(async (line: CartItem, to: { date: string; meal: Meal }) => {
    const at = current.current.findIndex((item) => item.id === line.id)
    if (at < 0) return null
    const leaves = to.date !== line.date
    setItems((lines) =>
      leaves
        ? lines.filter((item) => item.id !== line.id)
        : lines.map((item) => (item.id === line.id ? { ...item, meal: to.meal } : item)),
    )
    try {
      const answer = await updateCartItem(line.id, { date: to.date, meal: to.meal })
      // Merged into another line of the same dish and meal on this day: show that one.
      if (!leaves && answer.id !== line.id) {
        setItems((lines) =>
          lines
            .filter((item) => item.id !== line.id)
            .map((item) => (item.id === answer.id ? answer : item)),
        )
      }
      return answer
    } catch {
      setItems((lines) => {
        const rest = lines.filter((item) => item.id !== line.id)
        rest.splice(Math.min(at, rest.length), 0, line)
        return rest
      })
      return null
    }
  }, [])

  return { items, status, date, reload: load, setServings, remove, restore, move }
}

export type Cart = ReturnType<typeof useCart>
