import { useEffect, useState } from 'react'

/** The browser knows it has no network at all (a weak signal still counts as online). */
export function deviceOffline(): boolean {
  return navigator.onLine === false
}

/** H5: whether the browser says it has a network (it turns false with no connection at all). */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine !== false)
  useEffect(() => {
    const update = () => setOnline(navigator.onLine !== false)
    addEventListener('online', update)
    addEventListener('offline', update)
    return () => {
      removeEventListener('online', update)
      removeEventListener('offline', update)
    }
  }, [])
  return online
}
