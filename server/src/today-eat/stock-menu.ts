import type { CallerKitchen } from '../kitchen/caller'
import type { PoolEntry } from '../recipes/repository'
import { findDishes, type DishFinderRepos } from '../stock/dish-finder'
import { kitchenItems, type KitchenItem } from '../stock/dish-ranking'
import { isMainFood } from '../stock/main-ingredients'
import type { StockRepository } from '../stock/repository'
import { poolEntry, slotOf } from './menu-pool'
import { stockLedger, type StockLedger } from './stock-ledger'

/** What "use what I have" adds to a menu request. */
export interface StockMenu {
  /** Dish ids the planner prefers, best first. */
  prefer: number[]
  /** The stock as the menu uses it up: what each dish drawn takes, for its reason. */
  ledger: StockLedger
  /** Items of the kitchen with something left (the answer's `stockItems`). */
  itemCount: number
}

export interface MenuFilters {
  categoryId?: number
  maxDifficulty?: number
  exclude: ReadonlySet<number>
}

/** Names looked up per request: the soonest-dated first, then the newest items. */
const FOCUS_ITEMS = 60
/** Dishes per menu slot ranked on their full ingredient lists. */
const PER_SLOT = 20
function bySoonestThenNewest(a: KitchenItem, b: KitchenItem): number {
  return (a.daysLeft ?? Infinity) - (b.daysLeft ?? Infinity) || b.id - a.id
}

/**
 * The dishes the caller's kitchen can make, for the planner to prefer, at `servings` (the menu's
 * people). Candidates come from the name and alias indexes for the kitchen's main foods (a few
 * dozen lookups, whatever the size of the catalogue; salt and oil find every dish and decide
 * none), only those the menu's filters allow, ranked per menu slot by the share of their main
 * ingredients the kitchen covers; those missing half of theirs or more are left out.
 */
export async function stockMenu(
  repos: DishFinderRepos & { stock: StockRepository },
  pool: readonly PoolEntry[],
  kitchen: CallerKitchen,
  filters: MenuFilters,
  servings: number,
): Promise<StockMenu> {
  const rows = await repos.stock.all(kitchen.kitchenId, kitchen.stockVersion)
  const itemCount = rows.filter((row) => row.quantity_milli > 0).length
  const items = kitchenItems(rows, kitchen.today)
  const mains = items.filter((item) => isMainFood(item.name))
  if (mains.length === 0) return { prefer: [], ledger: stockLedger([], new Map()), itemCount }

  const maxDifficulty = filters.maxDifficulty ?? 5
  const groupOf = (recipeId: number) => {
    const entry = poolEntry(pool, recipeId)
    if (!entry || entry.difficulty > maxDifficulty || filters.exclude.has(recipeId)) return
    if (filters.categoryId !== undefined) {
      return entry.categoryId === filters.categoryId ? 0 : undefined
    }
    return slotOf(entry)
  }
  const focus = [...mains].sort(bySoonestThenNewest).slice(0, FOCUS_ITEMS)
  const ranked = await findDishes(repos, { focus, items, groupOf, perGroup: PER_SLOT, servings })
  // A dish missing half of what it is made of is a shopping list, not a use of what is there.
  const preferred = ranked.filter((dish) => dish.fits)
  return {
    prefer: preferred.map((dish) => dish.recipeId),
    ledger: stockLedger(items, new Map(preferred.map((dish) => [dish.recipeId, dish]))),
    itemCount,
  }
}
