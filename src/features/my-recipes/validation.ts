import { OWN_RECIPE_LIMITS as LIMITS } from '@shared/my-recipes'
import { textProblem, type TextRule } from '@shared/text'
import { t } from '@/i18n'
import { isBlankIngredient, numberOf, type IngredientRow, type RecipeForm } from './form'

/** Messages by field path: `title`, `ingredients`, `ingredients.2.name`, `steps.0.timer`… */
export type FormErrors = Record<string, string>

const RULES = {
  title: { shape: 'line', max: LIMITS.title },
  description: { shape: 'lines', max: LIMITS.description, blank: true },
  ingredientName: { shape: 'line', max: LIMITS.ingredientName },
  unit: { shape: 'line', max: LIMITS.unit, blank: true },
  note: { shape: 'line', max: LIMITS.ingredientNote, blank: true },
  stepText: { shape: 'lines', max: LIMITS.stepText },
} satisfies Record<string, TextRule>

function textError(text: string, rule: TextRule): string | null {
  const problem = textProblem(text, rule)
  if (!problem) return null
  if (problem.reason === 'blank') return t('myRecipes.errors.required')
  if (problem.reason === 'maxLength') return t('myRecipes.errors.tooLong', { max: rule.max })
  if (problem.reason === 'lineBreak') return t('myRecipes.errors.lineBreak')
  return t('myRecipes.errors.oddCharacter')
}

/** A typed number within [min, max] (whole when `whole`), or why not. */
function numberError(typed: string, min: number, max: number, whole: boolean): string | null {
  const value = numberOf(typed)
  if (!typed.trim() || !Number.isFinite(value)) return t('myRecipes.errors.number')
  if ((whole && !Number.isInteger(value)) || value < min || value > max) {
    return t('myRecipes.errors.range', { min, max })
  }
  return null
}

/** The rows that are sent (blank ingredient rows and empty steps are not). */
export const sentIngredients = (form: RecipeForm) =>
  form.ingredients.flatMap((row, i) => (isBlankIngredient(row) ? [] : [i]))
export const sentSteps = (form: RecipeForm) =>
  form.steps.flatMap((row, i) => (row.text.trim() || row.image ? [i] : []))

/** What the server would refuse in one ingredient row, by part (name, quantity, unit, note). */
function ingredientErrors(row: IngredientRow): Record<string, string | null> {
  const { quantity } = row
  return {
    name: textError(row.name, RULES.ingredientName),
    quantity: quantity.trim() ? numberError(quantity, 0.001, LIMITS.quantity, false) : null,
    unit: textError(row.unit, RULES.unit),
    note: textError(row.note, RULES.note),
  }
}

/** A row the server takes as it is: the preview of parsed amounts reads only those. */
export function isReadableIngredient(row: IngredientRow): boolean {
  return !isBlankIngredient(row) && Object.values(ingredientErrors(row)).every((e) => e === null)
}

/** What the server would refuse, checked here first with the same limits (OWN_RECIPE_LIMITS). */
export function validateForm(form: RecipeForm): FormErrors {
  const errors: FormErrors = {}
  const put = (field: string, message: string | null) => {
    if (message) errors[field] = message
  }
  put('title', textError(form.title, RULES.title))
  if (form.categoryId === null) put('categoryId', t('myRecipes.errors.category'))
  put('description', textError(form.description, RULES.description))
  const { min, max } = LIMITS.totalMinutes
  put('totalMinutes', numberError(form.totalMinutes, min, max, true))

  const ingredients = sentIngredients(form)
  if (ingredients.length === 0) put('ingredients', t('myRecipes.errors.ingredientsMin'))
  if (ingredients.length > LIMITS.ingredients) {
    put('ingredients', t('myRecipes.errors.ingredientsMax', { max: LIMITS.ingredients }))
  }
  for (const i of ingredients) {
    const row = form.ingredients[i]!
    put(`ingredients.${i}.name`, textError(row.name, RULES.ingredientName))
    for (const [part, message] of Object.entries(ingredientErrors(row))) {
      put(`ingredients.${i}.${part}`, message)
    }
  }

  const steps = sentSteps(form)
  if (steps.length === 0) put('steps', t('myRecipes.errors.stepsMin'))
  if (steps.length > LIMITS.steps)
    put('steps', t('myRecipes.errors.stepsMax', { max: LIMITS.steps }))
  for (const i of steps) {
    const row = form.steps[i]!
    put(`steps.${i}.text`, textError(row.text, RULES.stepText))
    const maxMinutes = LIMITS.timerSeconds / 60
    if (row.timer.trim()) put(`steps.${i}.timer`, numberError(row.timer, 0.1, maxMinutes, false))
  }
  return errors
}

// "body/steps/2/text: must not be blank" (server/src/i18n/describe-issue.ts), in any locale.
const ISSUE = /^body((?:\/[\w-]+)+)\s*[:：]\s*(.+)$/

/**
 * The server's refusal put beside the field it names. Its paths count the rows sent, which
 * leave out blank ones: they are turned back into the form's rows. Anything else is `form`.
 */
export function serverErrors(form: RecipeForm, message: string): FormErrors {
  const match = ISSUE.exec(message)
  if (!match) return { form: message }
  const [list, index, field] = (match[1] ?? '').slice(1).split('/')
  const rows =
    list === 'ingredients' ? sentIngredients(form) : list === 'steps' ? sentSteps(form) : null
  if (rows && index !== undefined && /^\d+$/.test(index)) {
    const row = rows[Number(index)]
    const name = field === 'timerSeconds' ? 'timer' : field
    if (row !== undefined && name) return { [`${list}.${row}.${name}`]: match[2] ?? message }
  }
  if (list && !index) return { [list]: match[2] ?? message }
  return { form: message }
}
