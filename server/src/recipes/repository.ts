import type { Locale } from '../../../types/api'
import type { Category, CategoryKey, RecipeSort, RecipeSummary } from '../../../types/recipes'
import {
  catalogueClock,
  keptRead,
  perCatalogueVersion,
  type Freshness,
} from '../db/catalogue-clock'
import { compiledQuery } from '../db/compiled-query'
import type { Kysely } from 'kysely'
import type { Db } from '../db/open-database'
import type { Database } from '../db/schema'
import { visibleRows, type OwnedRow, type RecipeViewer } from './visibility'
import { popularOrder, readFeed, readOrder, type StoredSort } from './orders'
import { popularityOf, type Popularity } from './popularity'
import type { StoredIngredient } from './scale'
import { summaryCache, type CatalogueRow } from './summary-cache'
import { SUMMARY_FIELDS, toSummary, type SummaryRow } from './summary'

export interface RecipeRow extends SummaryRow, OwnedRow {
  /** Migration 020: 'own' or 'import' for an own recipe, null for the catalogue. */
  source: 'own' | 'import' | null
  source_url: string | null
  servings: number
  description: string
  tips: string
  images: string
  prep_minutes: number | null
  cook_minutes: number | null
  wait_minutes: number
}

export interface RecipeRecord {
  recipe: RecipeRow
  ingredients: StoredIngredient[]
  /** The steps as the JSON array of RecipeStep the answer carries. */
  stepsJson: string
  /** Read for a zh-Hant reader only: the texts in Traditional Chinese (migration 021). */
  hant?: HantRecord
}

/** A dish's Traditional texts; null where the import has not written them yet. */
export interface HantRecord {
  description: string
  tips: string
  /** [name, alias, note] per ingredient line. */
  lines: [string, string | null, string | null][] | null
  stepsJson: string | null
}

/** What "what to eat today" draws from: every dish, by category and difficulty. */
export interface PoolEntry {
  id: number
  categoryId: number
  difficulty: number
}

/** Today's date (UTC) as the feed's seed: the same order all day, a new one tomorrow. */
export function feedDay(now = new Date()): string {
  return now.toISOString().slice(0, 10)
}

/** What a stock plan needs of a dish. */
export interface DishNeeds {
  servings: number
  ingredients: StoredIngredient[]
  /** The ingredients' names in Traditional Chinese, in order (null until the import wrote them). */
  hantNames: string[] | null
}

/** A dish's needs from its row (the Traditional names once the import wrote them). */
function needsOfRow(row: {
  servings: number
  ingredients_json: string
  ingredients_hant: string
}): DishNeeds {
  const hant = row.ingredients_hant
  return {
    servings: row.servings,
    ingredients: parseIngredients(row.ingredients_json),
    hantNames: hant === '' ? null : (JSON.parse(hant) as [string][]).map(([name]) => name),
  }
}

/** Dishes whose ingredients are kept parsed (about 1 KB each). */
const KEPT_NEEDS = 5000

/** A dish document's ingredient (migration 004's arrays; the flags since parser version 3). */
type IngredientTuple = [
  string,
  string | null,
  number | null,
  number | null,
  string | null,
  string | null,
  (0 | 1)?,
  (0 | 1)?,
]

/** A dish document's ingredients (migration 004's arrays) as rows. */
function parseIngredients(json: string): StoredIngredient[] {
  return (JSON.parse(json) as IngredientTuple[]).map(
    ([name, alias, quantity, low, unit, note, optional, roundUp]) => ({
      name,
      alias,
      quantity,
      quantity_low: low,
      unit,
      note,
      optional: optional === 1,
      round_up: roundUp === 1,
    }),
  )
}

const DETAIL_FIELDS = [
  ...SUMMARY_FIELDS,
  'servings',
  'description',
  'tips',
  'images',
  'ingredients_json',
  'steps_json',
  'prep_minutes',
  'cook_minutes',
  'wait_minutes',
  'owner_id',
  'visibility',
  'deleted_at',
  'source',
  'source_url',
] as const
const HANT_FIELDS = ['description_hant', 'tips_hant', 'ingredients_hant', 'steps_hant'] as const

function recordOf(recipe: RecipeRow & { ingredients_json: string; steps_json: string }) {
  return {
    recipe,
    ingredients: parseIngredients(recipe.ingredients_json),
    stepsJson: recipe.steps_json,
  }
}

/** The Traditional texts of a row read with HANT_FIELDS ('' until the import wrote them). */
function hantOf(row: Record<(typeof HANT_FIELDS)[number], string>): HantRecord {
  return {
    description: row.description_hant,
    tips: row.tips_hant,
    lines: row.ingredients_hant === '' ? null : JSON.parse(row.ingredients_hant),
    stepsJson: row.steps_hant === '' ? null : row.steps_hant,
  }
}

/** What is kept for one catalogue version (an import starts it over). */
interface Kept {
  version: number
  categories?: Promise<Category[]>
  feed: Map<string, Promise<Int32Array>>
  orders: Map<string, Promise<Int32Array>>
  /** The popular order of each category (0: all), with the popularity it was made from. */
  popular: Map<number, { popularity: Popularity; ids: Int32Array }>
  pool: Map<0, Promise<PoolEntry[]>>
  /** Dishes' servings and parsed ingredients, as stock plans read them (bounded). */
  needs: Map<number, DishNeeds | null>
  needsReads: Map<number, Promise<{ needs: DishNeeds | null; keep: boolean }>>
}

/**
 * The catalogue as the app reads it. What only an import changes (category counts, list orders,
 * the day's feed, the today-eat pool, dishes' ingredients) is kept until the catalogue version
 * moves; dish summaries until their figures move (summary-cache.ts); the popular order until the
 * popularity does (popularity.ts). Each call first checks the versions (db/catalogue-clock.ts):
 * `strict` for a logged-in caller, who then sees their own last write whichever instance made it.
 */
export function createRecipeRepository(db: Db) {
  const clock = catalogueClock(db)
  const rows = summaryCache(db)
  const popularity = popularityOf(db)
  const kept = perCatalogueVersion(db, (version): Kept => ({
    version,
    feed: new Map(),
    orders: new Map(),
    popular: new Map(),
    pool: new Map(),
    needs: new Map(),
    needsReads: new Map(),
  }))
  // The whole dish is one row (migration 004): its steps are JSON in the answer's own shape,
  // passed through as text; its ingredients are arrays, to be scaled.
  const one = compiledQuery(db, 1, (id: number) =>
    db.selectFrom('recipes').select(DETAIL_FIELDS).where('id', '=', id),
  )
  // The same row with its Traditional texts, for zh-Hant readers only.
  const oneHant = compiledQuery(db, 1, (id: number) =>
    db
      .selectFrom('recipes')
      .select([...DETAIL_FIELDS, ...HANT_FIELDS])
      .where('id', '=', id),
  )

  function order(sort: StoredSort, categoryId: number | undefined): Promise<Int32Array> {
    const key = `${sort}:${categoryId ?? 0}`
    return keptRead(kept.current().orders, key, () => readOrder(db, sort, categoryId))
  }

  async function orderOf(sort: RecipeSort, categoryId: number | undefined): Promise<Int32Array> {
    if (sort !== 'popular') return order(sort, categoryId)
    const { popular } = kept.current()
    const [byId, now] = await Promise.all([order('id', categoryId), popularity.current()])
    const made = popular.get(categoryId ?? 0)
    if (made?.popularity === now) return made.ids
    const ids = popularOrder(byId, now, categoryId)
    popular.set(categoryId ?? 0, { popularity: now, ids })
    return ids
  }

  /** The rows of these ids that exist, in the order asked. */
  async function rowsOf(ids: ArrayLike<number>): Promise<CatalogueRow[]> {
    if (ids.length === 0) return []
    return (await rows.get(ids)).filter((row) => row !== undefined)
  }

  /** One page of an ordered list of ids, as rows, with the list's length. */
  async function pageOf(ids: Int32Array, page: number, pageSize: number) {
    const start = Math.min((page - 1) * pageSize, ids.length)
    return { list: await rowsOf(ids.subarray(start, start + pageSize)), total: ids.length }
  }

  async function readCategories(): Promise<Category[]> {
    const found = await db
      .selectFrom('categories')
      .select(['id', 'key', 'name', 'recipe_count'])
      .orderBy('id')
      .execute()
    return found.map((row) => ({
      id: row.id,
      name: row.name,
      icon: row.key as CategoryKey,
      count: Number(row.recipe_count),
    }))
  }

  /** Keeps a dish's needs for the catalogue version, the oldest dropped past KEPT_NEEDS. */
  function keepNeeds(current: Kept, id: number, needs: DishNeeds | null) {
    if (current.needs.size >= KEPT_NEEDS) {
      current.needs.delete(current.needs.keys().next().value as number)
    }
    current.needs.set(id, needs)
  }

  async function readNeeds(id: number, via: Kysely<Database>) {
    const row = await via
      .selectFrom('recipes')
      .select(['servings', 'ingredients_json', 'ingredients_hant', 'owner_id'])
      .where('id', '=', id)
      .executeTakeFirst()
    // An own recipe's owner may edit it at any time: only the catalogue's are kept.
    return { needs: row ? needsOfRow(row) : null, keep: row?.owner_id === null }
  }

  return {
    /** The catalogue version (imports raise it), checked as an anonymous read is. */
    async catalogueVersion(): Promise<number> {
      await clock.check(false)
      return clock.catalogue
    },

    /** The same array until the catalogue changes (its answer is kept as bytes with it). */
    async categories(): Promise<Category[]> {
      await clock.check(false)
      const current = kept.current()
      current.categories ??= readCategories()
      current.categories.catch(() => {
        if (kept.current() === current) current.categories = undefined
      })
      return current.categories
    },

    async list(
      options: { categoryId?: number; sort: RecipeSort; page: number; pageSize: number },
      strict: Freshness,
    ) {
      const { categoryId, sort, page, pageSize } = options
      await clock.check(strict)
      return pageOf(await orderOf(sort, categoryId), page, pageSize)
    },

    async recommended(page: number, pageSize: number, strict: Freshness, day = feedDay()) {
      await clock.check(strict)
      const ids = await keptRead(kept.current().feed, day, () => readFeed(db, day))
      return pageOf(ids, page, pageSize)
    },

    /**
     * Summaries in the reader's language (zh-Hans when not said) of these ids that exist and
     * `viewer` may see (recipes/visibility.ts: no viewer sees catalogue dishes only), in order.
     */
    async summaries(
      ids: readonly number[],
      strict: Freshness = true,
      locale: Locale = 'zh-Hans',
      viewer: RecipeViewer = null,
    ): Promise<RecipeSummary[]> {
      await clock.check(strict)
      const rows = await visibleRows(db, await rowsOf(ids), viewer)
      return rows.map((row) => toSummary(row, locale))
    },

    /** The kept rows of these ids that exist and `viewer` may see (with their JSON), in order. */
    async summaryRows(
      ids: readonly number[],
      strict: Freshness = true,
      viewer: RecipeViewer = null,
    ): Promise<CatalogueRow[]> {
      await clock.check(strict)
      return visibleRows(db, await rowsOf(ids), viewer)
    },

    /**
     * A whole dish, read afresh (its figures are the database's own at this moment); for a
     * zh-Hant reader with its Traditional texts, read beside it (others never pay for them).
     */
    async find(id: number, locale: Locale = 'zh-Hans'): Promise<RecipeRecord | undefined> {
      if (locale === 'zh-Hant') {
        const [row] = await oneHant(id)
        return row && { ...recordOf(row), hant: hantOf(row) }
      }
      const [recipe] = await one(id)
      return recipe && recordOf(recipe)
    },

    /**
     * A dish's servings and ingredients for a stock plan; undefined when it is gone. Inside a
     * transaction pass it as `via`: a read on another connection would wait for it (SQLite has
     * one), so nothing else is read and no read of another request is shared.
     */
    async needsOf(id: number, via?: Kysely<Database>): Promise<DishNeeds | undefined> {
      if (via === undefined) await clock.check(false)
      const current = kept.current()
      let found = current.needs.get(id)
      if (found === undefined) {
        const read = via
          ? await readNeeds(id, via)
          : await keptRead(current.needsReads, id, () => readNeeds(id, db))
        current.needsReads.delete(id)
        found = read.needs
        if (!read.keep) return found ?? undefined
        keepNeeds(current, id, found)
      }
      return found ?? undefined
    },

    /**
     * needsOf for many dishes at once (the dishes a suggestion ranks), those not kept read in
     * one query; dishes that are gone are left out.
     */
    async needsOfMany(ids: readonly number[]): Promise<Map<number, DishNeeds>> {
      await clock.check(false)
      const current = kept.current()
      const found = new Map<number, DishNeeds>()
      const missing: number[] = []
      for (const id of ids) {
        const needs = current.needs.get(id)
        if (needs === undefined) missing.push(id)
        else if (needs) found.set(id, needs)
      }
      if (missing.length === 0) return found
      const rows = await db
        .selectFrom('recipes')
        .select(['id', 'servings', 'ingredients_json', 'ingredients_hant', 'owner_id'])
        .where('id', 'in', missing)
        .execute()
      const read = new Map(rows.map((row) => [row.id, row]))
      for (const id of missing) {
        const row = read.get(id)
        const needs = row ? needsOfRow(row) : null
        // An own recipe's owner may edit it at any time: only the catalogue's are kept.
        if (!row || row.owner_id === null) keepNeeds(current, id, needs)
        if (needs) found.set(id, needs)
      }
      return found
    },

    /** Every dish's category and difficulty, for "what to eat today". */
    async pool(): Promise<PoolEntry[]> {
      await clock.check(false)
      return keptRead(kept.current().pool, 0, async () => {
        const found = await db
          .selectFrom('recipes')
          .select(['id', 'category_id', 'difficulty'])
          .where('owner_id', 'is', null)
          .orderBy('id')
          .execute()
        return found.map((row) => ({
          id: row.id,
          categoryId: row.category_id,
          difficulty: row.difficulty,
        }))
      })
    },
  }
}

export type RecipeRepository = ReturnType<typeof createRecipeRepository>
