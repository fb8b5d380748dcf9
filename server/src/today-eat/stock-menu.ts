import type { FastifyRequest } from 'fastify'
import { EXPIRING_DAYS } from '../../../types/kitchen'
import type { CallerKitchen } from '../kitchen/caller'
import type { PoolEntry } from '../recipes/repository'
import type { Repositories } from '../repositories'
import { findDishes } from '../stock/dish-finder'
import { kitchenItems, urgencyOf, type KitchenItem, type RankedDish } from '../stock/dish-ranking'
import { poolEntry, slotOf } from './menu-pool'

/** What "use what I have" adds to a menu request. */
export interface StockMenu {
  /** Dish ids the planner prefers, best first. */
  prefer: number[]
  /** How each preferred dish uses the stock, for its reason. */
  dishes: Map<number, RankedDish>
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
/** A dish is preferred when it uses something about to go off, a main ingredient, or half. */
const EXPIRING_URGENCY = urgencyOf(EXPIRING_DAYS)
const FAIR_COVERAGE = 0.5

function bySoonestThenNewest(a: KitchenItem, b: KitchenItem): number {
  return (a.daysLeft ?? Infinity) - (b.daysLeft ?? Infinity) || b.id - a.id
}

/**
 * The dishes the caller's kitchen can make, for the planner to prefer. Candidates come from the
 * name and alias indexes for the kitchen's item names (a few dozen lookups, whatever the size of
 * the catalogue), only those the menu's filters allow, ranked per menu slot.
 */
export async function stockMenu(
  repos: Repositories,
  pool: readonly PoolEntry[],
  kitchen: CallerKitchen,
  filters: MenuFilters,
): Promise<StockMenu> {
  const rows = await repos.stock.all(kitchen.kitchenId, kitchen.stockVersion)
  const itemCount = rows.filter((row) => row.quantity_milli > 0).length
  const items = kitchenItems(rows, kitchen.today)
  if (items.length === 0) return { prefer: [], dishes: new Map(), itemCount }

  const maxDifficulty = filters.maxDifficulty ?? 5
  const groupOf = (recipeId: number) => {
    const entry = poolEntry(pool, recipeId)
    if (!entry || entry.difficulty > maxDifficulty || filters.exclude.has(recipeId)) return
    if (filters.categoryId !== undefined) {
      return entry.categoryId === filters.categoryId ? 0 : undefined
    }
    return slotOf(entry)
  }
  const focus = [...items].sort(bySoonestThenNewest).slice(0, FOCUS_ITEMS)
  const ranked = await findDishes(repos.ingredients, { focus, items, groupOf, perGroup: PER_SLOT })
  const preferred = ranked.filter(
    (dish) => dish.urgency >= EXPIRING_URGENCY || dish.usesMain || dish.coverage >= FAIR_COVERAGE,
  )
  return {
    prefer: preferred.map((dish) => dish.recipeId),
    dishes: new Map(preferred.map((dish) => [dish.recipeId, dish])),
    itemCount,
  }
}

const lists = new Map<string, Intl.ListFormat>()

/** "鸡蛋、土豆和洋葱" / "eggs, potatoes and onions", as the caller's language writes a list. */
function listOf(request: FastifyRequest, names: string[]): string {
  let format = lists.get(request.locale)
  if (!format) {
    format = new Intl.ListFormat(request.locale, { type: 'conjunction' })
    lists.set(request.locale, format)
  }
  return format.format(names)
}

function namesOf(items: readonly KitchenItem[], max: number): string[] {
  return [...new Set(items.map((item) => item.name))].slice(0, max)
}

/**
 * Why a preferred dish is on the menu: it uses up what goes off within EXPIRING_DAYS ("用掉快过期
 * 的鸡蛋"), else it is made with what the kitchen has; undefined for other dishes.
 */
export function stockReason(
  request: FastifyRequest,
  stock: StockMenu,
  recipeId: number,
): string | undefined {
  const dish = stock.dishes.get(recipeId)
  if (!dish) return undefined
  const expiring = dish.uses.filter((item) => item.status === 'expiring')
  if (expiring.length > 0) {
    return request.t('todayEat.stock.expiring', { items: listOf(request, namesOf(expiring, 2)) })
  }
  return request.t('todayEat.stock.covered', { items: listOf(request, namesOf(dish.uses, 3)) })
}
