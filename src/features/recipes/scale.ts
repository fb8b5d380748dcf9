import type { IngredientLine } from '@shared/recipes'

/** Amounts as a cook reads them: 300, 12, 1.5, 0.25 (no 333.3333 g). */
export function formatQuantity(quantity: number): string {
  const places = quantity >= 10 ? 0 : quantity >= 1 ? 1 : 2
  const factor = 10 ** places
  const rounded = Math.round(quantity * factor) / factor
  return String(rounded || Math.round(quantity * 100) / 100)
}

/**
 * The ingredients of a recipe given for `from` servings, for `to` servings. The server answers
 * the same for `?servings=to`; doing it here keeps the stepper instant while that answer travels.
 */
export function scaleIngredients(
  ingredients: IngredientLine[],
  from: number,
  to: number,
): IngredientLine[] {
  if (from === to || from <= 0) return ingredients
  return ingredients.map((line) =>
    line.quantity === null ? line : { ...line, quantity: (line.quantity * to) / from },
  )
}
