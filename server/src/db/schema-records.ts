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

export interface CartItemsTable {
  id: Generated<number>
  user_id: number
  recipe_id: number
  servings: number
  meal: Meal
  created_at: string
  updated_at: string
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
