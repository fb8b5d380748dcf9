import { roundAmount, roundsUp } from '@shared/amounts'
import type { IngredientLine } from '@shared/recipes'

/**
 * The ingredients of a recipe given for `from` servings, for `to` servings. The server answers
 * the same for `?servings=to` (rounded by the same rule, types/amounts.ts); doing it here keeps
 * the stepper instant while that answer travels. The server scales from the recipe's own
 * amounts, this from the shown ones, so a rounded-up egg can differ until the answer lands.
 */
export function scaleIngredients(
  ingredients: IngredientLine[],
  from: number,
  to: number,
): IngredientLine[] {
  if (from === to || from <= 0) return ingredients
  return ingredients.map((line) =>
    line.quantity === null
      ? line
      : {
          ...line,
          quantity: roundAmount((line.quantity * to) / from, line.unit, roundsUp(line.note)),
        },
  )
}
