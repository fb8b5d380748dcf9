import type { Locale } from '../../../types/api'
import type { IngredientLine, RecipeStep } from '../../../types/recipes'
import { translatedSteps } from '../i18n/catalogue/dish-texts'
import { ingredientIn, isGlossaryLocale } from '../i18n/catalogue/glossary'
import type { RecipeRecord } from './repository'

/** A dish's texts as one reader gets them (SPEC §8.4). */
export interface ReaderTexts {
  description: string
  tips: string
  /** The steps as the JSON array of RecipeStep, at the recipe's own servings. */
  stepsJson: string
  untranslated: boolean
  tipsUntranslated: boolean
  /** An ingredient line (already scaled) in the reader's words. */
  line(line: IngredientLine, index: number): IngredientLine
}

const same = (line: IngredientLine) => line

/**
 * zh-Hans: the catalogue as it is. zh-Hant: the Traditional texts the import stored (the
 * Simplified where it has not yet). en/es/fr: the glossary's names and nouns; the description
 * and steps where translated (i18n/catalogue/dish-texts.ts), else the Chinese, said so.
 */
export function readerTexts(record: RecipeRecord, locale: Locale): ReaderTexts {
  const { recipe, stepsJson, hant } = record
  const chinese = {
    description: recipe.description,
    tips: recipe.tips,
    stepsJson,
    untranslated: false,
    tipsUntranslated: false,
    line: same,
  }
  if (locale === 'zh-Hant') {
    if (!hant) return chinese
    const lines = hant.lines
    return {
      description: hant.description || recipe.description,
      tips: hant.tips || recipe.tips,
      stepsJson: hant.stepsJson ?? stepsJson,
      untranslated: false,
      tipsUntranslated: false,
      line: (line, i) => {
        const words = lines?.[i]
        return words ? { ...line, name: words[0], alias: words[1], note: words[2] } : line
      },
    }
  }
  if (!isGlossaryLocale(locale)) return chinese
  const steps = JSON.parse(stepsJson) as RecipeStep[]
  const translated = translatedSteps(locale, recipe.title, steps)
  return {
    description: translated ? translated.description : recipe.description,
    tips: recipe.tips,
    stepsJson: translated
      ? JSON.stringify(
          steps.map((step, i) => ({
            text: translated.steps[i]?.text ?? step.text,
            image: step.image,
            timerSeconds: step.timerSeconds,
            amounts: translated.steps[i]?.amounts ?? step.amounts,
          })),
        )
      : stepsJson,
    // A dish with no steps and no description has nothing left in Chinese to note.
    untranslated: !translated && (steps.length > 0 || recipe.description !== ''),
    tipsUntranslated: recipe.tips !== '',
    line: (line) => {
      const entry = ingredientIn(locale, line.name)
      if (!entry) return line
      const { also: _also, ...noun } = entry
      // The alias is another Chinese name (生粉 for 淀粉): no help to this reader.
      return { ...line, name: noun.one, noun, alias: null }
    },
  }
}
