import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import { isOffline } from '@/services/offline'

export type LoadMoreStatus = 'idle' | 'loading' | 'noMore' | 'error'
/** The first page: skeletons while loading, a full-screen retry when it fails. */
export type FirstPageStatus = 'loading' | 'ready' | 'error'

export interface PageAnswer<T> {
  list: T[]
  total: number
  page: number
  pageSize: number
  /** Search pages say it; other pages are counted from `total`. */
  hasMore?: boolean
}

type Fetch<A> = (page: number) => Promise<A> & { abort?: () => void }

interface ListState<T, A> {
  items: T[]
  page: number
  first: FirstPageStatus
  more: LoadMoreStatus
  last: A | null
  /** The first page failed for want of a network (the screen says so: components/offline-state). */
  offline: boolean
}

export interface PagedList<T, A> extends ListState<T, A> {
  loadMore: () => void
  /** Tries the failed load again (first page or next page). */
  retry: () => void
  /** Loads page 1 again, keeping what is shown until the answer arrives (pull-down refresh). */
  reload: () => Promise<void>
}

function fresh<T, A>(): ListState<T, A> {
  return { items: [], page: 0, first: 'loading', more: 'idle', last: null, offline: false }
}

function hasMore<T>(answer: PageAnswer<T>): boolean {
  return answer.hasMore ?? answer.page * answer.pageSize < answer.total
}

/**
 * A paged list fetched page by page. `key` names the query: when it changes the list starts over
 * and answers to the old query are dropped (and their requests aborted).
 */
export function usePagedList<T extends { id: number }, A extends PageAnswer<T>>(
  fetchPage: Fetch<A>,
  key: string,
  enabled = true,
): PagedList<T, A> {
  const [state, setState] = useState<ListState<T, A>>(fresh)
  const current = useRef(state)
  current.current = state
  const fetcher = useRef(fetchPage)
  fetcher.current = fetchPage
  const generation = useRef(0)
  const pending = useRef<{ abort?: () => void } | null>(null)
  /** The page being appended: a second "load more" before React has drawn 'loading' is the same. */
  const appending = useRef<number | null>(null)

  const run = useCallback((page: number, mode: 'reset' | 'append' | 'reload') => {
    if (mode !== 'append') {
      generation.current += 1
      pending.current?.abort?.()
    }
    const gen = generation.current
    appending.current = mode === 'append' ? page : null
    if (mode === 'reset') setState(fresh<T, A>())
    if (mode === 'append') setState((s) => ({ ...s, more: 'loading' }))
    const call = fetcher.current(page)
    pending.current = call
    const settled = () => {
      if (appending.current === page && mode === 'append') appending.current = null
    }
    return call.then(
      (answer) => {
        settled()
        if (gen !== generation.current) return
        // Drawn as a transition: React yields to the browser while it builds a page of cards.
        startTransition(() =>
          setState((s) => {
            const seen = new Set(page === 1 ? [] : s.items.map((item) => item.id))
            const added = answer.list.filter((item) => !seen.has(item.id))
            return {
              items: page === 1 ? added : [...s.items, ...added],
              page,
              first: 'ready',
              more: hasMore(answer) ? 'idle' : 'noMore',
              last: answer,
              offline: false,
            }
          }),
        )
      },
      (error: unknown) => {
        settled()
        if (gen !== generation.current) return
        // A failed pull-down refresh keeps what was shown (the request layer has said why).
        if (mode === 'reset') setState((s) => ({ ...s, first: 'error', offline: isOffline(error) }))
        if (mode === 'append') setState((s) => ({ ...s, more: 'error' }))
      },
    )
  }, [])

  useEffect(() => {
    if (enabled) void run(1, 'reset')
  }, [key, enabled, run])

  useEffect(() => () => pending.current?.abort?.(), [])

  const loadMore = useCallback(() => {
    const s = current.current
    if (s.first === 'ready' && s.more === 'idle' && appending.current === null)
      void run(s.page + 1, 'append')
  }, [run])

  const retry = useCallback(() => {
    const s = current.current
    if (s.first === 'error') void run(1, 'reset')
    else if (s.more === 'error') void run(s.page + 1, 'append')
  }, [run])

  const reload = useCallback(
    () => run(1, current.current.first === 'ready' ? 'reload' : 'reset'),
    [run],
  )

  return { ...state, loadMore, retry, reload }
}
