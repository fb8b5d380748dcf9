import type { Locale } from '../../../types/api'
import type { CategoryRef, RecipeSummary } from '../../../types/recipes'
import { CATEGORIES } from './categories'
import { coverPath } from '../covers/image-url'
import { categoryIn, isGlossaryLocale, titleIn } from '../i18n/catalogue/glossary'

/** The columns of a RecipeSummary, for every query that lists dishes. */
export const SUMMARY_FIELDS = [
  'id',
  'title',
  'title_hant',
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
  /** The title in Traditional Chinese (migration 021), '' until the import wrote it. */
  title_hant: string
  cover: string | null
  category_id: number
  difficulty: number
  total_minutes: number | null
  rating: number
  favorite_count: number
}

const BY_ID = new Map(CATEGORIES.map((c) => [c.id, c]))
/** The refs of each locale, made once: ten categories × five locales. */
const REFS = new Map<string, CategoryRef>()

/** A category as an answer names it, in the reader's language. */
export function categoryRef(id: number, locale: Locale = 'zh-Hans'): CategoryRef {
  const key = `${locale}:${id}`
  let ref = REFS.get(key)
  if (ref === undefined) {
    const def = BY_ID.get(id)
    if (!def) return { id, name: '', icon: 'semi-finished' }
    const name = locale === 'zh-Hant' ? def.nameHant : (categoryIn(locale, def.key) ?? def.name)
    ref = { id, name, icon: def.key }
    REFS.set(key, ref)
  }
  return ref
}

/**
 * A dish's title for a reader: the glossary's for en/es/fr (the Chinese beside it as titleZh),
 * the stored Traditional text for zh-Hant (the Simplified until the import wrote it).
 */
export function titlesIn(
  locale: Locale,
  title: string,
  titleHant: string,
): { title: string; titleZh?: string } {
  if (isGlossaryLocale(locale)) return { title: titleIn(locale, title), titleZh: title }
  return { title: locale === 'zh-Hant' && titleHant !== '' ? titleHant : title }
}

export function toSummary(row: SummaryRow, locale: Locale = 'zh-Hans'): RecipeSummary {
  const { title, titleZh } = titlesIn(locale, row.title, row.title_hant)
  const summary: RecipeSummary = {
    id: row.id,
    title,
    // Our own origin's copy (covers/), never the source's URL: the source is slow or blocked
    // for many users. Made once per row: the summary cache keeps the JSON.
    cover: coverPath(row.id, row.cover),
    category: categoryRef(row.category_id, locale),
    difficulty: row.difficulty,
    totalMinutes: row.total_minutes,
    rating: row.rating,
    favoriteCount: row.favorite_count,
  }
  if (titleZh !== undefined) summary.titleZh = titleZh
  return summary
}
