import type { IngredientLine } from '@shared/recipes'

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
