/** What the finders hand each other and the search answers (find, find-parts, typos, foreign). */
import type { SearchHighlight } from '../../../types/recipes'
import type { Ranked } from './ranking'
import type { SearchRow } from './repository'

/** A dish found, with the words that found it (what its highlight marks). */
export interface Hit extends Ranked {
  row: SearchRow
  terms: string[]
  /** What to mark, when the finder knew it better than the terms say (another language). */
  highlight?: SearchHighlight
}

export interface Found {
  page: Hit[]
  total: number
  capped: boolean
  /** The key the hits were found with (after filler, before synonyms). */
  key: string
}

/** The popularity a search ranks with, read once per search (recipes/popularity.ts). */
export type Popularities = ReadonlyMap<number, number>
