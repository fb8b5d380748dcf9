import type { Generated, Selectable } from 'kysely'
import type { MovementReason, StockLocation } from '../../../types/kitchen'

/**
 * A kitchen's stock (migration 005). Quantities are integer thousandths ("milli"): the contract
 * allows 3 decimals, and whole numbers keep "never below zero" exact where floating-point
 * subtraction would leave 1e-16 behind.
 */
export interface KitchenTables {
  stock_items: StockItemsTable
  stock_movements: StockMovementsTable
}

export interface StockItemsTable {
  id: Generated<number>
  kitchen_id: number
  name: string
  /** The name as matching compares it (stock/names.ts `nameKey`). */
  name_key: string
  quantity_milli: number
  unit: string
  min_quantity_milli: Generated<number>
  /** YYYY-MM-DD, or null. */
  best_before: string | null
  location: StockLocation
  note: Generated<string>
  created_at: string
  updated_at: string
}

export interface StockMovementsTable {
  id: Generated<number>
  item_id: number
  delta_milli: number
  quantity_after_milli: number
  reason: MovementReason
  note: Generated<string>
  /** The food record a `cooked` movement took stock for (records are never deleted). */
  order_id: number | null
  user_id: number | null
  created_at: string
}

export type StockItemRow = Selectable<StockItemsTable>
export type StockMovementRow = Selectable<StockMovementsTable>
