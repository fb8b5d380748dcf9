import type { Locale } from '@shared/api'
import { readableAmount } from '@shared/amounts'
import type { IngredientLine } from '@shared/recipes'
import {
  amountRow,
  amountSentence,
  looseOf,
  type AmountRow,
  type LocaleWords,
} from '@shared/words/amount-words'
import type { Noun } from '@shared/words/noun'
import { pluralForm } from '@shared/words/plural'
import { UNITS_ZH_HANT } from '@shared/words/units-zh-hant'
import { UNITS_EN } from '@shared/words/units-en'
import { UNITS_ES } from '@shared/words/units-es'
import { UNITS_FR } from '@shared/words/units-fr'

/** Each locale's unit words (3 KB each; Chinese readers need none: units-zh-hant.ts is inside). */
const WORDS: Record<Locale, LocaleWords> = {
  'zh-Hans': { locale: 'zh-Hans', units: {} },
  'zh-Hant': { locale: 'zh-Hant', units: {} },
  en: { locale: 'en', units: UNITS_EN },
  es: { locale: 'es', units: UNITS_ES },
  fr: { locale: 'fr', units: UNITS_FR },
}

export function localeWords(locale: Locale): LocaleWords {
  return WORDS[locale]
}

/** A number as written in `locale`: a decimal comma in Spanish and French ("8,5"). */
export function numberIn(locale: Locale, text: string): string {
  return locale === 'es' || locale === 'fr' ? text.replace('.', ',') : text
}

/**
 * A unit as a reader of `locale` writes it after `quantity`: "个" → "pieces" / "piece",
 * "袋" → "bolsas", 個 in Traditional; metric units and a cook's own word stay as written.
 */
export function unitIn(locale: Locale, unit: string, quantity: number): string {
  if (locale === 'zh-Hans') return unit
  if (locale === 'zh-Hant') return UNITS_ZH_HANT[unit] ?? unit
  const word = WORDS[locale].units[unit]
  if (!word) return unit
  return quantity < 1 || pluralForm(locale, quantity) === 'one' ? word.one : word.other
}

/**
 * A needed or taken amount of a food in the reader's words: the row's two columns ("Eggs", "2")
 * and the sentence ("2 eggs"); null when the reader reads the catalogue's own words (zh-Hans) or
 * the food has no noun (a cook's own name), which keep their usual amount text.
 */
export function amountIn(
  locale: Locale,
  noun: Noun | undefined,
  quantity: number,
  unit: string | null,
): { name: string; amount: string; sentence: string } | null {
  if (locale === 'zh-Hans' || !noun) return null
  const shown = readableAmount(quantity, unit)
  const parts = { quantity: shown.quantity, unit: shown.unit }
  const row = amountRow(WORDS[locale], noun, parts)
  return { ...row, sentence: amountSentence(WORDS[locale], noun, parts) }
}

/** What an amount's words need of an ingredient line (the dish page's, the editor's preview). */
export type AmountLine = Pick<
  IngredientLine,
  'name' | 'noun' | 'quantity' | 'quantityLow' | 'unit' | 'note'
>

/**
 * An ingredient line's two columns in the reader's words, after any rescaling here: "Eggs | 2",
 * "Ajo | 3 dientes", "蔥 | 2 根". The server sends the food's noun (en, es, fr) or its name in
 * the reader's script; the unit stays the catalogue's key, which scaling needs.
 */
export function ingredientRow(locale: Locale, line: AmountLine): AmountRow {
  const loose = looseOf(line.note)
  if (line.quantity === null) {
    return amountRow(WORDS[locale], line.noun ?? line.name, { quantity: null, unit: null, loose })
  }
  const high = readableAmount(line.quantity, line.unit)
  const low = line.quantityLow === null ? null : readableAmount(line.quantityLow, line.unit)
  return amountRow(WORDS[locale], line.noun ?? line.name, {
    quantity: high.quantity,
    quantityLow: low?.quantity ?? null,
    unit: high.unit,
  })
}
