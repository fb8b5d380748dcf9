import type { Kanban } from '@shared/auth'
import { useDidShow } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import { getKanban } from '../api/get-kanban'

/** A show right after the mount's own fetch does not fetch again. */
const REFETCH_GAP = 1000

/**
 * The profile's figures, fetched when the tab is shown and whenever the user logs in. A failure
 * is only logged and leaves the last figures (or dashes) in place.
 */
export function useKanban(loggedIn: boolean) {
  const [kanban, setKanban] = useState<Kanban | null>(null)
  const lastFetch = useRef(0)

  const load = useCallback(() => {
    if (!loggedIn || Date.now() - lastFetch.current < REFETCH_GAP) return
    lastFetch.current = Date.now()
    getKanban().then(setKanban, (error: unknown) => console.warn('[profile] kanban', error))
  }, [loggedIn])

  useEffect(() => {
    if (loggedIn) load()
    else {
      setKanban(null)
      lastFetch.current = 0
    }
  }, [loggedIn, load])

  useDidShow(load)

  return kanban
}
