import { useCallback, useEffect, useRef, useState } from 'react'
import type { CartItem } from '@shared/records'
import { keepAhead } from '@/services/kept-dishes'
import { isOffline } from '@/services/offline'
import { addToCart } from '../api/add-to-cart'
import { getCart } from '../api/get-cart'
import { removeCartItem } from '../api/remove-cart-item'
import { updateCartItem } from '../api/update-cart-item'

export type CartStatus = 'loading' | 'ready' | 'error' | 'offline'

/**
 * Today's plan as the cart tab shows it. Servings and removals show at once and are undone when
 * the server refuses them (the request layer has said why); a reload keeps the lines shown
 * until its answer arrives.
 */
export function useCart() {
  const [items, setItems] = useState<CartItem[]>([])
  const [status, setStatus] = useState<CartStatus>('loading')
  const current = useRef(items)
  current.current = items
  // What the server last said each line's servings are, to roll a refused change back to.
  const confirmed = useRef(new Map<number, number>())
  // The newest servings change per line: only its answer may touch the line.
  const latest = useRef(new Map<number, number>())
  const generation = useRef(0)

  const load = useCallback(() => {
    generation.current += 1
    const gen = generation.current
    if (current.current.length === 0) setStatus('loading')
    const call = getCart()
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
  }, [])

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

  return { items, status, reload: load, setServings, remove, restore }
}

export type Cart = ReturnType<typeof useCart>
