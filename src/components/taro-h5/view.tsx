import { forwardRef, useLayoutEffect, useRef, type HTMLAttributes } from 'react'
import { ownAndForwarded } from './own-ref'

type TouchHandler = (event: TouchEvent) => void

/** Taro's View props that are not the DOM's: touches, long press, hover ones this app never sets. */
interface ViewProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onTouchStart' | 'onTouchMove' | 'onTouchEnd' | 'onTouchCancel'
> {
  onTouchStart?: TouchHandler
  onTouchMove?: TouchHandler
  onTouchEnd?: TouchHandler
  onTouchCancel?: TouchHandler
  onLongPress?: () => void
  catchMove?: boolean
  hoverClass?: string
  hoverStartTime?: number
  hoverStayTime?: number
}

/** Taro's long press: a touch held 350 ms without moving. */
const LONG_PRESS_MS = 350

const TOUCHES = ['touchstart', 'touchmove', 'touchend', 'touchcancel'] as const

/**
 * H5 only (aliased from `@tarojs/components` in config/index.ts): a View is a plain div, as in
 * Taro's own HTML components, instead of a Stencil custom element, so a page needs no Stencil
 * runtime for its layout. What Taro's element added is kept: touch handlers listen on the element
 * itself, not through React's root listener, which is passive for touches (a pull or a swipe
 * must be able to stop the page's own scroll with preventDefault), and the long press. Taro's
 * `catchMove` and hover class do nothing on H5 and are dropped.
 */
export const View = forwardRef<HTMLDivElement, ViewProps>(function View(
  {
    onTouchStart,
    onTouchMove,
    onTouchEnd,
    onTouchCancel,
    onLongPress,
    catchMove: _catchMove,
    hoverClass: _hoverClass,
    hoverStartTime: _hoverStartTime,
    hoverStayTime: _hoverStayTime,
    ...props
  },
  ref,
) {
  const el = useRef<HTMLDivElement | null>(null)
  const latest = useRef({ onTouchStart, onTouchMove, onTouchEnd, onTouchCancel, onLongPress })
  latest.current = { onTouchStart, onTouchMove, onTouchEnd, onTouchCancel, onLongPress }
  const listens = Boolean(onTouchStart || onTouchMove || onTouchEnd || onTouchCancel || onLongPress)

  // Listening from the moment the element is on the screen, as Taro's element did: a passive
  // effect runs a task later, and a finger that comes down in between (a list that just arrived)
  // would go unheard.
  useLayoutEffect(() => {
    const node = el.current
    if (!node || !listens) return undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const handlers = {
      touchstart: (event: TouchEvent) => {
        clearTimeout(timer)
        if (latest.current.onLongPress)
          timer = setTimeout(() => latest.current.onLongPress?.(), LONG_PRESS_MS)
        latest.current.onTouchStart?.(event)
      },
      touchmove: (event: TouchEvent) => {
        clearTimeout(timer)
        latest.current.onTouchMove?.(event)
      },
      touchend: (event: TouchEvent) => {
        clearTimeout(timer)
        latest.current.onTouchEnd?.(event)
      },
      touchcancel: (event: TouchEvent) => {
        clearTimeout(timer)
        latest.current.onTouchCancel?.(event)
      },
    }
    for (const type of TOUCHES) node.addEventListener(type, handlers[type], { passive: false })
    return () => {
      clearTimeout(timer)
      for (const type of TOUCHES) node.removeEventListener(type, handlers[type])
    }
  }, [listens])

  return <div ref={ownAndForwarded(el, ref)} {...props} />
})
