import type { Generated, Selectable } from 'kysely'
import type { Meal, RecordStatus } from '../../../types/records'

/**
 * Favourites, today's plan and food records (migration 006), and the catalogue columns those
 * write (a dish's rating, favourite count and popularity: `recipes` is declared whole in
 * schema-catalogue.ts).
 */
export interface RecordTables {
  favorites: FavoritesTable
  cart_items: CartItemsTable
  shopping_items: ShoppingItemsTable
  shopping_marks: ShoppingMarksTable
  shopping_put_aways: ShoppingPutAwaysTable
  orders: OrdersTable
  order_items: OrderItemsTable
  recipe_ingredients: RecipeIngredientsTable
}

export interface FavoritesTable {
  id: Generated<number>
  user_id: number
  recipe_id: number
  created_at: string
}

/** The kitchen's plan (migration 018): a dish for a meal of a day. */
export interface CartItemsTable {
  id: Generated<number>
  kitchen_id: number
  /** Who planned it (null once they are gone). */
  user_id: number | null
  recipe_id: number
  servings: number
  meal: Meal
  /** YYYY-MM-DD, the kitchen's day. */
  plan_date: string
  created_at: string
  updated_at: string
}

/** Items added to the kitchen's shopping list by hand (migration 019). */
export interface ShoppingItemsTable {
  id: Generated<number>
  kitchen_id: number
  name: string
  name_key: string
  /** Thousandths, as stock keeps them; null when no amount was given. */
  quantity_milli: number | null
  unit: string | null
  /** 0 or 1. */
  checked: Generated<number>
  created_by: number | null
  created_at: string
  updated_at: string
}

/** What was done to a computed shopping item, by its stable key (migration 019). */
export interface ShoppingMarksTable {
  kitchen_id: number
  item_key: string
  checked: Generated<number>
  /** The item's fingerprint when it was deleted: hidden while it stays the same. */
  hidden_for: string | null
  updated_at: string
}

/** Put-aways done, by idempotency key, with the stock items they filled (JSON ids). */
export interface ShoppingPutAwaysTable {
  kitchen_id: number
  idempotency_key: string
  item_ids: string
  created_at: string
}

export interface OrdersTable {
  id: Generated<number>
  user_id: number
  status: RecordStatus
  meal: Meal
  /** ISO 8601 in UTC. */
  eat_at: string
  note: Generated<string>
  rating: number | null
  comment: Generated<string>
  idempotency_key: string
  /** 1 once cooking took stock for it. */
  stock_taken: Generated<number>
  created_at: string
  updated_at: string
  cooked_at: string | null
  cancelled_at: string | null
}

export interface OrderItemsTable {
  order_id: number
  position: number
  recipe_id: number
  servings: number
  /** What was cooked of an own recipe (migration 020): my-recipes/snapshot.ts. */
  dish_json: Generated<string | null>
}

/** The parts of `recipes` (migration 003) that favourites and ratings change. */
export interface RecipeStatsColumns {
  id: Generated<number>
  title: string
  category_id: number
  servings: number
  rating: number
  favorite_count: number
  popularity: number
}

/** The parsed ingredient lines of every dish (migration 003), which stock matching reads. */
export interface RecipeIngredientsTable {
  recipe_id: number
  position: number
  name: string
  alias: string | null
  quantity: number | null
  quantity_low: number | null
  unit: string | null
  note: string | null
  raw: string
  parsed: number
}

export type OrderRow = Selectable<OrdersTable>
