import { useReachBottom } from '@tarojs/taro'
import { useMemo, useRef } from 'react'
import { createRetriggerGuard } from './retrigger'

/** The page's reach-bottom loads the next page, at most once per 350 ms. */
export function useReachBottomLoad(loadMore: () => void) {
  const load = useRef(loadMore)
  load.current = loadMore
  const guard = useMemo(() => createRetriggerGuard(), [])
  useReachBottom(() => {
    if (guard()) load.current()
  })
}

/** The same gate for a ScrollView's `onScrollToLower`. */
export function useGuardedLoad(loadMore: () => void) {
  const load = useRef(loadMore)
  load.current = loadMore
  const guard = useMemo(() => createRetriggerGuard(), [])
  return useMemo(
    () => () => {
      if (guard()) load.current()
    },
    [guard],
  )
}
