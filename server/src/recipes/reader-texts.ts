import type { Locale } from '../../../types/api'
import type { IngredientLine, RecipeStep } from '../../../types/recipes'
import { translatedSteps } from '../i18n/catalogue/dish-texts'
import { ingredientIn, isGlossaryLocale } from '../i18n/catalogue/glossary'
import { noteIn } from '../i18n/catalogue/notes'
import { tipsIn } from '../i18n/catalogue/tips'
import type { RecipeRecord } from './repository'

/** A dish's texts as one reader gets them (SPEC §8.4). */
export interface ReaderTexts {
  description: string
  tips: string
  /** The steps as the JSON array of RecipeStep, at the recipe's own servings. */
  stepsJson: string
  untranslated: boolean
  tipsUntranslated: boolean
  /** Some ingredient's note is shown in Chinese (not translated yet). */
  notesUntranslated: boolean
  /** An ingredient line (already scaled) in the reader's words. */
  line(line: IngredientLine, index: number): IngredientLine
}

const same = (line: IngredientLine) => line

/**
 * zh-Hans: the catalogue as it is. zh-Hant: the Traditional texts the import stored (the
 * Simplified where it has not yet). en/es/fr: the glossary's names and nouns; the description
 * and steps where translated (i18n/catalogue/dish-texts.ts), the tips (tips.ts) and notes
 * (notes.ts) where known, else the Chinese, said so.
 */
export function readerTexts(record: RecipeRecord, locale: Locale): ReaderTexts {
  const { recipe, stepsJson, hant } = record
  const chinese = {
    description: recipe.description,
    tips: recipe.tips,
    stepsJson,
    untranslated: false,
    tipsUntranslated: false,
    notesUntranslated: false,
    line: same,
  }
  // A cook's own recipe is read as its cook wrote it: the glossary and the note phrases are the
  // catalogue's, and the edit form (which loads it in the reader's language) saves what it got.
  if (recipe.owner_id !== null) return chinese
  if (locale === 'zh-Hant') {
    if (!hant) return chinese
    const lines = hant.lines
    return {
      description: hant.description || recipe.description,
      tips: hant.tips || recipe.tips,
      stepsJson: hant.stepsJson ?? stepsJson,
      untranslated: false,
      tipsUntranslated: false,
      notesUntranslated: false,
      line: (line, i) => {
        const words = lines?.[i]
        return words ? { ...line, name: words[0], alias: words[1], note: words[2] } : line
      },
    }
  }
  if (!isGlossaryLocale(locale)) return chinese
  const steps = JSON.parse(stepsJson) as RecipeStep[]
  const translated = translatedSteps(locale, recipe.title, steps)
  const tips = recipe.tips === '' ? '' : tipsIn(locale, recipe.title, recipe.tips)
  const notes = record.ingredients.map((row) => (row.note ? noteIn(locale, row.note) : null))
  return {
    description: translated ? translated.description : recipe.description,
    tips: tips ?? recipe.tips,
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
    tipsUntranslated: tips === null,
    notesUntranslated: record.ingredients.some((row, i) => row.note && notes[i] === null),
    line: (line, i) => {
      const note = notes[i] ?? line.note
      const entry = ingredientIn(locale, line.name)
      if (!entry) return { ...line, note }
      const { also: _also, ...noun } = entry
      // The alias is another Chinese name (生粉 for 淀粉): no help to this reader.
      return { ...line, name: noun.one, noun, alias: null, note }
    },
  }
}
