import type { CategoryRef, RecipeSummary } from '../../../types/recipes'
import { CATEGORIES } from '../catalogue/categories'
import { coverPath } from '../covers/image-url'

/** The columns of a RecipeSummary, for every query that lists dishes. */
export const SUMMARY_FIELDS = [
  'id',
  'title',
  'cover',
  'category_id',
  'difficulty',
  'total_minutes',
  'rating',
  'favorite_count',
] as const

export interface SummaryRow {
  id: number
  title: string
  cover: string | null
  category_id: number
  difficulty: number
  total_minutes: number | null
  rating: number
  favorite_count: number
}

const REFS = new Map<number, CategoryRef>(
  CATEGORIES.map((c) => [c.id, { id: c.id, name: c.name, icon: c.key }]),
)

export function categoryRef(id: number): CategoryRef {
  return REFS.get(id) ?? { id, name: '', icon: 'semi-finished' }
}

export function toSummary(row: SummaryRow): RecipeSummary {
  return {
    id: row.id,
    title: row.title,
    // Our own origin's copy (covers/), never the source's URL: the source is slow or blocked
    // for many users. Made once per row: the summary cache keeps the JSON.
    cover: coverPath(row.id, row.cover),
    category: categoryRef(row.category_id),
    difficulty: row.difficulty,
    totalMinutes: row.total_minutes,
    rating: row.rating,
    favoriteCount: row.favorite_count,
  }
}
