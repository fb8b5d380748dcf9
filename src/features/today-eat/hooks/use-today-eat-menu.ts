import { useCallback, useEffect, useRef, useState } from 'react'
import type { TodayEatDish } from '@shared/recipes'
import { isOffline } from '@/services/offline'
import { getTodayEat, type TodayEatQuery } from '../api/get-today-eat'
import { newSeed, replaceDish } from '../reroll'

export type Filters = Omit<TodayEatQuery, 'seed'>
export type MenuStatus = 'loading' | 'ready' | 'error' | 'offline'

/** Tries this many other seeds before saying there is nothing else to swap in. */
export const REROLL_TRIES = 3

/**
 * The menu for the current filters. Rerolling all asks for a new seed; rerolling one dish asks
 * for menus with other seeds (up to three) and takes from them only a replacement for that dish
 * (same role when any of them has one, never a dish already on the menu), so the rest of the menu
 * stays as it is.
 */
export function useTodayEatMenu(filters: Filters) {
  const [dishes, setDishes] = useState<TodayEatDish[]>([])
  const [status, setStatus] = useState<MenuStatus>('loading')
  const [swapping, setSwapping] = useState<number | null>(null)
  /** With `useStock`: how many stock items the menu could draw on (0: the stock is empty). */
  const [stockItems, setStockItems] = useState<number | undefined>(undefined)
  const seed = useRef<number | null>(null)
  const generation = useRef(0)
  const current = useRef(dishes)
  current.current = dishes
  const { people, categoryId, maxDifficulty, useStock, includeMine } = filters

  const load = useCallback(
    (nextSeed: number | null) => {
      generation.current += 1
      const gen = generation.current
      setStatus('loading')
      setSwapping(null)
      const query = { people, categoryId, maxDifficulty, useStock, includeMine }
      const call = getTodayEat({ ...query, seed: nextSeed })
      call.then(
        (answer) => {
          if (gen !== generation.current) return
          seed.current = answer.seed
          setDishes(answer.dishes)
          setStockItems(answer.stockItems)
          setStatus('ready')
        },
        (error: unknown) => {
          if (gen === generation.current) setStatus(isOffline(error) ? 'offline' : 'error')
        },
      )
      return call
    },
    [people, categoryId, maxDifficulty, useStock, includeMine],
  )

  // New filters keep the seed, so the menu changes only as much as the filters ask.
  useEffect(() => {
    const call = load(seed.current)
    return () => call.abort()
  }, [load])

  const rerollAll = useCallback(() => void load(newSeed()), [load])
  const retry = useCallback(() => void load(seed.current), [load])

  /** `none`: every menu drawn had nothing new for that place; `failed`: a request failed. */
  const rerollOne = useCallback(
    async (index: number): Promise<'swapped' | 'none' | 'failed'> => {
      const gen = generation.current
      setSwapping(index)
      // A dish of another role only when no menu drawn had one of the same role.
      let fallback: TodayEatDish[] | null = null
      try {
        for (let i = 0; i < REROLL_TRIES; i += 1) {
          const answer = await getTodayEat({
            people,
            categoryId,
            maxDifficulty,
            useStock,
            includeMine,
            seed: newSeed(),
          })
          if (gen !== generation.current) return 'failed'
          const next = replaceDish(current.current, index, answer.dishes, true)
          if (next) {
            setDishes(next)
            return 'swapped'
          }
          fallback ??= replaceDish(current.current, index, answer.dishes)
        }
        if (!fallback) return 'none'
        setDishes(fallback)
        return 'swapped'
      } catch {
        return 'failed'
      } finally {
        if (gen === generation.current) setSwapping(null)
      }
    },
    [people, categoryId, maxDifficulty, useStock, includeMine],
  )

  return { dishes, status, swapping, stockItems, rerollAll, rerollOne, retry }
}
