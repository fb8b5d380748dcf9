import type { Locale } from '../api'
import { friendlyCount, roundAmount } from '../amounts'
import { capitalize, elides, isCounted, type Noun } from './noun'
import { pluralForm, type PluralForm } from './plural'
import { canonicalUnit, METRIC_OF, unitKind, type UnitWord, type UnitWords } from './units'
import { UNITS_ZH_HANT } from './units-zh-hant'

/** Amounts a recipe leaves to the cook (the parser keeps them as the line's first note). */
export type Loose = '适量' | '少许' | '若干'

/** An amount as shown: already scaled and rounded (types/amounts.ts readableAmount). */
export interface AmountParts {
  quantity: number | null
  quantityLow?: number | null
  unit: string | null
  loose?: Loose | null
}

/** The words of one locale: its units (units-en.ts …; none for Chinese). */
export interface LocaleWords {
  locale: Locale
  units: UnitWords
}

/**
 * An ingredient line as a list shows it, in two columns: the food and its amount.
 * "Eggs" | "2", "Garlic" | "3 cloves", "Pork" | "200 g", "Salt" | "as needed".
 */
export interface AmountRow {
  name: string
  amount: string
}

interface Shown {
  number: string
  form: PluralForm
  unit: string | null
}

const METRIC = /^(?:g|kg|mg|ml|L|l|cm|oz|lb)$/
const LOOSE_WORDS: Record<'en' | 'es' | 'fr', Record<Loose, string>> = {
  en: { 适量: 'as needed', 少许: 'a little', 若干: 'some' },
  es: { 适量: 'al gusto', 少许: 'un poco', 若干: 'algo' },
  fr: { 适量: 'à convenance', 少许: 'un peu', 若干: 'un peu' },
}
const LOOSE_HANT: Record<Loose, string> = { 适量: '適量', 少许: '少許', 若干: '若干' }

function isChinese(locale: Locale): boolean {
  return locale === 'zh-Hans' || locale === 'zh-Hant'
}

function numberText(locale: Locale, value: number, unit: string | null): string {
  const text = unit !== null && METRIC.test(unit) ? String(value) : friendlyCount(value)
  return locale === 'es' || locale === 'fr' ? text.replace('.', ',') : text
}

/** 1.5 斤 → 750 g, 3 斤 → 1.5 kg: Chinese weights in grams outside Chinese. */
function metricOf(value: number, unit: string): { value: number; unit: string } {
  const metric = METRIC_OF[unit]
  if (!metric) return { value, unit }
  const grams = value * metric.factor
  if (grams >= 1000) return { value: roundAmount(grams / 1000, 'kg'), unit: 'kg' }
  return { value: roundAmount(grams, 'g'), unit: 'g' }
}

function shown(locale: Locale, parts: AmountParts, quantity: number): Shown {
  let unit = parts.unit === null ? null : canonicalUnit(parts.unit)
  let high = quantity
  let low = parts.quantityLow ?? null
  if (unit !== null && !isChinese(locale) && METRIC_OF[unit]) {
    const converted = metricOf(high, unit)
    low = low === null ? null : metricOf(low, unit).value
    high = converted.value
    unit = converted.unit
  }
  const dash = isChinese(locale) ? '-' : '–'
  const number =
    low !== null && low < high
      ? `${numberText(locale, low, unit)}${dash}${numberText(locale, high, unit)}`
      : numberText(locale, high, unit)
  // "½ onion", "½ taza": a fraction of one reads in the singular.
  return { number, form: high < 1 ? 'one' : pluralForm(locale, high), unit }
}

function nounText(noun: Noun, form: PluralForm): string {
  return form === 'other' && noun.other !== undefined ? noun.other : noun.one
}

/** "of" between a unit and a food. */
function ofWord(locale: Locale, word: UnitWord | undefined, food: string, noun: Noun): string {
  if (locale === 'en') return word && !word.bare ? ' of ' : ' '
  if (locale === 'fr') return elides(noun, food) ? " d'" : ' de '
  return ' de '
}

interface Parts {
  /** The food as the row names it. */
  name: string
  /** The amount column. */
  amount: string
  sentence: string
}

function chineseParts(locale: Locale, noun: Noun, parts: AmountParts): Parts {
  const name = noun.one
  const hant = locale === 'zh-Hant'
  if (parts.quantity === null) {
    const loose = parts.loose ? (hant ? LOOSE_HANT[parts.loose] : parts.loose) : ''
    return { name, amount: loose, sentence: loose ? `${name}${loose}` : name }
  }
  const { number, unit } = shown(locale, parts, parts.quantity)
  const unitText = unit === null ? '' : hant ? (UNITS_ZH_HANT[unit] ?? unit) : unit
  const amount = unitText ? `${number} ${unitText}` : number
  const space = /[A-Za-z]$/.test(unitText) ? ' ' : ''
  return { name, amount, sentence: unitText ? `${amount}${space}${name}` : `${name} ${number}` }
}

function looseParts(locale: 'en' | 'es' | 'fr', noun: Noun, loose: Loose | null): Parts {
  const counted = isCounted(noun)
  const name = nounText(noun, counted ? 'other' : 'one')
  // No amount at all (a tool, "蒜" alone): the name as the glossary writes it.
  if (loose === null) return { name: noun.one, amount: '', sentence: noun.one }
  if (loose === '适量') {
    const words = LOOSE_WORDS[locale][loose]
    return { name, amount: words, sentence: `${name} ${words}` }
  }
  if (counted || noun.plural) {
    const few = {
      en: loose === '少许' ? 'a few' : 'some',
      es: noun.gender === 'f' ? 'unas cuantas' : 'unos cuantos',
      fr: 'quelques',
    }[locale]
    return { name, amount: few, sentence: `${few} ${name}` }
  }
  if (locale === 'fr' && loose === '若干') {
    // The partitive: "du sel", "de la farine", "de l'huile".
    const article = elides(noun, name) ? "de l'" : noun.gender === 'f' ? 'de la ' : 'du '
    return { name, amount: LOOSE_WORDS.fr[loose], sentence: `${article}${name}` }
  }
  const words = LOOSE_WORDS[locale][loose]
  const sentence =
    locale === 'en' ? `${words} ${name}` : `${words}${ofWord(locale, undefined, name, noun)}${name}`
  return { name, amount: words, sentence }
}

function westernParts(words: LocaleWords, noun: Noun, parts: AmountParts): Parts {
  const locale = words.locale as 'en' | 'es' | 'fr'
  if (parts.quantity === null) return looseParts(locale, noun, parts.loose ?? null)
  const { number, form, unit } = shown(locale, parts, parts.quantity)
  const kind = unitKind(unit)
  const counted = isCounted(noun)
  const countsItself =
    (counted && (kind === 'count' || kind === 'shape')) ||
    (unit !== null && noun.self?.includes(unit) === true)
  if (countsItself) {
    const name = nounText(noun, form)
    return { name, amount: number, sentence: `${number} ${name}` }
  }
  const word = unit === null ? words.units['个'] : words.units[unit]
  const own =
    (unit !== null && noun.units?.[unit]) ||
    ((kind === 'count' || kind === 'shape') && noun.piece) ||
    null
  let unitText: string
  if (own) unitText = form === 'one' ? own[0] : own[1]
  else if (word) unitText = form === 'one' ? word.one : word.other
  else unitText = unit ?? ''
  // A food counted by the piece is plural after a measure ("200 g potatoes"), singular after a
  // part of it ("2 slices of lemon") or when weighed as a mass ("500 g duck").
  const name = kind === 'measure' && counted && !noun.mass ? nounText(noun, 'other') : noun.one
  const amount = `${number} ${unitText}`
  return { name, amount, sentence: `${amount}${ofWord(locale, word, name, noun)}${name}` }
}

function partsOf(words: LocaleWords, noun: Noun | string, parts: AmountParts): Parts {
  const food = typeof noun === 'string' ? { one: noun } : noun
  return isChinese(words.locale)
    ? chineseParts(words.locale, food, parts)
    : westernParts(words, food, parts)
}

/**
 * An ingredient line for a list (the dish page, the shopping list, stock): the food in the form
 * its amount asks for, capitalised, and the amount. A name the glossary does not know (a cook's
 * own word) is passed as a string and shown as written.
 */
export function amountRow(words: LocaleWords, noun: Noun | string, parts: AmountParts): AmountRow {
  const { name, amount } = partsOf(words, noun, parts)
  return { name: isChinese(words.locale) ? name : capitalize(name), amount }
}

/**
 * An ingredient line inside a sentence or a shared text: "2 eggs", "3 cloves of garlic",
 * "200 g de cerdo", "3 gousses d'ail", "½ tbsp soy sauce", "salt as needed". Lower case, as
 * the middle of a sentence needs ("Take out {{amount}}").
 */
export function amountSentence(words: LocaleWords, noun: Noun | string, parts: AmountParts) {
  return partsOf(words, noun, parts).sentence
}

/** The loose amount a line's note starts with (适量；切段 → 适量), else null. */
export function looseOf(note: string | null): Loose | null {
  const first = note?.split(/[；;，,]/)[0]?.trim()
  return first === '适量' || first === '少许' || first === '若干' ? first : null
}
