interface WakeLockSentinelLike {
  release: () => Promise<void>
}

interface WakeLockLike {
  request: (type: 'screen') => Promise<WakeLockSentinelLike>
}

/**
 * H5: the Screen Wake Lock API where the browser has it (nothing otherwise). The browser drops
 * the lock whenever the page is hidden, so it is asked for again each time the page comes back.
 */
export function keepAwake(): () => void {
  const wakeLock = (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock
  if (!wakeLock) return () => undefined
  let sentinel: WakeLockSentinelLike | null = null
  let active = true
  const acquire = () => {
    if (!active || document.visibilityState !== 'visible') return
    wakeLock.request('screen').then(
      (lock) => {
        if (active) sentinel = lock
        else void lock.release().catch(() => undefined)
      },
      () => undefined,
    )
  }
  acquire()
  document.addEventListener('visibilitychange', acquire)
  return () => {
    active = false
    document.removeEventListener('visibilitychange', acquire)
    void sentinel?.release().catch(() => undefined)
    sentinel = null
  }
}
