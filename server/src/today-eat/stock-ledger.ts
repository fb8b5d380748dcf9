import type { FoundDish } from '../stock/dish-finder'
import { indexKitchen, rankDish, type KitchenItem, type RankedDish } from '../stock/dish-ranking'
import { planStock } from '../stock/plan'
import { toMilli } from '../stock/units'

/**
 * The kitchen's stock as a menu uses it up, dish by dish: ten eggs make one dish of ten eggs or
 * two of five, not four dishes of ten each. The planner asks whether a dish still fits what the
 * dishes drawn before it left, and takes what it uses when drawn; each reason then says what
 * that dish takes of what was left.
 */
export interface StockLedger {
  /** The dish still fits what is left (dishes the ledger does not know always do). */
  fits(recipeId: number): boolean
  /** The dish is on the menu: what it uses is no longer there for the next ones. */
  take(recipeId: number): void
  /** How a dish on the menu uses what was left when it was drawn. */
  used(recipeId: number): RankedDish | undefined
}

/** Optional lines and 适量 amounts are taken only when the cook ticks them: none here. */
const NOTHING_TICKED = new Map<string, number | null>()

export function stockLedger(
  items: readonly KitchenItem[],
  dishes: ReadonlyMap<number, FoundDish>,
): StockLedger {
  let left: readonly KitchenItem[] = items
  let index = indexKitchen(left)
  const used = new Map<number, RankedDish>()
  // Asked again for every place of the menu; the answers hold until the next take.
  let fitting = new Map<number, boolean>()
  const rank = (id: number) => {
    const dish = dishes.get(id)
    return dish ? rankDish(id, dish.lines, index) : undefined
  }
  return {
    fits(recipeId) {
      if (!dishes.has(recipeId)) return true
      let fits = fitting.get(recipeId)
      if (fits === undefined) fitting.set(recipeId, (fits = rank(recipeId)?.fits === true))
      return fits
    },
    take(recipeId) {
      const dish = dishes.get(recipeId)
      const ranked = rank(recipeId)
      if (!dish || !ranked) return
      used.set(recipeId, ranked)
      const took = new Map<number, number>()
      for (const line of planStock(dish.lines, left, NOTHING_TICKED).lines) {
        for (const { itemId, amount } of line.takes) {
          took.set(itemId, (took.get(itemId) ?? 0) + toMilli(amount))
        }
      }
      // A new array: plans index an item list once per array (stock/plan.ts).
      left = left
        .map((item) => {
          const milli = took.get(item.id)
          return milli ? { ...item, quantityMilli: item.quantityMilli - milli } : item
        })
        .filter((item) => item.quantityMilli > 0)
      index = indexKitchen(left)
      fitting = new Map()
    },
    used: (recipeId) => used.get(recipeId) ?? dishes.get(recipeId),
  }
}
