import { needLine } from './need-lines'
import type { RecipeRepository } from '../recipes/repository'
import type { IngredientRepository } from './ingredient-repository'
import {
  byScore,
  indexKitchen,
  rankDish,
  urgencyOf,
  type KitchenItem,
  type RankedDish,
} from './dish-ranking'
import { isMainFood } from './main-ingredients'
import type { NeedLine } from './plan'

/** A ranked dish with the lines it was ranked on (at the servings asked). */
export interface FoundDish extends RankedDish {
  lines: NeedLine[]
}

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
  /** Rank each dish at this many servings (a menu's people); else at the recipe's own. */
  servings?: number
}

/** The dishes per name a lookup reads: enough for choice, bounded at any catalogue size. */
export const DISHES_PER_NAME = 100

/**
 * A dish's first score from the index alone: how many main foods of the focus it uses (salt and
 * oil are in most dishes and would crowd out the wings with the cola), then seasonings a little,
 * then how soon the soonest main food goes off.
 */
function firstScore(items: ReadonlySet<KitchenItem>): number {
  let score = 0
  let urgency = 0
  for (const item of items) {
    if (!isMainFood(item.name)) {
      score += 0.1
      continue
    }
    score += 1
    urgency = Math.max(urgency, urgencyOf(item.daysLeft))
  }
  return score + 2 * urgency
}

/** The repositories a dish search reads (app.repos has them). */
export interface DishFinderRepos {
  ingredients: IngredientRepository
  recipes: RecipeRepository
}

/**
 * Ranks the dishes that use the focus items, in two steps so the work stays bounded at 100,000
 * dishes: the name indexes give up to `perName` dishes per item name, a cheap first score
 * (firstScore) keeps the best `perGroup` of each group, and only those are read line by line and
 * ranked with the stock plan (rankDish: the share of their main ingredients the kitchen covers).
 */
export async function findDishes(
  repos: DishFinderRepos,
  request: FindDishes,
): Promise<FoundDish[]> {
  const byName = new Map<string, KitchenItem[]>()
  for (const item of request.focus) {
    for (const name of new Set([item.name, item.nameKey])) {
      byName.set(name, [...(byName.get(name) ?? []), item])
    }
  }
  const found = await repos.ingredients.recipesNamed(
    [...byName.keys()],
    request.perName ?? DISHES_PER_NAME,
  )
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
    const first = firstScore(items)
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
  const needs = await repos.recipes.needsOfMany(kept)
  const kitchen = indexKitchen(request.items)
  return kept
    .flatMap((id) => {
      const dish = needs.get(id)
      if (!dish) return []
      // The amounts the dish page shows for these servings (rounded alike: 2 eggs, not 1.5).
      const factor = request.servings === undefined ? 1 : request.servings / dish.servings
      const lines = dish.ingredients.map((row) => needLine(row, factor))
      const ranked = rankDish(id, lines, kitchen)
      return ranked ? { ...ranked, lines } : []
    })
    .sort(byScore)
}
