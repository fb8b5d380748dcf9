import { useDidShow } from '@tarojs/taro'
import { useEffect, useRef } from 'react'

/** A show this soon after the mount is the page's first one, which its mount already loads for. */
export const FIRST_SHOW_GAP = 1000

/**
 * Runs `onShow` each time the page is shown again (its tab chosen again, a page above it closed).
 * The first show comes right after the mount on some platforms and before it on others, so it
 * is told apart by time, as the profile's figures do.
 */
export function useShowAgain(onShow: () => void) {
  const callback = useRef(onShow)
  callback.current = onShow
  const mountedAt = useRef(0)
  useEffect(() => {
    mountedAt.current = Date.now()
  }, [])
  useDidShow(() => {
    if (mountedAt.current && Date.now() - mountedAt.current >= FIRST_SHOW_GAP) callback.current()
  })
}
