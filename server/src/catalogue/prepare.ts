import { createHash } from 'node:crypto'
import { titlePinyin } from '../search/pinyin'
import { encodeNames } from '../search/terms'
import { cleanDescription, cleanStep, cleanTips, cleanTitle } from './clean-text'
import { dishCategory } from './dish-category'
import { resolveFormulas } from './formula'
import { lineKind, remarkText } from './line-kind'
import { mergeIngredients } from './merge-ingredients'
import type { StepAmount } from '../../../types/amounts'
import { timerSeconds } from '../../../types/durations'
import { markStepAmounts } from './step-amounts'
import { parseIngredientLine } from './parse-ingredient'
import type { ParsedIngredient } from './parsed-ingredient'
import { rulesChanged, type CatalogueRule } from './rules'
import type { SourceRecipe } from './source'
import { dishTimes } from './times'

/**
 * Bump when cleaning or parsing changes, so the next import rewrites every recipe.
 * 3: fish and seafood dishes filed under 荤菜 move to 水产 (dish-category.ts).
 * 4: formulas, flags (optional, round up) and forms of one ingredient read; remarks go to the
 *    tips; steps carry the amounts that scale (step-amounts.ts).
 * 5: every text also kept in Traditional Chinese (migration 021, catalogue/hant-texts.ts).
 * 6: step timers also read "30s", "1 h" and other languages' words (types/durations.ts); the
 *    measure word 只 after a digit reads 隻 in the Traditional texts (i18n/catalogue/zh-hant.ts).
 */
export const PARSER_VERSION = 6

export interface PreparedStep {
  text: string
  image: string | null
  timerSeconds: number | null
  /** Amounts in the text that scale with the servings (types/amounts.ts scaleStep). */
  amounts: StepAmount[]
}

/** A recipe ready to store. */
export interface PreparedRecipe {
  sourceId: string
  hash: string
  categoryId: number
  title: string
  titlePinyin: string
  cover: string | null
  images: string[]
  description: string
  tips: string
  difficulty: number
  servings: number
  totalMinutes: number
  prepMinutes: number | null
  cookMinutes: number | null
  waitMinutes: number
  /** The cleaning rules that changed something in this recipe (the import summary counts them). */
  rules: CatalogueRule[]
  ingredients: ParsedIngredient[]
  steps: PreparedStep[]
  searchNames: string
}

/**
 * Parsing with memory: the same ingredient line, step or title is read once per import
 * (synthetic catalogues repeat them a lot).
 */
export function createPreparer() {
  const lines = new Map<string, ParsedIngredient[]>()
  const steps = new Map<string, { text: string; timerSeconds: number | null }>()
  const pinyins = new Map<string, string>()

  function parseLine(raw: string): ParsedIngredient[] {
    let parsed = lines.get(raw)
    if (!parsed) {
      parsed = parseIngredientLine(raw)
      lines.set(raw, parsed)
    }
    return parsed
  }

  function stepOf(text: string, names: readonly string[]): PreparedStep {
    let step = steps.get(text)
    if (!step) {
      const clean = cleanStep(text)
      step = { text: clean, timerSeconds: timerSeconds(clean) }
      steps.set(text, step)
    }
    const marked = markStepAmounts(step.text, names)
    return {
      text: marked.text,
      image: null,
      timerSeconds: step.timerSeconds,
      amounts: marked.amounts,
    }
  }

  function pinyinOf(title: string): string {
    let value = pinyins.get(title)
    if (value === undefined) {
      value = titlePinyin(title).join(' ')
      pinyins.set(title, value)
    }
    return value
  }

  return function prepare(source: SourceRecipe): PreparedRecipe {
    const hash = createHash('sha1')
      .update(`${PARSER_VERSION}\n${JSON.stringify(source)}`)
      .digest('base64url')
    const title = cleanTitle(source.name)
    const description = cleanDescription(source.description)
    const kinds = source.ingredientLines.map(lineKind)
    const ingredientLines = source.ingredientLines.filter((_, i) => kinds[i] === 'ingredient')
    const remarks = source.ingredientLines.filter((_, i) => kinds[i] === 'remark')
    const ingredients = resolveFormulas(mergeIngredients(ingredientLines.flatMap(parseLine)))
    const category = dishCategory(
      source.category,
      ingredients.map((i) => i.name),
    )
    if (!category) throw new Error(`${source.sourceId}: unknown category "${source.category}"`)
    const names = ingredients.filter((i) => i.parsed).map((i) => ({ name: i.name, alias: i.alias }))
    const nameWords = names.flatMap((n) => (n.alias ? [n.name, n.alias] : [n.name]))
    const preparedSteps = source.steps.map((step) => stepOf(step, nameWords))
    const stated = timerSeconds(description)
    const times = dishTimes(
      preparedSteps,
      stated === null ? null : Math.round(stated / 60),
      source.difficulty,
    )
    const tips = cleanTips([...remarks.map(remarkText), ...source.notes])
    return {
      sourceId: source.sourceId,
      hash,
      categoryId: category.id,
      title,
      titlePinyin: pinyinOf(title),
      cover: source.images[0] ?? null,
      images: source.images,
      description,
      tips,
      difficulty: source.difficulty,
      servings: source.servings,
      ...times,
      rules: rulesChanged(source, { title, stated, steps: preparedSteps, times }),
      ingredients,
      steps: preparedSteps,
      searchNames: encodeNames(names),
    }
  }
}
