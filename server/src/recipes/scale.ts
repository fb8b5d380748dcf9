import type { IngredientLine } from '../../../types/recipes'
import { roundAmount } from '../../../types/amounts'

export interface StoredIngredient {
  name: string
  alias: string | null
  quantity: number | null
  quantity_low: number | null
  unit: string | null
  note: string | null
  optional: boolean
  round_up: boolean
}

/**
 * An ingredient line at `factor` times the recipe's own servings, rounded as types/amounts.ts
 * says (the app rescales the same way). A range whose ends round to one number is that number.
 */
export function scaleIngredient(row: StoredIngredient, factor: number): IngredientLine {
  const quantity =
    row.quantity === null ? null : roundAmount(row.quantity * factor, row.unit, row.round_up)
  const low =
    row.quantity_low === null || quantity === null
      ? null
      : roundAmount(row.quantity_low * factor, row.unit, row.round_up)
  return {
    name: row.name,
    quantity,
    quantityLow: low !== null && quantity !== null && low < quantity ? low : null,
    unit: row.unit,
    note: row.note,
    optional: row.optional,
    roundUp: row.round_up,
    baseQuantity: row.quantity,
    baseQuantityLow: row.quantity_low,
    alias: row.alias,
  }
}
