import { useEffect, useMemo, useRef } from 'react'
import { swallowNextTap } from './swallow-tap'

/** SPEC §3: a press this long, moving no further than LONG_PRESS_TOLERANCE, is a long press. */
export const LONG_PRESS_MS = 350
export const LONG_PRESS_TOLERANCE = 10

interface Point {
  clientX: number
  clientY: number
}

/** Taro types View touch handlers with its base event; the touch lists are there at run time. */
interface TouchLike {
  touches?: ArrayLike<Point>
  changedTouches?: ArrayLike<Point>
  preventDefault?: () => void
}

function pointOf(event: TouchLike): { x: number; y: number } | undefined {
  const touch = event.touches?.[0] ?? event.changedTouches?.[0]
  return touch && { x: touch.clientX, y: touch.clientY }
}

export interface LongPress {
  /** Spread on the element: `<View {...press.handlers} onClick={press.click(open)}>`. */
  handlers: {
    onTouchStart: (event: TouchLike) => void
    onTouchMove: (event: TouchLike) => void
    onTouchEnd: (event?: TouchLike) => void
    onTouchCancel: () => void
  }
  /** Wraps a tap handler so the tap that ends a long press does not also count as a tap. */
  click: (onTap?: () => void) => () => void
}

/**
 * A long press drawn from touch events, the same on H5 and the mini-programs (their own
 * `longpress` event has no movement tolerance, and H5 has none). Used by every list whose rows
 * offer quick actions (stock, today's plan, favourites). A finger that moves more than the
 * tolerance is scrolling, not pressing.
 */
export function useLongPress(onLongPress: () => void): LongPress {
  const callback = useRef(onLongPress)
  callback.current = onLongPress
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const start = useRef<{ x: number; y: number } | null>(null)
  /** A long press fired during the current touch. */
  const fired = useRef(false)
  /** The row's own next tap is to be dropped (mini-programs; H5 drops it window-wide). */
  const dropTap = useRef(false)

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )

  return useMemo(() => {
    const cancel = () => {
      if (timer.current) clearTimeout(timer.current)
      timer.current = null
      start.current = null
    }
    return {
      handlers: {
        onTouchStart: (event: TouchLike) => {
          cancel()
          fired.current = false
          dropTap.current = false
          start.current = pointOf(event) ?? null
          timer.current = setTimeout(() => {
            timer.current = null
            fired.current = true
            // Before the callback, which may remove the row from under the finger.
            dropTap.current = !swallowNextTap()
            callback.current()
          }, LONG_PRESS_MS)
        },
        onTouchMove: (event: TouchLike) => {
          const from = start.current
          const to = pointOf(event)
          if (!from || !to) return
          if (Math.hypot(to.x - from.x, to.y - from.y) > LONG_PRESS_TOLERANCE) cancel()
        },
        onTouchEnd: (event?: TouchLike) => {
          // The browser would turn the lifted finger into a click on whatever now lies under
          // it: the sheet the long press just opened (H5). Mini-programs tap the row itself,
          // which click() swallows.
          if (fired.current) event?.preventDefault?.()
          cancel()
        },
        onTouchCancel: cancel,
      },
      click: (onTap?: () => void) => () => {
        if (dropTap.current) {
          dropTap.current = false
          return
        }
        onTap?.()
      },
    }
  }, [])
}
