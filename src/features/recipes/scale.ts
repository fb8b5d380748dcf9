import { roundAmount, scaleStep } from '@shared/amounts'
import type { IngredientLine, RecipeStep } from '@shared/recipes'

/**
 * The ingredients of a recipe for `to` servings, from their amounts at the recipe's own
 * `baseServings`, rounded by the server's rule (types/amounts.ts): the stepper rescales at once,
 * and the server's answer for `?servings=to` reads the same.
 */
export function scaleIngredients(
  ingredients: IngredientLine[],
  baseServings: number,
  to: number,
): IngredientLine[] {
  if (baseServings <= 0) return ingredients
  const factor = to / baseServings
  return ingredients.map((line) => {
    if (line.baseQuantity === null) return line
    const quantity = roundAmount(line.baseQuantity * factor, line.unit, line.roundUp)
    const low =
      line.baseQuantityLow === null
        ? null
        : roundAmount(line.baseQuantityLow * factor, line.unit, line.roundUp)
    return { ...line, quantity, quantityLow: low !== null && low < quantity ? low : null }
  })
}

/** The steps shown for `from` servings, for `to`: their amounts rescaled as the server would. */
export function scaleSteps(steps: RecipeStep[], from: number, to: number): RecipeStep[] {
  if (from === to || from <= 0) return steps
  return steps.map((step) => ({ ...step, ...scaleStep(step.text, step.amounts, to / from) }))
}
