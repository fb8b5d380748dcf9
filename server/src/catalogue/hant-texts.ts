import { taiwanMeasureWords, toTaiwanese } from '../i18n/catalogue/zh-hant'
import type { PreparedRecipe, PreparedStep } from './prepare'

/** A recipe's zh-Hant columns (migration 021), in the shapes of their Simplified twins. */
export interface HantTexts {
  title: string
  description: string
  tips: string
  /** [name, alias, note] per ingredient line. */
  ingredientsJson: string
  /** The steps as steps_json holds them, converted. */
  stepsJson: string
}

/**
 * The import's converter: each distinct text converted once per import (synthetic catalogues
 * repeat the same steps and names thousands of times).
 */
export function hantConverter() {
  const memo = new Map<string, string>()
  function convert(text: string): string {
    let out = memo.get(text)
    if (out === undefined) {
      out = toTaiwanese(text)
      memo.set(text, out)
    }
    return out
  }
  const maybe = (text: string | null) => (text === null ? null : convert(text))

  /**
   * A step converted piece by piece around its amounts, so each amount's place can be moved:
   * a food word may change length (土豆 → 馬鈴薯), and the app finds amounts by their places.
   */
  function step({ text, image, timerSeconds, amounts }: PreparedStep) {
    let out = ''
    let at = 0
    const moved = amounts.map((amount) => {
      out += convert(text.slice(at, amount.start))
      const words = convert(text.slice(amount.start, amount.end))
      const start = out.length
      out += words
      at = amount.end
      return { ...amount, start, end: out.length }
    })
    out += convert(text.slice(at))
    // "2" and "只" were converted apart: the measure word is read on the whole step.
    return { text: taiwanMeasureWords(out), image, timerSeconds, amounts: moved }
  }

  return function hantOf(recipe: PreparedRecipe): HantTexts {
    return {
      title: convert(recipe.title),
      description: convert(recipe.description),
      tips: convert(recipe.tips),
      ingredientsJson: JSON.stringify(
        recipe.ingredients.map((i) => [convert(i.name), maybe(i.alias), maybe(i.note)]),
      ),
      stepsJson: JSON.stringify(recipe.steps.map(step)),
    }
  }
}
