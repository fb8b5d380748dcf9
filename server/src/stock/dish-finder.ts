import type { IngredientRepository } from './ingredient-repository'
import {
  byScore,
  indexKitchen,
  rankDish,
  urgencyOf,
  type KitchenItem,
  type RankedDish,
} from './dish-ranking'

export interface FindDishes {
  /** The items whose dishes are looked for (all usable ones, the soonest ones, one item). */
  focus: readonly KitchenItem[]
  /** What the kitchen holds: coverage is counted against these. */
  items: readonly KitchenItem[]
  /** The group a dish competes in (its menu slot), or undefined to leave it out. */
  groupOf?: (recipeId: number) => string | number | undefined
  /** Dishes per group that are read and ranked on their full ingredient lists. */
  perGroup: number
  /** Dishes read per name from the index. */
  perName?: number
}

/** The dishes per name a lookup reads: enough for choice, bounded at any catalogue size. */
export const DISHES_PER_NAME = 100

/**
 * Ranks the dishes that use the focus items, in two steps so the work stays bounded at 100,000
 * dishes: the name indexes give up to `perName` dishes per item name, a cheap first score (how
 * many focus items a dish uses, how soon the soonest goes off) keeps the best `perGroup` of each
 * group, and only those are read line by line and ranked with the stock plan.
 */
export async function findDishes(
  repo: IngredientRepository,
  request: FindDishes,
): Promise<RankedDish[]> {
  const byName = new Map<string, KitchenItem[]>()
  for (const item of request.focus) {
    for (const name of new Set([item.name, item.nameKey])) {
      byName.set(name, [...(byName.get(name) ?? []), item])
    }
  }
  const found = await repo.recipesNamed([...byName.keys()], request.perName ?? DISHES_PER_NAME)
  const uses = new Map<number, Set<KitchenItem>>()
  for (const { recipeId, name } of found) {
    let set = uses.get(recipeId)
    if (!set) uses.set(recipeId, (set = new Set()))
    for (const item of byName.get(name) ?? []) set.add(item)
  }

  const groups = new Map<string | number, { id: number; first: number }[]>()
  for (const [recipeId, items] of uses) {
    const group = request.groupOf ? request.groupOf(recipeId) : 0
    if (group === undefined) continue
    const first = items.size + 2 * Math.max(...[...items].map((i) => urgencyOf(i.daysLeft)))
    const list = groups.get(group)
    if (list) list.push({ id: recipeId, first })
    else groups.set(group, [{ id: recipeId, first }])
  }
  const kept = [...groups.values()].flatMap((list) =>
    list
      .sort((a, b) => b.first - a.first || a.id - b.id)
      .slice(0, request.perGroup)
      .map((entry) => entry.id),
  )
  const lines = await repo.linesOf(kept)
  const kitchen = indexKitchen(request.items)
  return kept.flatMap((id) => rankDish(id, lines.get(id) ?? [], kitchen) ?? []).sort(byScore)
}
