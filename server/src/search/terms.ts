import { pinyinRuns } from './pinyin'
import { HAN, searchKey } from './text'

/**
 * Where a term was found, best first: the order of search results. A title match beats a pinyin
 * match of the title, which beats an ingredient, which beats an ingredient's alias.
 */
export const MatchKind = { title: 0, pinyin: 1, initials: 2, ingredient: 3, alias: 4 } as const
export type MatchKind = (typeof MatchKind)[keyof typeof MatchKind]

/** Substrings longer than this are not indexed; longer queries are checked against the text. */
export const MAX_TERM = 8
/** Latin-only substrings ("mojito") may be longer. */
export const MAX_LATIN_TERM = 16

const KIND_SHIFT = 18

/**
 * One integer that sorts hits best first: by kind of match, then earlier position,
 * then shorter matched text, then shorter title (each part capped at 63).
 */
export function rankOf(kind: MatchKind, position: number, textLength: number, titleLength: number) {
  return (
    (kind << KIND_SHIFT) |
    (Math.min(63, position) << 12) |
    (Math.min(63, textLength) << 6) |
    Math.min(63, titleLength)
  )
}

export function kindOfRank(rank: number): MatchKind {
  return (rank >> KIND_SHIFT) as MatchKind
}

/** True when the key is something longer than what the index holds for it. */
export function beyondIndex(key: string): boolean {
  const length = Array.from(key).length
  return /^[a-z0-9]+$/.test(key) ? length > MAX_LATIN_TERM : length > MAX_TERM
}

/** The prefix of a long key that the index does hold. */
export function indexedPrefix(key: string): string {
  const chars = Array.from(key)
  return chars.slice(0, /^[a-z0-9]+$/.test(key) ? MAX_LATIN_TERM : MAX_TERM).join('')
}

export interface Substring {
  term: string
  position: number
}

/** Every substring of a text the index holds, with where it first starts. */
export function substringsOf(text: string): { substrings: Substring[]; length: number } {
  const chars = Array.from(searchKey(text))
  const seen = new Set<string>()
  const substrings: Substring[] = []
  for (let i = 0; i < chars.length; i++) {
    let term = ''
    let latin = true
    for (let j = i; j < chars.length && j - i < MAX_LATIN_TERM; j++) {
      const ch = chars[j] ?? ''
      term += ch
      latin &&= /[a-z0-9]/.test(ch)
      if (!latin && j - i >= MAX_TERM) break
      if (seen.has(term)) continue
      seen.add(term)
      substrings.push({ term, position: i })
    }
  }
  return { substrings, length: chars.length }
}

export interface PinyinTerm {
  term: string
  kind: MatchKind
  position: number
}

/** Full pinyin and initials of every run of title characters: hongshaorou, hsr, shaorou, sr … */
export function pinyinTermsOf(title: string, syllables: string[]): PinyinTerm[] {
  const terms: PinyinTerm[] = []
  for (const run of pinyinRuns(title, syllables)) {
    for (let i = 0; i < run.length; i++) {
      let full = ''
      let initials = ''
      let hasHan = false
      for (let j = i; j < run.length && j - i < MAX_TERM; j++) {
        const unit = run[j]
        if (!unit) break
        full += unit.full
        initials += unit.initial
        hasHan ||= HAN.test(unit.unit.text)
        // Latin runs are already indexed as text.
        if (!hasHan) continue
        terms.push({ term: full, kind: MatchKind.pinyin, position: i })
        terms.push({ term: initials, kind: MatchKind.initials, position: i })
      }
    }
  }
  return terms
}

export interface IndexedRecipe {
  title: string
  /** Pinyin of the title's Han characters. */
  syllables: string[]
  ingredients: { name: string; alias: string | null }[]
}

/** The best rank of a key in a recipe's texts (title and ingredients), or null: long queries. */
/** Length in characters (code points), as positions and lengths are ranked. */
export function codePoints(text: string): number {
  let count = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    // A high surrogate and its low one are one character.
    if (code < 0xd800 || code > 0xdbff) count++
  }
  return count
}

export function textRank(
  key: string,
  title: string,
  names: { name: string; alias: string | null }[],
): number | null {
  const titleKey = searchKey(title)
  const titleLength = codePoints(titleKey)
  const at = titleKey.indexOf(key)
  if (at >= 0) {
    return rankOf(MatchKind.title, codePoints(titleKey.slice(0, at)), titleLength, titleLength)
  }
  let best: number | null = null
  for (const { name, alias } of names) {
    for (const [text, kind] of [
      [name, MatchKind.ingredient],
      [alias, MatchKind.alias],
    ] as const) {
      if (!text) continue
      const textKey = searchKey(text)
      const found = textKey.indexOf(key)
      if (found < 0) continue
      const rank = rankOf(
        kind,
        codePoints(textKey.slice(0, found)),
        codePoints(textKey),
        titleLength,
      )
      if (best === null || rank < best) best = rank
    }
  }
  return best
}

/** Ingredient names and aliases as stored in recipes.search_names: "name\u001falias" lines. */
export function encodeNames(names: { name: string; alias: string | null }[]): string {
  return names.map(({ name, alias }) => (alias ? `${name}\u001f${alias}` : name)).join('\n')
}

export function decodeNames(text: string): { name: string; alias: string | null }[] {
  if (!text) return []
  return text.split('\n').map((line) => {
    const [name = '', alias] = line.split('\u001f')
    return { name, alias: alias ?? null }
  })
}
