import type { PerIngredient } from './line-notes'

/** One ingredient line as stored: amounts for the recipe's own servings. */
export interface ParsedIngredient {
  name: string
  /** Another name the recipe gives it: 生粉（别称：淀粉） → 淀粉. */
  alias: string | null
  /** The amount; for a range ("2-3 个") its upper end. Null for 适量, 少许 and unparsed lines. */
  quantity: number | null
  /** The lower end of a range, else null. */
  quantityLow: number | null
  unit: string | null
  note: string | null
  /** The line as the source wrote it. */
  raw: string
  /** False when the line could not be understood: its text is then the name, with no amount. */
  parsed: boolean
  /** The recipe says it may be left out (可选, or a range from 0). */
  optional: boolean
  /** Whole pieces only, rounded up when scaled (向上取整). */
  roundUp: boolean
  /** Measured per another ingredient; resolved when the recipe is prepared (formula.ts). */
  per: PerIngredient | null
}
