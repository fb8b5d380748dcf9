import Taro from '@tarojs/taro'
import { useEffect } from 'react'

/**
 * Mini-programs: their back gesture leaves the page whatever is open on it; while `dirty`, the
 * platform asks `message` first (enableAlertBeforeUnload), so a typed draft is not lost unasked.
 */
export function useLeaveGuard(dirty: boolean, message: string) {
  useEffect(() => {
    // A platform without the call (an older base library) simply does not ask.
    if (!dirty || typeof Taro.enableAlertBeforeUnload !== 'function') return undefined
    Taro.enableAlertBeforeUnload({ message, fail: () => undefined })
    return () => Taro.disableAlertBeforeUnload({ fail: () => undefined })
  }, [dirty, message])
}
