import { history } from '@tarojs/router'
import { useCallback, useEffect, useRef } from 'react'

/**
 * H5: while `dirty`, leaving the page (the browser's back, the bar's back button, a link) asks
 * first through `ask`; a reload or closing the tab gets the browser's own "leave site?" (which
 * history's block() registers). `allow()` lets the next leave through unasked (after a save or
 * a delete, before React has drawn the form clean).
 */
export function usePageLeaveGuard(dirty: boolean, ask: () => Promise<boolean>, _message = '') {
  const asking = useRef(ask)
  asking.current = ask
  const release = useRef<(() => void) | null>(null)
  const allowed = useRef(false)

  useEffect(() => {
    // Without Taro's router (the page tests) there is no history to hold.
    if (!dirty || allowed.current || !history?.block) return undefined
    const unblock = history.block((transition) => {
      void asking.current().then((leave) => {
        if (!leave) return
        release.current?.()
        transition.retry()
      })
    })
    release.current = () => {
      unblock()
      release.current = null
    }
    return () => release.current?.()
  }, [dirty])

  return useCallback(() => {
    allowed.current = true
    release.current?.()
  }, [])
}
