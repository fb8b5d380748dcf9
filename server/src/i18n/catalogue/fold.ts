import type { Locale } from '../../../../types/api'

/**
 * Text folded the way a reader types it: "Œufs brouillés" and "oeufs brouilles" are the same
 * words, "huevos" finds "huevo", "tomatoes" finds "tomato". The glossary's search words
 * (search-words.ts) and a reader's query go through the same fold, so they meet.
 */

// Words that join a name but do not say what the dish is ("Stir-fried tomato and egg").
const STOP_WORDS: Record<'en' | 'es' | 'fr', ReadonlySet<string>> = {
  en: new Set('a an and at for in of on or style the to with'.split(' ')),
  es: new Set('a al con de del el en estilo la las los o para por un una y'.split(' ')),
  fr: new Set(
    'a au aux avec d de des du en et facon l la le les mode ou pour sur un une'.split(' '),
  ),
}

const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ł: 'l' }

/** Lower case, accents and ligatures folded, punctuation gone; Chinese is kept as it is. */
export function foldText(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}|\u00ad/gu, '')
      .toLowerCase()
      .replace(/[œæßøđł]/g, (c) => LIGATURES[c] ?? c)
      // Chinese runs and other words apart: "10分钟" is "10" and "分钟".
      .replace(/(\p{Script=Han}+)/gu, ' $1 ')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  )
}

/** A plural read as its singular, the same way for both ("eggs" → "egg", "œufs" → "oeuf"). */
function singular(locale: 'en' | 'es' | 'fr', word: string): string {
  if (word.length <= 3 || /\p{Script=Han}|\d/u.test(word)) return word
  if (locale === 'en') {
    if (/(?:ss|us|is)$/.test(word)) return word
    if (word.endsWith('sses')) return word.slice(0, -2)
    let stem = word.endsWith('s') ? word.slice(0, -1) : word
    // berries / berry, cookies / cookie both end as "-y"; tomatoes / tomato, dishes / dish.
    if (stem.endsWith('ie')) stem = `${stem.slice(0, -2)}y`
    // chilli / chillies: a final i reads as the y its plural makes.
    else if (stem.endsWith('i')) stem = `${stem.slice(0, -1)}y`
    else if (word.endsWith('s') && /(?:o|x|z|ch|sh)e$/.test(stem)) stem = stem.slice(0, -1)
    return stem
  }
  // Spanish and French: drop the plural's s (x), then a final e, so that "tomate" and "tomates",
  // "limón" and "limones", "épicé" and "épicées" meet; "nueces" is "nuez".
  let stem = word
  if (locale === 'es' && stem.endsWith('ces')) stem = `${stem.slice(0, -3)}z`
  else if (/[sx]$/.test(stem) && !stem.endsWith('ss')) stem = stem.slice(0, -1)
  return stem.replace(/e+$/, '') || word
}

/**
 * The words of a text as the search compares them, in the reader's language: folded, without
 * joining words ("and", "con", "à la"), plurals read as singulars. Chinese runs stay whole.
 */
export function foldWords(locale: Locale, text: string): string[] {
  const words = foldText(text)
    .split(' ')
    .filter((w) => w !== '')
  if (locale !== 'en' && locale !== 'es' && locale !== 'fr') return words
  const stops = STOP_WORDS[locale]
  return words
    .filter((w) => !stops.has(w) && !(w.length === 1 && /[a-z]/.test(w)))
    .map((w) => singular(locale, w))
}

/** A reader's query folded as the glossary's words are: foldWords under the name it is used by. */
export const foldQuery = foldWords
