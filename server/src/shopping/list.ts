import type { FastifyInstance } from 'fastify'
import type { Locale } from '../../../types/api'
import type { ShoppingItem } from '../../../types/shopping'
import { ingredientIn, titleIn } from '../i18n/catalogue/glossary'
import type { CallerKitchen } from '../kitchen/caller'
import { addDays } from '../lib/kitchen-day'
import { planItemsOf } from '../stock/movements'
import { computeNeeds, type ComputedItem, type PlannedDish } from './compute'
import { kindOf } from './food-kind'
import type { ManualRow } from './repository'

/** The computed part of a list, and the whole list as the API answers it. */
export interface ListState {
  computed: ComputedItem[]
  items: ShoppingItem[]
}

/** The plan lines from `from` to `to` as dishes with their ingredients (gone dishes left out). */
async function plannedDishes(
  app: FastifyInstance,
  kitchenId: number,
  from: string,
  to: string,
  viewer: number,
): Promise<PlannedDish[]> {
  const rows = await app.repos.cart.range(kitchenId, from, to)
  if (rows.length === 0) return []
  // Awaited one by one: the catalogue's reads become asynchronous with PostgreSQL.
  // Own recipes the member may see (recipes/visibility.ts); the others are left out.
  const ids = rows.map((row) => row.recipe_id)
  const summaries = await app.repos.recipes.summaries(ids, true, 'zh-Hans', viewer)
  const titles = new Map(summaries.map((s) => [s.id, s.title]))
  const dishes: PlannedDish[] = []
  for (const row of rows) {
    const needs = await app.repos.recipes.needsOf(row.recipe_id)
    const title = titles.get(row.recipe_id)
    if (!needs || title === undefined) continue
    dishes.push({ recipeId: row.recipe_id, title, servings: row.servings, needs })
  }
  return dishes
}

export function manualItem(row: ManualRow): ShoppingItem {
  return {
    id: row.id,
    name: row.name,
    quantity: row.quantity_milli === null ? null : row.quantity_milli / 1000,
    unit: row.unit,
    checked: row.checked === 1,
    needed: null,
    inStock: null,
    recipes: [],
    manual: true,
    kind: kindOf(row.name),
    optional: false,
  }
}

/**
 * The kitchen's shopping list for plan days `from` to `to`: what the plan needs less what the
 * stock holds (compute.ts), with each item's tick, without the items deleted while the plan still
 * asks the same of them; then the items added by hand.
 */
export async function shoppingListOf(
  app: FastifyInstance,
  kitchen: CallerKitchen,
  from: string,
  to: string,
): Promise<ListState> {
  const [dishes, stockRows, state] = await Promise.all([
    plannedDishes(app, kitchen.kitchenId, from, to, kitchen.userId),
    app.repos.stock.all(kitchen.kitchenId, kitchen.stockVersion),
    app.repos.shopping.state(kitchen.kitchenId),
  ])
  const computed = computeNeeds(dishes, planItemsOf(stockRows))
  const marks = new Map(state.marks.map((mark) => [mark.item_key, mark]))
  const items: ShoppingItem[] = []
  for (const item of computed) {
    const mark = marks.get(item.key)
    if (mark?.hidden_for === item.fingerprint) continue
    items.push({
      id: item.key,
      name: item.name,
      quantity: item.quantity,
      unit: item.unit,
      checked: mark?.checked === 1,
      needed: item.needed,
      inStock: item.inStock,
      recipes: item.recipes,
      manual: false,
      kind: item.kind,
      optional: item.optional,
    })
  }
  for (const row of state.manual) items.push(manualItem(row))
  return { computed, items }
}

/**
 * The list as a reader of `locale` reads it: dish titles in their language (the Chinese when the
 * glossary has none), and for a catalogue ingredient the glossary's noun, with which the app
 * names it and phrases its amount. The item's name stays the Chinese one: the key, the stock and
 * put-away go by it.
 */
export function itemsFor(locale: Locale, items: readonly ShoppingItem[]): ShoppingItem[] {
  if (locale === 'zh-Hans' || locale === 'zh-Hant') return [...items]
  return items.map((item) => {
    if (item.manual) return item
    const recipes = item.recipes.map((r) => ({ id: r.id, title: titleIn(locale, r.title) }))
    const entry = ingredientIn(locale, item.name)
    if (!entry) return { ...item, recipes }
    // The search words stay on the server: the app needs only what a phrase needs.
    const { also: _also, ...noun } = entry
    return { ...item, recipes, noun }
  })
}

/** Every key the kitchen's whole plan (any day) could list: what a tick may name. */
export async function plannedKeys(
  app: FastifyInstance,
  kitchenId: number,
  viewer: number,
): Promise<Map<string, ComputedItem>> {
  const rows = await app.repos.cart.all(kitchenId)
  if (rows.length === 0) return new Map()
  const days = rows.map((row) => row.plan_date).sort()
  const [first, last] = [days[0] as string, days.at(-1) as string]
  const dishes = await plannedDishes(app, kitchenId, first, last, viewer)
  // Against an empty stock: an item the stock covers today may be short tomorrow.
  return new Map(computeNeeds(dishes, []).map((item) => [item.key, item]))
}

/** Items of the coming week's list (today and the six days after) not ticked yet: the kanban's. */
export async function countToBuy(app: FastifyInstance, kitchen: CallerKitchen): Promise<number> {
  const { items } = await shoppingListOf(app, kitchen, kitchen.today, addDays(kitchen.today, 6))
  return items.filter((item) => !item.checked).length
}
