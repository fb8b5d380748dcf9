import { forwardRef, useRef, type HTMLAttributes, type UIEvent } from 'react'

interface ScrollViewProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onScroll'> {
  scrollX?: boolean
  scrollY?: boolean
  /** How near the end (px) counts as reaching it; Taro's default is 50. */
  lowerThreshold?: number
  onScrollToLower?: () => void
  onScroll?: (event: { detail: { scrollLeft: number; scrollTop: number } }) => void
  showScrollbar?: boolean
  enhanced?: boolean
}

/**
 * H5 only (aliased from `@tarojs/components` in config/index.ts): Taro's ScrollView as a box that
 * scrolls one way (base.css), telling `onScrollToLower` once each time the end comes within
 * `lowerThreshold` (again after moving away, as when more items have arrived).
 */
export const ScrollView = forwardRef<HTMLDivElement, ScrollViewProps>(function ScrollView(
  {
    scrollX,
    scrollY,
    lowerThreshold = 50,
    onScrollToLower,
    onScroll,
    showScrollbar = true,
    enhanced: _enhanced,
    className,
    ...props
  },
  ref,
) {
  const atEnd = useRef(false)
  const classes = ['taro-scroll']
  if (scrollX) classes.push('taro-scroll-view__scroll-x')
  if (scrollY) classes.push('taro-scroll-view__scroll-y')
  if (!showScrollbar) classes.push('taro-scroll--hidebar')
  if (className) classes.push(className)
  const scrolled = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget
    const left = scrollY
      ? el.scrollHeight - el.scrollTop - el.clientHeight
      : el.scrollWidth - el.scrollLeft - el.clientWidth
    const near = left <= lowerThreshold
    if (near && !atEnd.current) onScrollToLower?.()
    atEnd.current = near
    onScroll?.({ detail: { scrollLeft: el.scrollLeft, scrollTop: el.scrollTop } })
  }
  return <div ref={ref} className={classes.join(' ')} onScroll={scrolled} {...props} />
})
