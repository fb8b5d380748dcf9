import type { IngredientLine } from '../../../types/recipes'
import { roundAmount, roundsUp } from '../../../types/amounts'

export interface StoredIngredient {
  name: string
  alias: string | null
  quantity: number | null
  quantity_low: number | null
  unit: string | null
  note: string | null
}

/**
 * An ingredient line at `factor` times the recipe's own servings, rounded as types/amounts.ts
 * says (the app rescales the same way). A range keeps its upper end as
 * the quantity and reads "2-3" (scaled) at the head of the note.
 */
export function scaleIngredient(row: StoredIngredient, factor: number): IngredientLine {
  const up = roundsUp(row.note)
  const quantity = row.quantity === null ? null : roundAmount(row.quantity * factor, row.unit, up)
  const range =
    row.quantity_low !== null && quantity !== null
      ? `${roundAmount(row.quantity_low * factor, row.unit, up)}-${quantity}`
      : null
  const note = [range, row.note].filter(Boolean).join('；') || null
  return { name: row.name, quantity, unit: row.unit, note, alias: row.alias }
}
