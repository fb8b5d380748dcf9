import type { Statement } from 'better-sqlite3'
import type { Category, CategoryKey, RecipeSort, RecipeSummary } from '../../../types/recipes'
import { perCatalogueVersion } from '../catalogue/version-watch'
import { sqliteOf, type Db } from '../db/open-database'
import { seededRandom, seedOf, shuffle } from '../lib/seeded-random'
import { figureChanges } from './figures'
import type { StoredIngredient } from './scale'
import { summaryCache, type CatalogueRow } from './summary-cache'
import { SUMMARY_COLUMNS, toSummary, type SummaryRow } from './summary'

export interface RecipeRow extends SummaryRow {
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
}

/** What "what to eat today" draws from: every dish, by category and difficulty. */
export interface PoolEntry {
  id: number
  categoryId: number
  difficulty: number
}

const ORDER: Record<RecipeSort, string> = {
  // popularity: favourites + cooked records (recipes/figures.ts); the id breaks ties.
  popular: 'popularity desc, id',
  newest: 'id desc',
  easiest: 'difficulty, id',
  quickest: 'total_minutes, id',
}

/** Today's date (UTC) as the feed's seed: the same order all day, a new one tomorrow. */
export function feedDay(now = new Date()): string {
  return now.toISOString().slice(0, 10)
}

/** A popular order is read again after this long (figure changes made by other instances). */
export const POPULAR_TTL_MS = 30_000
/** …and after a figure change made here, once it is this old: a full id query per rebuild. */
export const POPULAR_REBUILD_MS = 5_000

interface ListOrder {
  ids: Int32Array
  builtAt: number
  /** figureChanges() when it was built. */
  changes: number
}

interface Caches {
  version: number
  categories?: Category[]
  feed?: { day: string; ids: Int32Array }
  /** Every id in each list order, by `${sort}:${categoryId or 0}`. */
  orders: Map<string, ListOrder>
  pool?: PoolEntry[]
  /** Dishes' servings and parsed ingredients, as stock plans read them (bounded). */
  needs: Map<number, DishNeeds | null>
}

/** What a stock plan needs of a dish. */
export interface DishNeeds {
  servings: number
  ingredients: StoredIngredient[]
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

/**
 * The catalogue as the app reads it. Runs prepared statements on the SQLite handle (these are
 * the hottest queries of the app); what does not change between imports (category counts, the
 * day's feed order, the today-eat pool) is cached until the catalogue version moves.
 */
export function createRecipeRepository(db: Db) {
  const sqlite = sqliteOf(db)
  const categories = sqlite.prepare(
    'select id, key, name, recipe_count as count from categories order by id',
  )
  // The whole dish is one row (migration 004): its steps are JSON in the answer's own shape,
  // passed through as text; its ingredients are arrays, to be scaled.
  const one = sqlite.prepare(
    `select ${SUMMARY_COLUMNS}, servings, description, tips, images, ingredients_json, steps_json,
       prep_minutes, cook_minutes, wait_minutes
     from recipes where id = ?`,
  )
  const needsRow = sqlite.prepare('select servings, ingredients_json from recipes where id = ?')
  const orderStatements = new Map<string, Statement>()
  const orderStatement = (sort: RecipeSort, inCategory: boolean): Statement => {
    const key = `${sort}:${inCategory}`
    let statement = orderStatements.get(key)
    if (!statement) {
      const where = inCategory ? 'where category_id = ?' : ''
      // Ids only: the sort's index covers the query; the rows come from the summary cache.
      statement = sqlite.prepare(`select id from recipes ${where} order by ${ORDER[sort]}`).pluck()
      orderStatements.set(key, statement)
    }
    return statement
  }

  const rows = summaryCache(sqlite)
  const caches = perCatalogueVersion(sqlite, (version): Caches => ({
    version,
    orders: new Map(),
    needs: new Map(),
  }))
  /** The caches, emptied when the catalogue changed. */
  const fresh = (): Caches => caches.current()

  /**
   * All ids of a list in its order, read once per catalogue version: a page is then a slice,
   * where an `offset` query read and skipped every row before the page (about 40 µs for the
   * first pages under load, more the deeper the page). 400 KB per order at 100,000 dishes.
   * The popular order moves with favourites and cooked records: it is built again once a
   * figure changed here and it is POPULAR_REBUILD_MS old (a favourite can wait a few seconds
   * to move a dish up the list), and in any case after POPULAR_TTL_MS.
   */
  function orderOf(sort: RecipeSort, categoryId: number | undefined): Int32Array {
    const now = Date.now()
    const { orders } = caches.current(now)
    const key = `${sort}:${categoryId ?? 0}`
    let order = orders.get(key)
    if (!order || (sort === 'popular' && popularStale(order, now))) {
      const params = categoryId === undefined ? [] : [categoryId]
      const ids = Int32Array.from(
        orderStatement(sort, categoryId !== undefined).all(...params) as number[],
      )
      order = { ids, builtAt: now, changes: figureChanges(sqlite) }
      orders.set(key, order)
    }
    return order.ids
  }

  function popularStale(order: ListOrder, now: number): boolean {
    const age = now - order.builtAt
    if (age >= POPULAR_TTL_MS) return true
    return age >= POPULAR_REBUILD_MS && order.changes !== figureChanges(sqlite)
  }

  function allCategories(): Category[] {
    const c = fresh()
    c.categories ??= (categories.all() as (Category & { key: CategoryKey })[]).map((row) => ({
      id: row.id,
      name: row.name,
      icon: row.key,
      count: row.count,
    }))
    return c.categories
  }

  /** The rows of these ids that exist, in the order asked. */
  function rowsOf(ids: ArrayLike<number>): CatalogueRow[] {
    if (ids.length === 0) return []
    return rows.get(ids).filter((row) => row !== undefined)
  }

  /** One page of an ordered list of ids, as rows, with the list's length. */
  function pageOf(ids: Int32Array, page: number, pageSize: number) {
    const start = Math.min((page - 1) * pageSize, ids.length)
    return { list: rowsOf(ids.subarray(start, start + pageSize)), total: ids.length }
  }

  function summaries(ids: readonly number[]): RecipeSummary[] {
    return rowsOf(ids).map(toSummary)
  }

  /** All ids in today's order: dishes with a photo first, each group shuffled by the date. */
  function feedOrder(day: string): Int32Array {
    const c = fresh()
    if (c.feed?.day === day) return c.feed.ids
    const rows = sqlite.prepare('select id, cover is not null from recipes order by id').raw().all()
    const random = seededRandom(seedOf(day))
    const withPhoto = (rows as [number, number][]).filter((r) => r[1]).map((r) => r[0])
    const without = (rows as [number, number][]).filter((r) => !r[1]).map((r) => r[0])
    const ids = Int32Array.from([...shuffle(withPhoto, random), ...shuffle(without, random)])
    c.feed = { day, ids }
    return ids
  }

  return {
    catalogueVersion: () => fresh().version,

    categories: allCategories,

    list(options: { categoryId?: number; sort: RecipeSort; page: number; pageSize: number }) {
      const { categoryId, sort, page, pageSize } = options
      return pageOf(orderOf(sort, categoryId), page, pageSize)
    },

    recommended(page: number, pageSize: number, day = feedDay()) {
      return pageOf(feedOrder(day), page, pageSize)
    },

    summaries,

    /** The cached rows of these ids that exist (each with its summary's JSON text), in order. */
    summaryRows: (ids: readonly number[]): CatalogueRow[] => rowsOf(ids),

    find(id: number): RecipeRecord | undefined {
      const recipe = one.get(id) as
        (RecipeRow & { ingredients_json: string; steps_json: string }) | undefined
      if (!recipe) return undefined
      return {
        recipe,
        ingredients: parseIngredients(recipe.ingredients_json),
        stepsJson: recipe.steps_json,
      }
    },

    /** A dish's servings and ingredients for a stock plan; undefined when it is gone. */
    needsOf(id: number): DishNeeds | undefined {
      const { needs } = fresh()
      let kept = needs.get(id)
      if (kept === undefined) {
        const row = needsRow.get(id) as { servings: number; ingredients_json: string } | undefined
        kept = row
          ? { servings: row.servings, ingredients: parseIngredients(row.ingredients_json) }
          : null
        if (needs.size >= KEPT_NEEDS) needs.delete(needs.keys().next().value as number)
        needs.set(id, kept)
      }
      return kept ?? undefined
    },

    /** Every dish's category and difficulty, for "what to eat today". */
    pool(): PoolEntry[] {
      const c = fresh()
      c.pool ??= (
        sqlite
          .prepare('select id, category_id, difficulty from recipes order by id')
          .raw()
          .all() as [number, number, number][]
      ).map(([id, categoryId, difficulty]) => ({ id, categoryId, difficulty }))
      return c.pool
    },
  }
}

export type RecipeRepository = ReturnType<typeof createRecipeRepository>
