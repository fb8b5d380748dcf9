import type { Locale } from '../../../types/api'
import { catalogueClock, perCatalogueVersion } from '../db/catalogue-clock'
import { compiledQuery } from '../db/compiled-query'
import { idList } from '../db/id-list'
import type { Db } from '../db/open-database'
import type { OwnedRow } from './visibility'
import { SUMMARY_FIELDS, toSummary, type SummaryRow } from './summary'

/** A summary row with what search needs to mark the match, and its summary as JSON. */
export interface CatalogueRow extends SummaryRow, OwnedRow {
  title_pinyin: string
  search_names: string
  /** The RecipeSummary of this row as JSON text (zh-Hans), written once when the row is read. */
  summaryJson: string
  /** Its summary in the other locales' words, written when first asked (summaryJsonIn). */
  summaryIn?: Partial<Record<Locale, string>>
  /** The figures version (db/catalogue-clock.ts) its rating and favourite count were read at. */
  figuresAt: number
}

/**
 * A row's summary as JSON in the reader's language, written once per row and locale: the row
 * object goes when its figures or the catalogue change, and its texts with it.
 */
export function summaryJsonIn(row: CatalogueRow, locale: Locale): string {
  if (locale === 'zh-Hans') return row.summaryJson
  const texts = (row.summaryIn ??= {})
  return (texts[locale] ??= JSON.stringify(toSummary(row, locale)))
}

/** Who may see a row (recipes/visibility.ts); null on every catalogue dish. */
const OWNED_FIELDS = ['owner_id', 'visibility', 'deleted_at'] as const

/**
 * Whether a row read again still answers the same summary: its figures, and what an own recipe's
 * owner may change (a save raises the figures version, so the row is read again).
 */
function sameRow(kept: CatalogueRow, fresh: Omit<CatalogueRow, 'summaryJson' | 'figuresAt'>) {
  return (
    kept.rating === fresh.rating &&
    kept.favorite_count === fresh.favorite_count &&
    (kept.owner_id === null ||
      (kept.title === fresh.title &&
        kept.cover === fresh.cover &&
        kept.category_id === fresh.category_id &&
        kept.difficulty === fresh.difficulty &&
        kept.total_minutes === fresh.total_minutes &&
        kept.search_names === fresh.search_names &&
        kept.visibility === fresh.visibility &&
        kept.deleted_at === fresh.deleted_at))
  )
}

/** Rows kept; about 200 bytes each. */
const MAX_ROWS = 20_000
/** Ids per read (a page shows 10-50; search checks up to 2,000 candidates). */
const IDS_PER_READ = 2000

const caches = new WeakMap<Db, SummaryCache>()

/**
 * Summary rows by id, kept in memory: every list, feed and search page shows 10-50 of them, and
 * reading them was most of the cost of a search. Each row keeps its summary serialised, so a
 * page answer is these texts joined, not the same objects serialised on every request. The rows
 * are kept for one catalogue version (an import starts over) and trusted for one figures version:
 * when a favourite, a rating or a cooked record anywhere moved it, a row is read again when next
 * asked for, and kept as the same object when its figures did not change.
 */
function createSummaryCache(db: Db) {
  const clock = catalogueClock(db)
  const cache = perCatalogueVersion(db, () => new Map<number, CatalogueRow>())

  const list = idList(db)
  const byIds = compiledQuery(db, 1, (ids: unknown) =>
    db
      .selectFrom('recipes')
      .select([...SUMMARY_FIELDS, 'title_pinyin', 'search_names', ...OWNED_FIELDS])
      .where(list.where('id', ids)),
  )

  async function read(ids: readonly number[]) {
    const rows: Omit<CatalogueRow, 'summaryJson' | 'figuresAt'>[] = []
    for (let start = 0; start < ids.length; start += IDS_PER_READ) {
      rows.push(...(await byIds(list.value(ids.slice(start, start + IDS_PER_READ)))))
    }
    return rows
  }

  return {
    /** The row of each id, in the order asked (undefined where no dish has that id). */
    async get(ids: ArrayLike<number>): Promise<(CatalogueRow | undefined)[]> {
      if (cache.current().size > MAX_ROWS) cache.reset()
      const rows = cache.current()
      const figures = clock.figures
      const found: (CatalogueRow | undefined)[] = []
      let missing: number[] | undefined
      for (let i = 0; i < ids.length; i++) {
        const id = ids[i] as number
        const row = rows.get(id)
        if (row !== undefined && row.figuresAt === figures) found.push(row)
        else {
          found.push(undefined)
          ;(missing ??= []).push(id)
        }
      }
      if (!missing) return found
      for (const fresh of await read(missing)) {
        const kept = rows.get(fresh.id)
        if (kept !== undefined && sameRow(kept, fresh)) {
          // The same figures: the same object, so answers kept by it stay good.
          kept.figuresAt = Math.max(kept.figuresAt, figures)
          continue
        }
        const row = fresh as CatalogueRow
        row.summaryJson = JSON.stringify(toSummary(row))
        row.figuresAt = figures
        rows.set(row.id, row)
      }
      for (let i = 0; i < found.length; i++) found[i] ??= rows.get(ids[i] as number)
      return found
    },
  }
}

export type SummaryCache = ReturnType<typeof createSummaryCache>

/** The one cache of a database handle, shared by the recipe and search repositories. */
export function summaryCache(db: Db): SummaryCache {
  let cache = caches.get(db)
  if (!cache) {
    cache = createSummaryCache(db)
    caches.set(db, cache)
  }
  return cache
}
