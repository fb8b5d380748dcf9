import { randomUUID } from 'node:crypto'
import type { DraftIngredient, RecipeDraft } from '../../../types/my-recipes'
import { cleanStep } from '../catalogue/clean-text'
import { resolveFormulas } from '../catalogue/formula'
import { parseIngredientLine } from '../catalogue/parse-ingredient'
import type { ParsedIngredient } from '../catalogue/parsed-ingredient'
import { proposedTimer } from '../../../types/durations'
import type { PreparedRecipe, PreparedStep } from '../catalogue/prepare'
import { markStepAmounts } from '../catalogue/step-amounts'
import { dishTimes } from '../catalogue/times'
import { titlePinyin } from '../search/pinyin'
import { encodeNames } from '../search/terms'
import { englishIngredient } from './import/ingredient-line'

/** Amounts written instead of a number, kept as written (the catalogue's parser does the same). */
const LOOSE = /^(适量|少许|若干|酌量|按需|to taste|as needed|a pinch)$/i
const OPTIONAL = /可选|optional|opcional|facultatif/i

/**
 * One ingredient as the cook typed it, read the way the catalogue's lines are read
 * (catalogue/parse-ingredient.ts): "鸡蛋 2个" typed in the name field alone is 鸡蛋, 2, 个; "盐" with
 * "适量" keeps 适量 as its note. A quantity the cook gave in its own field is taken as given.
 */
export function ownIngredient(input: DraftIngredient): ParsedIngredient {
  const name = input.name.trim()
  const unit = input.unit?.trim() || null
  const note = input.note?.trim() || null
  const loose = unit !== null && LOOSE.test(unit) ? unit : null
  const line = [name, input.quantity ?? '', loose ?? unit ?? ''].filter((s) => s !== '').join(' ')
  const raw = note ? `${line}（${note}）` : line
  const optional = note !== null && OPTIONAL.test(note)
  if (input.quantity !== null && input.quantity !== undefined && loose === null) {
    const parts = { quantity: input.quantity, quantityLow: null, unit, note, raw, parsed: true }
    return { name, alias: null, ...parts, optional, roundUp: false, per: null }
  }
  // "2 cups flour", "salt to taste": a line without Chinese may be in the English order.
  const english = unit === null && !/[\u4e00-\u9fff]/.test(name) ? englishIngredient(name) : null
  if (english) {
    const notes = [english.note, note].filter((n) => n) as string[]
    return ownIngredient({ ...english, note: notes.join('; ') || null })
  }
  const [parsed] = parseIngredientLine(loose ? `${name} ${loose}` : name)
  if (!parsed || !parsed.parsed || parsed.name === '') {
    const parts = { quantity: null, quantityLow: null, unit, note: loose ?? note, raw }
    return { name, alias: null, ...parts, parsed: false, optional, roundUp: false, per: null }
  }
  return {
    ...parsed,
    unit: parsed.unit ?? (loose ? null : unit),
    note: [parsed.note, note].filter((n) => n !== null).join(' ') || null,
    raw,
    optional: parsed.optional || optional,
  }
}

/**
 * The ingredients of a draft as they are stored: each read by ownIngredient, then amounts given
 * per another ingredient worked out (catalogue/formula.ts). POST /recipes/read-ingredients
 * answers this to the editor's preview, so what it shows is what a save keeps.
 */
export function readIngredients(list: DraftIngredient[]): ParsedIngredient[] {
  return resolveFormulas(list.map(ownIngredient))
}

/**
 * A draft (POST /recipes, PUT /recipes/{id}) made ready to store with the catalogue import's own
 * writer (catalogue/import-writer.ts): the same ingredient tuples, step documents with their
 * scaling amounts, pinyin and search names. Timers are proposed from the step text ("焖 20 分钟")
 * where the draft gives none (`undefined`); null keeps a step without one.
 */
export function prepareOwn(draft: RecipeDraft, sourceId = `own:${randomUUID()}`): PreparedRecipe {
  const ingredients = readIngredients(draft.ingredients)
  const names = ingredients.filter((i) => i.parsed).map((i) => ({ name: i.name, alias: i.alias }))
  const words = names.flatMap((n) => (n.alias ? [n.name, n.alias] : [n.name]))
  const steps: PreparedStep[] = draft.steps.map((step) => {
    const text = cleanStep(step.text)
    const marked = markStepAmounts(text, words)
    return {
      text: marked.text,
      image: step.image ?? null,
      timerSeconds: step.timerSeconds === undefined ? proposedTimer(text) : step.timerSeconds,
      amounts: marked.amounts,
    }
  })
  const times = dishTimes(steps, draft.totalMinutes, draft.difficulty)
  const title = draft.title.trim()
  return {
    sourceId,
    hash: '',
    categoryId: draft.categoryId,
    title,
    titlePinyin: titlePinyin(title).join(' '),
    cover: draft.cover ?? null,
    images: draft.cover ? [draft.cover] : [],
    description: draft.description.trim(),
    tips: '',
    difficulty: draft.difficulty,
    servings: draft.servings,
    ...times,
    // The cook's own figure, not the steps' estimate.
    totalMinutes: draft.totalMinutes,
    rules: [],
    ingredients,
    steps,
    searchNames: encodeNames(names),
  }
}
