import type { TodayEatAnswer } from '@shared/recipes'
import { withQuery } from '@/services/query-string'
import { request } from '@/services/request'

export interface TodayEatQuery {
  people: number
  categoryId?: number | null
  maxDifficulty?: number | null
  /** Prefer what the kitchen has in stock (logged-in users only). */
  useStock?: boolean
  /** The same seed gives the same menu. */
  seed?: number | null
  /** Draw from my own and my kitchen's recipes too, before the catalogue (logged-in users). */
  includeMine?: boolean
}

/** A balanced menu for `people`, each dish with why it was chosen. */
export function getTodayEat({
  people,
  categoryId,
  maxDifficulty,
  useStock,
  seed,
  includeMine,
}: TodayEatQuery) {
  return request<TodayEatAnswer>({
    url: withQuery('/today-eat', {
      people,
      categoryId,
      maxDifficulty,
      useStock: useStock ? true : undefined,
      includeMine: includeMine ? true : undefined,
      seed,
    }),
  })
}
