import type { Kitchen } from '@shared/kitchen'
import { useCallback, useEffect, useRef, useState } from 'react'
import { isOffline } from '@/services/offline'
import { useSessionStore } from '@/stores/session-store'
import { getKitchen } from '../api/get-kitchen'

export type KitchenStatus = 'loading' | 'ready' | 'error' | 'offline'

/**
 * The caller's kitchen, fetched each time the sheet opens and after every change. Each answer
 * also goes into the session's userInfo, so the profile shows the kitchen the user is in now.
 */
export function useKitchen(open: boolean) {
  const [kitchen, setKitchen] = useState<Kitchen | null>(null)
  const [status, setStatus] = useState<KitchenStatus>('loading')
  const generation = useRef(0)

  const load = useCallback((keep: boolean) => {
    generation.current += 1
    const gen = generation.current
    if (!keep) setStatus('loading')
    return getKitchen().then(
      (answer) => {
        if (gen !== generation.current) return
        setKitchen(answer)
        setStatus('ready')
        useSessionStore.getState().mergeUserInfo({
          kitchen: { id: answer.id, name: answer.name, role: answer.role },
        })
      },
      (error: unknown) => {
        if (gen === generation.current && !keep) setStatus(isOffline(error) ? 'offline' : 'error')
      },
    )
  }, [])

  useEffect(() => {
    if (open) void load(false)
    return () => {
      generation.current += 1
    }
  }, [open, load])

  return {
    kitchen,
    status,
    retry: () => void load(false),
    reload: () => load(true),
  }
}
