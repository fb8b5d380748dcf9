import type { Statement } from 'better-sqlite3'
import type { Category, CategoryKey, RecipeSort, RecipeSummary } from '../../../types/recipes'
import { watchCatalogueVersion } from '../catalogue/version-watch'
import { sqliteOf, type Db } from '../db/open-database'
import { seededRandom, seedOf, shuffle } from '../lib/seeded-random'
import type { StoredIngredient } from './scale'
import { summaryCache } from './summary-cache'
import { SUMMARY_COLUMNS, toSummary, type SummaryRow } from './summary'

export interface RecipeRow extends SummaryRow {
  servings: number
  description: string
  tips: string
  images: string
}

export interface StepRow {
  text: string
  image: string | null
  timer_seconds: number | null
}

export interface RecipeRecord {
  recipe: RecipeRow
  ingredients: StoredIngredient[]
  steps: StepRow[]
}

/** What "what to eat today" draws from: every dish, by category and difficulty. */
export interface PoolEntry {
  id: number
  categoryId: number
  difficulty: number
}

const ORDER: Record<RecipeSort, string> = {
  // popularity is 0 until favourites and ratings exist; the id keeps pages stable meanwhile.
  popular: 'popularity desc, id',
  newest: 'id desc',
  easiest: 'difficulty, id',
  quickest: 'total_minutes, id',
}

/** Today's date (UTC) as the feed's seed: the same order all day, a new one tomorrow. */
export function feedDay(now = new Date()): string {
  return now.toISOString().slice(0, 10)
}

interface Caches {
  version: number
  categories?: Category[]
  feed?: { day: string; ids: Int32Array }
  pool?: PoolEntry[]
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
  // One statement for the whole dish: each statement costs a read lock, which is most of a
  // small query's time under load.
  const one = sqlite.prepare(
    `select ${SUMMARY_COLUMNS}, servings, description, tips, images,
       (select json_group_array(
          json_array(name, alias, quantity, quantity_low, unit, note) order by position)
        from recipe_ingredients where recipe_id = r.id) as ingredients_json,
       (select json_group_array(json_array(text, image, timer_seconds) order by position)
        from recipe_steps where recipe_id = r.id) as steps_json
     from recipes r where id = ?`,
  )
  const lists = new Map<string, Statement>()
  const listStatement = (sort: RecipeSort, inCategory: boolean): Statement => {
    const key = `${sort}:${inCategory}`
    let statement = lists.get(key)
    if (!statement) {
      const where = inCategory ? 'where category_id = ?' : ''
      // Ids only: the sort's index covers the query; the rows come from the summary cache.
      statement = sqlite
        .prepare(`select id from recipes ${where} order by ${ORDER[sort]} limit ? offset ?`)
        .pluck()
      lists.set(key, statement)
    }
    return statement
  }

  const version = watchCatalogueVersion(sqlite)
  const rows = summaryCache(sqlite)
  let caches: Caches = { version: -1 }
  /** The caches, emptied when the catalogue changed. */
  const fresh = (): Caches => {
    const current = version()
    if (current !== caches.version) caches = { version: current }
    return caches
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

  function summaries(ids: readonly number[]): RecipeSummary[] {
    if (ids.length === 0) return []
    const byId = rows.get(ids)
    return ids.flatMap((id) => {
      const row = byId.get(id)
      return row ? [toSummary(row)] : []
    })
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

  function count(categoryId?: number): number {
    const list = allCategories()
    if (categoryId === undefined) return list.reduce((sum, c) => sum + c.count, 0)
    return list.find((c) => c.id === categoryId)?.count ?? 0
  }

  return {
    catalogueVersion: () => fresh().version,

    categories: allCategories,

    count,

    list(options: { categoryId?: number; sort: RecipeSort; page: number; pageSize: number }) {
      const { categoryId, sort, page, pageSize } = options
      const offset = (page - 1) * pageSize
      const params = categoryId === undefined ? [pageSize, offset] : [categoryId, pageSize, offset]
      const ids = listStatement(sort, categoryId !== undefined).all(...params) as number[]
      return { list: summaries(ids), total: count(categoryId) }
    },

    recommended(page: number, pageSize: number, day = feedDay()) {
      const ids = feedOrder(day)
      const start = (page - 1) * pageSize
      const slice = Array.from(ids.subarray(Math.min(start, ids.length), start + pageSize))
      return { list: summaries(slice), total: ids.length }
    },

    summaries,

    find(id: number): RecipeRecord | undefined {
      const row = one.get(id) as
        (RecipeRow & { ingredients_json: string; steps_json: string }) | undefined
      if (!row) return undefined
      const { ingredients_json: ingredients, steps_json: steps, ...recipe } = row
      type IngredientTuple = [
        string,
        string | null,
        number | null,
        number | null,
        string | null,
        string | null,
      ]
      return {
        recipe,
        ingredients: (JSON.parse(ingredients) as IngredientTuple[]).map(
          ([name, alias, quantity, low, unit, note]) => ({
            name,
            alias,
            quantity,
            quantity_low: low,
            unit,
            note,
          }),
        ),
        steps: (JSON.parse(steps) as [string, string | null, number | null][]).map(
          ([text, image, timer]) => ({ text, image, timer_seconds: timer }),
        ),
      }
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
