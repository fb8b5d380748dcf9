import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import type { Category } from '@shared/recipes'
import { isOffline } from '@/services/offline'
import { getCategories } from '../api/get-categories'

export type LoadStatus = 'loading' | 'ready' | 'error' | 'offline'

export interface CategoriesState {
  categories: Category[]
  status: LoadStatus
  /** Fetches again; what is shown stays until the answer arrives. */
  reload: () => Promise<void>
}

/** The category list, fetched where it is shown. */
export function useCategories(): CategoriesState {
  const [categories, setCategories] = useState<Category[]>([])
  const [status, setStatus] = useState<LoadStatus>('loading')
  const shown = useRef(false)

  const reload = useCallback(() => {
    if (!shown.current) setStatus('loading')
    return getCategories().then(
      (list) => {
        shown.current = true
        startTransition(() => {
          setCategories(list)
          setStatus('ready')
        })
      },
      (error: unknown) => {
        if (!shown.current) setStatus(isOffline(error) ? 'offline' : 'error')
      },
    )
  }, [])

  useEffect(() => {
    void reload()
  }, [reload])

  return { categories, status, reload }
}
