import type { Locale } from '../../../types/api'
import type { StockSuggestion } from '../../../types/kitchen'
import type { RecipeSummary } from '../../../types/recipes'
import type { StockItemRow } from '../db/schema-kitchen'
import { findDishes, type DishFinderRepos } from './dish-finder'
import { asKitchenItem, kitchenItems, type KitchenItem } from './dish-ranking'

/** Dishes an item's page and the suggestions show. */
export const DISHES_SHOWN = 10
/** How many of the soonest-dated items the suggestions are drawn from. */
export const SOONEST_ITEMS = 8
const RANKED = 40

/**
 * Dishes that use one item, those the rest of the kitchen covers best first. The item counts
 * even when it is out or past its date: the page answers "what is this for", not "cook now".
 * The caller's own and kitchen recipes take part; nobody else's (recipes/visibility.ts).
 */
export async function dishesUsing(
  repos: DishFinderRepos,
  item: StockItemRow,
  kitchen: readonly StockItemRow[],
  today: string,
  locale: Locale,
  userId: number,
): Promise<RecipeSummary[]> {
  const self = asKitchenItem(item, today)
  const usable = kitchenItems(kitchen, today)
  const items = usable.some((i) => i.id === item.id) ? usable : [...usable, self]
  const focus = [self]
  const ranked = await findDishes(repos, { focus, items, perGroup: RANKED })
  const ids = ranked.map((dish) => dish.recipeId)
  return (await repos.recipes.summaries(ids, true, locale, userId)).slice(0, DISHES_SHOWN)
}

/**
 * "Cook before it goes off": dishes that use the items with the soonest best-before dates (with
 * something left, not yet past), soonest first, each naming which of those items it uses.
 */
export async function expirySuggestions(
  repos: DishFinderRepos,
  kitchen: readonly StockItemRow[],
  today: string,
  locale: Locale,
  userId: number,
): Promise<StockSuggestion[]> {
  const items = kitchenItems(kitchen, today)
  const focus = items
    .filter((item) => item.daysLeft !== null)
    .sort((a, b) => (a.daysLeft as number) - (b.daysLeft as number) || a.id - b.id)
    .slice(0, SOONEST_ITEMS)
  if (focus.length === 0) return []
  const focusIds = new Set(focus.map((item) => item.id))
  const ranked = await findDishes(repos, { focus, items, perGroup: RANKED })
  const summaries = new Map(
    (
      await repos.recipes.summaries(
        ranked.map((dish) => dish.recipeId),
        true,
        locale,
        userId,
      )
    ).map((s) => [s.id, s]),
  )
  // Dishes the caller may not see are left out before the ten are counted.
  const shown = ranked.filter((dish) => summaries.has(dish.recipeId)).slice(0, DISHES_SHOWN)
  return shown.flatMap((dish) => {
    const recipe = summaries.get(dish.recipeId)
    if (!recipe) return []
    const named = dish.uses.filter((item: KitchenItem) => focusIds.has(item.id))
    return [
      {
        recipe,
        items: named.map((item) => ({ id: item.id, name: item.name, daysLeft: item.daysLeft })),
      },
    ]
  })
}
