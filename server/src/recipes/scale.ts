import type { IngredientLine } from '../../../types/recipes'
import { COUNT_UNITS } from '../catalogue/amount'

export interface StoredIngredient {
  name: string
  alias: string | null
  quantity: number | null
  quantity_low: number | null
  unit: string | null
  note: string | null
}

/**
 * A scaled amount as a cook would write it: pieces (个, 只, 瓣 …) to the nearest half (never
 * below half a piece), other amounts to two decimals below 10, one below 100, whole above.
 */
export function roundAmount(value: number, unit: string | null): number {
  if (unit !== null && COUNT_UNITS.has(unit) && value >= 0.5) return Math.round(value * 2) / 2
  const digits = value < 10 ? 100 : value < 100 ? 10 : 1
  return Math.round(value * digits) / digits
}

/**
 * An ingredient line at `factor` times the recipe's own servings. A range keeps its upper end as
 * the quantity and reads "2-3" (scaled) at the head of the note.
 */
export function scaleIngredient(row: StoredIngredient, factor: number): IngredientLine {
  const quantity = row.quantity === null ? null : roundAmount(row.quantity * factor, row.unit)
  const range =
    row.quantity_low !== null && quantity !== null
      ? `${roundAmount(row.quantity_low * factor, row.unit)}-${quantity}`
      : null
  const note = [range, row.note].filter(Boolean).join('；') || null
  return { name: row.name, quantity, unit: row.unit, note, alias: row.alias }
}
