import type {
  DraftIngredient,
  OwnRecipeDetail,
  RecipeDraft,
  RecipeImportDraft,
  RecipeVisibility,
} from '@shared/my-recipes'
import { proposedTimer } from '@shared/durations'

/** An ingredient row as typed: the amount stays text so "1." can be on its way to "1.5". */
export interface IngredientRow {
  key: string
  name: string
  quantity: string
  unit: string
  note: string
}

export interface StepRow {
  key: string
  text: string
  image: string | null
  /** Minutes as typed ("0.5" for a 30 s timer); empty for none. */
  timer: string
  /** The cook changed the timer: the text no longer proposes it. */
  timerEdited: boolean
}

export interface RecipeForm {
  title: string
  categoryId: number | null
  description: string
  servings: number
  difficulty: number
  totalMinutes: string
  cover: string | null
  ingredients: IngredientRow[]
  steps: StepRow[]
  visibility: RecipeVisibility
  sourceUrl: string | null
}

let counter = 0
/** A row's React key: rows move up and down, so their index cannot be it. */
export const rowKey = () => `row-${(counter += 1)}`

export const emptyIngredient = (): IngredientRow => ({
  key: rowKey(),
  name: '',
  quantity: '',
  unit: '',
  note: '',
})

export const emptyStep = (): StepRow => ({
  key: rowKey(),
  text: '',
  image: null,
  timer: '',
  timerEdited: false,
})

export function emptyForm(): RecipeForm {
  return {
    title: '',
    categoryId: null,
    description: '',
    servings: 2,
    difficulty: 2,
    totalMinutes: '',
    cover: null,
    ingredients: [emptyIngredient()],
    steps: [emptyStep()],
    visibility: 'private',
    sourceUrl: null,
  }
}

/** Seconds as the minutes field shows them: 1200 → "20", 30 → "0.5". */
export function minutesText(seconds: number | null | undefined): string {
  if (!seconds) return ''
  return String(Math.round((seconds / 60) * 10) / 10)
}

/** A step typed or changed: its timer follows the text until the cook sets it. */
export function withText(step: StepRow, text: string): StepRow {
  if (step.timerEdited) return { ...step, text }
  return { ...step, text, timer: minutesText(proposedTimer(text)) }
}

function stepRow(step: { text: string; image?: string | null; timerSeconds?: number | null }) {
  const timer = minutesText(step.timerSeconds)
  return {
    key: rowKey(),
    text: step.text,
    image: step.image ?? null,
    timer,
    timerEdited: timer !== minutesText(proposedTimer(step.text)),
  }
}

const text = (value: number | null | undefined) => (value == null ? '' : String(value))

/** A draft (an import's, or the server's recipe made into one) as the form holds it. */
export function formOfDraft(draft: RecipeDraft | RecipeImportDraft): RecipeForm {
  return {
    title: draft.title,
    categoryId: draft.categoryId || null,
    description: draft.description,
    servings: draft.servings,
    difficulty: draft.difficulty,
    totalMinutes: text(draft.totalMinutes),
    cover: draft.cover ?? null,
    ingredients: draft.ingredients.map((line) => ({
      key: rowKey(),
      name: line.name,
      quantity: text(line.quantity),
      unit: line.unit ?? '',
      note: line.note ?? '',
    })),
    steps: draft.steps.map(stepRow),
    visibility: draft.visibility,
    sourceUrl: draft.sourceUrl ?? null,
  }
}

/** An own recipe as the server answers it, at its own servings, back into the form. */
export function formOfRecipe(recipe: OwnRecipeDetail): RecipeForm {
  return formOfDraft({
    title: recipe.title,
    categoryId: recipe.category.id,
    description: recipe.description,
    servings: recipe.baseServings,
    difficulty: recipe.difficulty,
    totalMinutes: recipe.totalMinutes ?? 0,
    cover: recipe.cover,
    ingredients: recipe.ingredients.map((line) => ({
      name: line.name,
      quantity: line.baseQuantity ?? line.quantity,
      unit: line.unit,
      note: line.note,
    })),
    steps: recipe.steps.map((step) => ({
      text: step.text,
      image: step.image,
      timerSeconds: step.timerSeconds,
    })),
    visibility: recipe.visibility ?? 'private',
    sourceUrl: recipe.sourceUrl,
  })
}

/** "1,5" (es, fr) is 1.5. */
export const numberOf = (typed: string) => Number(typed.trim().replace(',', '.'))

const optional = (typed: string) => typed.trim() || null

/** An ingredient row as it is sent (POST /recipes, the preview's POST /recipes/read-ingredients). */
export function ingredientOf(row: IngredientRow): DraftIngredient {
  return {
    name: row.name.trim(),
    quantity: row.quantity.trim() ? numberOf(row.quantity) : null,
    unit: optional(row.unit),
    note: optional(row.note),
  }
}

/** What POST / PUT /recipes is sent; call it on a form that validated. */
export function draftOf(form: RecipeForm): RecipeDraft {
  return {
    title: form.title.trim(),
    categoryId: form.categoryId ?? 0,
    description: form.description.trim(),
    servings: form.servings,
    difficulty: form.difficulty,
    totalMinutes: Math.round(numberOf(form.totalMinutes)),
    cover: form.cover,
    ingredients: form.ingredients.filter((row) => !isBlankIngredient(row)).map(ingredientOf),
    steps: form.steps
      .filter((row) => row.text.trim() || row.image)
      .map((row) => ({
        text: row.text.trim(),
        image: row.image,
        timerSeconds: row.timer.trim() ? Math.round(numberOf(row.timer) * 60) : null,
      })),
    visibility: form.visibility,
    sourceUrl: form.sourceUrl,
  }
}

/** A row left as it was added: not sent, not an error. */
export function isBlankIngredient(row: IngredientRow): boolean {
  return !row.name.trim() && !row.quantity.trim() && !row.unit.trim() && !row.note.trim()
}

/** Moves item `from` one place up (-1) or down (+1); the same list when it cannot. */
export function moved<T>(list: T[], from: number, by: -1 | 1): T[] {
  const to = from + by
  if (to < 0 || to >= list.length) return list
  const next = [...list]
  ;[next[from], next[to]] = [next[to]!, next[from]!]
  return next
}
