import Taro from '@tarojs/taro'
import { useCallback, useEffect, useState } from 'react'

/**
 * Mini-programs: while `dirty`, the platform asks before the page is left
 * (enableAlertBeforeUnload, with the text of `message`); `ask` is H5's (use-page-leave-guard.h5).
 * `allow()` lets the next leave through unasked.
 */
export function usePageLeaveGuard(dirty: boolean, _ask: () => Promise<boolean>, message = '') {
  const [allowed, setAllowed] = useState(false)
  useEffect(() => {
    // A platform without the call (an older base library) simply does not ask.
    if (!dirty || allowed || typeof Taro.enableAlertBeforeUnload !== 'function') return undefined
    Taro.enableAlertBeforeUnload({ message, fail: () => undefined })
    return () => Taro.disableAlertBeforeUnload({ fail: () => undefined })
  }, [dirty, allowed, message])
  return useCallback(() => {
    setAllowed(true)
    if (typeof Taro.disableAlertBeforeUnload === 'function') {
      Taro.disableAlertBeforeUnload({ fail: () => undefined })
    }
  }, [])
}
