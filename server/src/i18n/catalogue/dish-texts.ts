import type { Locale } from '../../../../types/api'
import type { StepAmount } from '../../../../types/amounts'
import { englishTexts } from './en/texts'
import type { DishText } from './types'

/** The translated steps of a locale; Spanish and French have none yet (docs/catalogue-languages.md). */
const TEXTS: Partial<Record<Locale, Readonly<Record<string, DishText>>>> = { en: englishTexts }

export interface TranslatedStep {
  text: string
  amounts: StepAmount[]
}

/** The dishes translated into a locale (for tests and the dish page's note). */
export function translatedTitles(locale: Locale): string[] {
  return Object.keys(TEXTS[locale] ?? {})
}

/**
 * The number as the Chinese step writes it ("10 ～ 20" stays as written); a Chinese numeral
 * ("两个鸡蛋") in digits, as the scaler would write it.
 */
function numberOf(text: string, amount: StepAmount): string {
  const written = text.slice(amount.start, amount.end)
  if (!/\p{Script=Han}/u.test(written)) return written
  const { quantity, quantityLow } = amount
  return quantityLow === null || quantityLow >= quantity
    ? String(quantity)
    : `${quantityLow}-${quantity}`
}

/**
 * A dish's steps in the reader's language with their amounts placed where the translation puts
 * them, ready for types/amounts.ts scaleStep; null when the dish is not translated (the reader
 * then gets the Chinese with a note) or its Chinese steps changed since the translation.
 */
export function translatedSteps(
  locale: Locale,
  title: string,
  steps: readonly { text: string; amounts: readonly StepAmount[] }[],
): { description: string; steps: TranslatedStep[] } | null {
  const dish = TEXTS[locale]?.[title]
  if (!dish || dish.steps.length !== steps.length) return null
  const out: TranslatedStep[] = []
  for (let i = 0; i < steps.length; i++) {
    const source = steps[i]
    const template = dish.steps[i]
    if (!source || template === undefined) return null
    let text = ''
    let at = 0
    const amounts: StepAmount[] = []
    for (const match of template.matchAll(/\{(\d+)\}/g)) {
      const amount = source.amounts[Number(match[1])]
      if (!amount) return null
      text += template.slice(at, match.index)
      const words = numberOf(source.text, amount)
      amounts.push({ ...amount, start: text.length, end: text.length + words.length })
      text += words
      at = (match.index ?? 0) + match[0].length
    }
    // A step that lost one of its amounts would no longer scale as the Chinese does.
    if (amounts.length !== source.amounts.length) return null
    out.push({ text: text + template.slice(at), amounts })
  }
  return { description: dish.description, steps: out }
}
