import type { ForwardedRef, MutableRefObject } from 'react'

/**
 * A ref callback that fills the component's own ref (it needs the element itself) and the one
 * the screen forwarded to it.
 */
export function ownAndForwarded<T>(own: MutableRefObject<T | null>, forwarded: ForwardedRef<T>) {
  return (node: T | null) => {
    own.current = node
    if (typeof forwarded === 'function') forwarded(node)
    else if (forwarded) forwarded.current = node
  }
}
