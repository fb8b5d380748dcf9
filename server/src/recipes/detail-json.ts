import { scaleStep } from '../../../types/amounts'
import type { Locale } from '../../../types/api'
import type { RecipeDetail, RecipeStep } from '../../../types/recipes'
import { coverPath, imagePath } from '../covers/image-url'
import { markedLine, type PersonalView } from './personal'
import { readerTexts } from './reader-texts'
import type { RecipeRecord } from './repository'
import { scaleIngredient } from './scale'
import { categoryRef, titlesIn } from './summary'

/**
 * The steps' JSON at `factor` times the recipe's servings, with each picture's URL on our own
 * origin. Most dishes at their own servings have no picture: their JSON then passes through as
 * it is, unparsed.
 */
function stepsAt(recipeId: number, stepsJson: string, factor: number): string {
  const scales = factor !== 1 && stepsJson.includes('"amounts":[{')
  if (!scales && !stepsJson.includes('"image":"')) return stepsJson
  const steps = JSON.parse(stepsJson) as RecipeStep[]
  return JSON.stringify(
    steps.map((step, i) => {
      const scaled = scaleStep(step.text, step.amounts ?? [], factor)
      return {
        text: scaled.text,
        image: step.image === null ? null : imagePath(recipeId, `s${i}`, step.image),
        timerSeconds: step.timerSeconds,
        amounts: scaled.amounts,
      }
    }),
  )
}

/**
 * The dish at `servings` as the JSON of a RecipeDetail. The object is written field by field:
 * spreading the summary into it made V8 build a slow object, 5 times the cost of the rest.
 */
export function detailJson(
  record: RecipeRecord,
  locale: Locale,
  servings: number,
  origin: string,
  personal?: PersonalView,
): string {
  const { recipe, ingredients } = record
  const factor = servings / recipe.servings
  const texts = readerTexts(record, locale)
  const { title, titleZh } = titlesIn(locale, recipe.title, recipe.title_hant)
  const lines = personal
    ? ingredients.map((row, i) => markedLine(scaleIngredient(row, factor), personal.marks[i]))
    : ingredients.map((row) => scaleIngredient(row, factor))
  const detail: Omit<RecipeDetail, 'steps'> = {
    id: recipe.id,
    title,
    cover: coverPath(recipe.id, recipe.cover),
    category: categoryRef(recipe.category_id, locale),
    difficulty: recipe.difficulty,
    totalMinutes: recipe.total_minutes,
    rating: recipe.rating,
    favoriteCount: recipe.favorite_count,
    description: texts.description,
    servings,
    baseServings: recipe.servings,
    images: (JSON.parse(recipe.images) as string[]).map((url, i) =>
      imagePath(recipe.id, `i${i}`, url),
    ),
    ingredients: lines.map(texts.line),
    tips: texts.tips,
    prepMinutes: recipe.prep_minutes,
    cookMinutes: recipe.cook_minutes,
    waitMinutes: recipe.wait_minutes,
    favoriteId: personal ? personal.favoriteId : null,
  }
  if (titleZh !== undefined) detail.titleZh = titleZh
  if (texts.untranslated) detail.untranslated = true
  if (texts.tipsUntranslated) detail.tipsUntranslated = true
  if (texts.notesUntranslated) detail.notesUntranslated = true
  // The steps (most of a dish's text) are JSON already: added as the last field.
  const steps = stepsAt(recipe.id, texts.stepsJson, factor)
  return `${JSON.stringify(detail).slice(0, -1)},"steps":${steps},${origin}}`
}
