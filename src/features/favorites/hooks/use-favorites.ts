import { useCallback, useEffect, useMemo, useState } from 'react'
import type { Paged } from '@shared/api'
import type { Favorite } from '@shared/records'
import { usePagedList } from '@/components/load-more/use-paged-list'
import { keepAhead } from '@/services/kept-dishes'
import { addFavorite } from '../api/add-favorite'
import { getFavorites } from '../api/get-favorites'
import { removeFavorite } from '../api/remove-favorite'

export const FAVORITES_PAGE_SIZE = 20

/**
 * The favourites list, paged, with removals and undos laid over the pages fetched: a removed
 * favourite is hidden once the server has removed it, and an undo shows it again in its place
 * under the id the server gave it back.
 */
export function useFavorites() {
  const list = usePagedList<Favorite, Paged<Favorite>>(
    (page) => getFavorites(page, FAVORITES_PAGE_SIZE),
    'favorites',
  )
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set())
  const [renamed, setRenamed] = useState<ReadonlyMap<number, number>>(new Map())
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set())

  const items = useMemo(
    () =>
      list.items
        .filter((item) => !hidden.has(item.id))
        .map((item) => {
          const id = renamed.get(item.id)
          return id === undefined ? item : { ...item, id }
        }),
    [list.items, hidden, renamed],
  )

  /** The id the pages know a favourite by (it changes when an undo favourites it again). */
  const originalOf = useCallback(
    (id: number) => [...renamed].find(([, now]) => now === id)?.[0] ?? id,
    [renamed],
  )

  const mark = (set: typeof setHidden, id: number, on: boolean) =>
    set((was) => {
      const next = new Set(was)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  /** Removes it on the server; resolves true once it is gone. */
  const remove = useCallback(
    async (favorite: Favorite) => {
      const original = originalOf(favorite.id)
      mark(setPending, original, true)
      try {
        await removeFavorite(favorite.id)
        mark(setHidden, original, true)
        return true
      } catch {
        return false
      } finally {
        mark(setPending, original, false)
      }
    },
    [originalOf],
  )

  /** Favourites the dish again (undo) and shows it where it was. */
  const restore = useCallback(
    async (favorite: Favorite) => {
      const original = originalOf(favorite.id)
      try {
        const answer = await addFavorite(favorite.recipeId)
        setRenamed((was) => new Map(was).set(original, answer.id))
        mark(setHidden, original, false)
        return true
      } catch {
        return false
      }
    },
    [originalOf],
  )

  // Favourites open without a network (services/kept-dishes.ts): each page shown is kept.
  useEffect(() => {
    if (list.items.length > 0) void keepAhead(list.items.map((item) => item.recipeId))
  }, [list.items])

  // A first page fetched again already leaves out what was removed and lists what came back.
  useEffect(() => {
    if (list.last?.page !== 1) return
    setHidden(new Set())
    setRenamed(new Map())
  }, [list.last])

  const total = Math.max(0, (list.last?.total ?? 0) - hidden.size)
  const isPending = (favorite: Favorite) => pending.has(originalOf(favorite.id))

  return { ...list, items, total, remove, restore, isPending }
}
