import { elides, type Noun } from '../../../../types/words/noun'
import { ingredientIn, type GlossaryLocale } from './glossary'
import { NOTE_PHRASES, type NoteWords } from './note-phrases'

/**
 * An ingredient's note ("切段", "约 200g", "可用料酒代替；+ 25 ml") in an en/es/fr reader's words,
 * or null when some part of it is not known yet (the reader then gets the Chinese, said so).
 * A note is read part by part (split at ；, then at ，): each part is a reviewed phrase
 * (note-phrases.ts), an amount ("约 20g" → "about 20 g"), or a phrase around an ingredient the
 * glossary names ("或牛肉末" → "or minced beef"). Nothing is guessed: one unknown part and the
 * whole note stays Chinese.
 */
export function noteIn(locale: GlossaryLocale, note: string): string | null {
  const parts = note.split(/\s*[；;]\s*/).filter((p) => p.trim() !== '')
  const out: string[] = []
  for (const part of parts) {
    // A phrase may hold a comma itself ("或黄油，但需加热软化"): the whole part first.
    const whole = pieceIn(locale, part.trim())
    const pieces = part.split(/\s*[，,]\s*/).filter((p) => p.trim() !== '')
    const words = whole === null ? pieces.map((piece) => pieceIn(locale, piece.trim())) : [whole]
    if (words.some((w) => w === null)) return null
    out.push(words.join(', '))
  }
  // French sets a space before the semicolon.
  return out.length > 0 ? capitalised(out.join(locale === 'fr' ? ' ; ' : '; ')) : null
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function pieceIn(locale: GlossaryLocale, piece: string): string | null {
  const phrase = NOTE_PHRASES[piece]
  if (phrase) return phrase[locale]
  // A bare name ("大葱", "花椒油"): which one the recipe means.
  const noun = ingredientIn(locale, piece)
  if (noun) return noun.one
  return (
    amountIn(locale, piece) ??
    perSomething(locale, piece) ??
    temperatureIn(piece) ??
    aroundIngredient(locale, piece)
  )
}

/** "40℃", "80 度", "30-40 ℃": degrees Celsius. */
function temperatureIn(piece: string): string | null {
  const match = /^(\d+(?:\s*-\s*\d+)?)\s*(?:℃|度)$/.exec(piece)
  return match ? `${(match[1] ?? '').replace(/\s/g, '')} °C` : null
}

const PER_JIN: Record<GlossaryLocale, string> = {
  en: '{} per 500 g of {}',
  es: '{} por cada 500 g de {}',
  fr: '{} pour 500 g de {}',
}
const PER_ONE: Record<GlossaryLocale, string> = {
  en: '{} per {}',
  es: '{} por {}',
  fr: '{} par {}',
}

/**
 * Amounts measured against something: "每斤兔肉 2 g" (for each 斤 of rabbit), "每张烙饼 8 g"
 * (for each flatbread), "每个土豆约 150g" (each potato weighs about), "+ 25 ml" (and more).
 */
function perSomething(locale: GlossaryLocale, piece: string): string | null {
  const plus = /^\+\s*(.+)$/.exec(piece)
  if (plus) {
    const amount = amountIn(locale, plus[1] ?? '')
    return amount && `+ ${amount}`
  }
  const match = /^每(斤|张|个)(.+?)\s*(约\s*)?(\d.*)$/.exec(piece)
  if (!match) return null
  const [, per, name = '', about, rest = ''] = match
  const noun = ingredientIn(locale, name)
  const amount = amountIn(locale, `${about ?? ''}${rest}`)
  if (!noun || !amount) return null
  if (per === '斤') return fill(fill(PER_JIN[locale], amount), noun.one)
  if (about) return fill(EACH[locale], amountIn(locale, rest) ?? '')
  return fill(fill(PER_ONE[locale], amount), noun.one)
}

/** Metric units as written in notes, to the symbol every language writes. */
const SYMBOLS: Readonly<Record<string, string>> = {
  g: 'g',
  G: 'g',
  克: 'g',
  kg: 'kg',
  公斤: 'kg',
  千克: 'kg',
  ml: 'ml',
  mL: 'ml',
  ML: 'ml',
  毫升: 'ml',
  cc: 'ml',
  l: 'L',
  L: 'L',
  升: 'L',
  cm: 'cm',
  厘米: 'cm',
  公分: 'cm',
  mm: 'mm',
  毫米: 'mm',
}

/** Counted things in notes ("约 8 颗", "约 7 块"), one / other per language. */
const COUNTS: Readonly<Record<string, Readonly<Record<GlossaryLocale, [string, string]>>>> = {
  个: { en: ['piece', 'pieces'], es: ['unidad', 'unidades'], fr: ['pièce', 'pièces'] },
  颗: { en: ['piece', 'pieces'], es: ['unidad', 'unidades'], fr: ['pièce', 'pièces'] },
  只: { en: ['piece', 'pieces'], es: ['unidad', 'unidades'], fr: ['pièce', 'pièces'] },
  块: { en: ['piece', 'pieces'], es: ['trozo', 'trozos'], fr: ['morceau', 'morceaux'] },
  片: { en: ['slice', 'slices'], es: ['rodaja', 'rodajas'], fr: ['tranche', 'tranches'] },
  根: { en: ['stick', 'sticks'], es: ['tallo', 'tallos'], fr: ['tige', 'tiges'] },
  瓣: { en: ['clove', 'cloves'], es: ['diente', 'dientes'], fr: ['gousse', 'gousses'] },
  小块: {
    en: ['small piece', 'small pieces'],
    es: ['trocito', 'trocitos'],
    fr: ['petit morceau', 'petits morceaux'],
  },
  小包: { en: ['small pack', 'small packs'], es: ['sobre', 'sobres'], fr: ['sachet', 'sachets'] },
}

const ABOUT: Record<GlossaryLocale, string> = { en: 'about', es: 'aprox.', fr: 'environ' }
const IN_ALL: Record<GlossaryLocale, string> = {
  en: 'about {} in all',
  es: 'aprox. {} en total',
  fr: 'environ {} en tout',
}
const EACH: Record<GlossaryLocale, string> = {
  en: 'about {} each',
  es: 'aprox. {} cada uno',
  fr: 'environ {} chacun',
}
const OR_MORE: Record<GlossaryLocale, string> = {
  en: '{} or more',
  es: '{} o más',
  fr: '{} ou plus',
}

const NUMBER = String.raw`\d+(?:\.\d+)?`
const AMOUNT = new RegExp(
  String.raw`^(约|大约|大概|预计|共约|共|总共|每个约|每个)?\s*(${NUMBER})(?:\s*(?:-|~|～|至|到)\s*(${NUMBER}))?\s*([a-zA-Z]+|克|公斤|千克|毫升|升|厘米|公分|毫米|个|颗|只|小块|小包|块|片|根|瓣)\s*(左右|上下|以上)?$`,
)

/** A decimal comma in Spanish and French. */
function numberIn(locale: GlossaryLocale, n: string): string {
  return locale === 'en' ? n : n.replace('.', ',')
}

/** "约 20g" → "about 20 g", "0-40 g" → "0-40 g", "约 8 颗" → "about 8 pieces". */
function amountIn(locale: GlossaryLocale, piece: string): string | null {
  const match = AMOUNT.exec(piece)
  if (!match) return null
  const [, before, low, high, unit = '', after] = match
  const symbol = SYMBOLS[unit]
  const count = COUNTS[unit]?.[locale]
  if (!symbol && !count) return null
  const top = Number(high ?? low)
  const word = symbol ?? (top > 1 ? count?.[1] : count?.[0])
  const number = high ? `${numberIn(locale, low ?? '')}-${numberIn(locale, high)}` : low
  let text = `${numberIn(locale, number ?? '')} ${word}`
  if (before === '共约') return fill(IN_ALL[locale], text)
  if (before === '共' || before === '总共') return fill(IN_ALL[locale], text).replace(/^\S+ /, '')
  if (before?.startsWith('每个')) return fill(EACH[locale], text)
  if (after === '以上') text = fill(OR_MORE[locale], text)
  return before || after === '左右' || after === '上下' ? `${ABOUT[locale]} ${text}` : text
}

function fill(template: string, text: string): string {
  return template.replace('{}', text)
}

/** Phrases around an ingredient's name, as the glossary says it. */
const AROUND: readonly [RegExp, NoteWords][] = [
  [/^(?:或者?|或是)(.+)$/, { en: 'or {}', es: 'o {}', fr: 'ou {}' }],
  [
    /^(?:没有(?:的话)?(?:也)?可以?用|可以?用|也可以用)(.+?)(?:代替|替代|替换)$/,
    { en: '{} also works', es: 'también sirve {}', fr: '{} convient aussi' },
  ],
  [/^(.+?)最好$|^(.+?)最佳$/, { en: '{} is best', es: 'mejor con {}', fr: '{} de préférence' }],
  [/^又名(.+)$/, { en: 'also called {}', es: 'también llamado {}', fr: 'aussi appelé {}' }],
]

function aroundIngredient(locale: GlossaryLocale, piece: string): string | null {
  for (const [pattern, words] of AROUND) {
    const match = pattern.exec(piece)
    const name = match?.slice(1).find((g) => g !== undefined)
    const noun = name ? ingredientIn(locale, name) : null
    if (noun) return fill(words[locale], locale === 'fr' ? partitive(noun) : noun.one)
  }
  return null
}

/** French names a food in a note with its partitive: "ou du riz", "de l'huile convient aussi". */
function partitive(noun: Noun): string {
  if (noun.plural) return `des ${noun.one}`
  if (elides(noun, noun.one)) return `de l’${noun.one}`
  return `${noun.gender === 'f' ? 'de la' : 'du'} ${noun.one}`
}
