import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'

/**
 * Mini-programs: not asked synchronously (the platform answers in a callback), so failures are
 * toasted as the source's catalogue says; the bar's banner still shows (useOnline).
 */
export function deviceOffline(): boolean {
  return false
}

/** Mini-programs: whether the phone has a network, as the platform reports it. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(true)
  useEffect(() => {
    let live = true
    const update = (result: { networkType?: string; isConnected?: boolean }) => {
      if (live) setOnline(result.isConnected ?? result.networkType !== 'none')
    }
    Taro.getNetworkType({ success: update }).catch(() => undefined)
    Taro.onNetworkStatusChange(update)
    return () => {
      live = false
      Taro.offNetworkStatusChange(update)
    }
  }, [])
  return online
}
