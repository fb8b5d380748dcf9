import { codePoints, kindOfRank, MatchKind } from './terms'

/**
 * How good a match is, best first, as issue [7] orders them: the exact title, a title that
 * starts with the query, the query (or all its parts) inside a title, the title typed in pinyin,
 * a synonym or homophone of the query in a title, then ingredients. Popularity orders dishes of
 * one level; the index rank (earlier, shorter) orders the rest.
 */
export const Level = {
  exactTitle: 0,
  titlePrefix: 1,
  inTitle: 2,
  pinyin: 3,
  synonymTitle: 4,
  homophone: 5,
  ingredient: 6,
  alias: 7,
  synonymIngredient: 8,
} as const
export type Level = (typeof Level)[keyof typeof Level]

const POSITION_SHIFT = 12

/** The level of a posting found by `term`; `literal` when the term is what the cook typed. */
export function levelOf(rank: number, term: string, literal: boolean): Level {
  return levelByLength(rank, codePoints(term), literal)
}

/** `levelOf` with the term's length in code points counted once (merges call it per posting). */
export function levelByLength(rank: number, termLength: number, literal: boolean): Level {
  const kind = kindOfRank(rank)
  if (!literal) {
    if (kind === MatchKind.title) return Level.synonymTitle
    return kind <= MatchKind.initials ? Level.homophone : Level.synonymIngredient
  }
  if (kind === MatchKind.title) {
    if (((rank >> POSITION_SHIFT) & 63) > 0) return Level.inTitle
    // A title-kind rank keeps the title's length in its lowest bits.
    return (rank & 63) === termLength ? Level.exactTitle : Level.titlePrefix
  }
  if (kind === MatchKind.pinyin || kind === MatchKind.initials) return Level.pinyin
  return kind === MatchKind.ingredient ? Level.ingredient : Level.alias
}

export interface Ranked {
  id: number
  rank: number
  level: number
  popularity: number
}

/** Best first: level, then more popular, then the index rank, then the id (stable pages). */
export function compareRanked(a: Ranked, b: Ranked): number {
  return a.level - b.level || b.popularity - a.popularity || a.rank - b.rank || a.id - b.id
}
