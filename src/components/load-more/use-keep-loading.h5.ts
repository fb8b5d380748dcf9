import { useEffect, useRef } from 'react'

/** Taro's reach-bottom distance: the next page is asked for this far before the foot shows. */
const AHEAD = '0px 0px 50px 0px'

/**
 * H5: the list's foot asks for the next page whenever it is on screen and the list is idle, so
 * a feed keeps loading as the cook scrolls until there is no more. Taro H5's reach-bottom fires
 * once on entering the last 50 px and re-arms only on a scroll event outside them: a fling from
 * one bottom to the next (the new page arrived meanwhile) never re-armed it, and the feed stopped
 * at page 2 until "load more" was tapped. An observer of the foot has no such state: it is
 * told when the foot comes into view, and after each page the foot is checked again.
 */
export function useKeepLoading(load: (() => void) | undefined) {
  const ref = useRef<HTMLElement | null>(null)
  const inView = useRef(false)
  const latest = useRef(load)
  latest.current = load

  useEffect(() => {
    const node = ref.current
    if (!node || typeof IntersectionObserver === 'undefined') return undefined
    const observer = new IntersectionObserver(
      (entries) => {
        inView.current = entries[entries.length - 1]?.isIntersecting ?? false
        if (inView.current) latest.current?.()
      },
      { rootMargin: AHEAD },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [])

  // A page arrived (the list is idle again) and the foot is still in view: the next one.
  useEffect(() => {
    if (load && inView.current) load()
  }, [load])

  return { ref }
}
