import type { Transaction } from 'kysely'
import { bulkInserter } from '../db/bulk-insert'
import type { Db } from '../db/open-database'
import type { Database } from '../db/schema'
import { rebuildSearchIndex } from '../search/build-index'
import { catalogueClock } from './clock'
import { createPreparer, PARSER_VERSION, type PreparedRecipe } from './prepare'
import { CATALOGUE_RULES, type CatalogueRule } from './rules'
import type { SourceRecipe } from './source'

export interface ImportSummary {
  recipes: number
  created: number
  updated: number
  unchanged: number
  ingredientLines: number
  unparsedLines: number
  steps: number
  /** How many of the dishes written (created or updated) each cleaning rule changed. */
  rules: Record<CatalogueRule, number>
  /** Search terms and postings after the import (0 when nothing changed). */
  searchTerms: number
  searchPostings: number
  milliseconds: number
}

export type ImportPhase = 'recipes' | 'search index'

export interface ImportOptions {
  onProgress?: (phase: ImportPhase, done: number, total: number) => void
}

/**
 * The dish page's JSON columns (migration 004): the steps as the answer carries them, the
 * ingredients as the arrays the answer scales.
 */
function documents(recipe: PreparedRecipe): { ingredientsJson: string; stepsJson: string } {
  return {
    ingredientsJson: JSON.stringify(
      recipe.ingredients.map((i) => [i.name, i.alias, i.quantity, i.quantityLow, i.unit, i.note]),
    ),
    stepsJson: JSON.stringify(
      recipe.steps.map(({ text, image, timerSeconds }) => ({ text, image, timerSeconds })),
    ),
  }
}

type Value = string | number | null

const RECIPE_COLUMNS = [
  'category_id',
  'title',
  'cover',
  'difficulty',
  'total_minutes',
  'prep_minutes',
  'cook_minutes',
  'wait_minutes',
  'servings',
  'title_pinyin',
  'search_names',
  'description',
  'tips',
  'images',
  'ingredients_json',
  'steps_json',
  'source_id',
  'source_hash',
] as const

/** A recipe's columns, in RECIPE_COLUMNS order. */
function recipeValues(recipe: PreparedRecipe): Value[] {
  const { ingredientsJson, stepsJson } = documents(recipe)
  return [
    recipe.categoryId,
    recipe.title,
    recipe.cover,
    recipe.difficulty,
    recipe.totalMinutes,
    recipe.prepMinutes,
    recipe.cookMinutes,
    recipe.waitMinutes,
    recipe.servings,
    recipe.titlePinyin,
    recipe.searchNames,
    recipe.description,
    recipe.tips,
    JSON.stringify(recipe.images),
    ingredientsJson,
    stepsJson,
    recipe.sourceId,
    recipe.hash,
  ]
}

function ingredientValues(id: number, recipe: PreparedRecipe): Value[][] {
  return recipe.ingredients.map((i, position) => [
    id,
    position,
    i.name,
    i.alias,
    i.quantity,
    i.quantityLow,
    i.unit,
    i.note,
    i.raw,
    i.parsed ? 1 : 0,
  ])
}

/** New recipes written per batch (each batch: a few multi-row inserts). */
const BATCH = 2000

/** Recipes already in the catalogue (or written by this import), by source id. */
type Known = Map<string, { id: number; hash: string }>

/** The statements of one import, over its transaction; created recipes' ids go into `known`. */
function writer(trx: Transaction<Database>, known: Known) {
  const insertRecipes = bulkInserter('recipes', RECIPE_COLUMNS, ['id', 'source_id'])
  const insertIngredients = bulkInserter('recipe_ingredients', [
    'recipe_id',
    'position',
    'name',
    'alias',
    'quantity',
    'quantity_low',
    'unit',
    'note',
    'raw',
    'parsed',
  ])
  async function write(recipes: PreparedRecipe[]): Promise<void> {
    const bySource = new Map(recipes.map((recipe) => [recipe.sourceId, recipe]))
    const created = await insertRecipes(trx, recipes.map(recipeValues))
    const lines: Value[][] = []
    for (const row of created) {
      const recipe = bySource.get(row.source_id as string) as PreparedRecipe
      known.set(recipe.sourceId, { id: Number(row.id), hash: recipe.hash })
      lines.push(...ingredientValues(Number(row.id), recipe))
    }
    await insertIngredients(trx, lines)
  }
  let batch: PreparedRecipe[] = []
  /**
   * The batch being written while the next one is prepared: on PostgreSQL the server stores one
   * while this process parses the next (the import's two halves of work, side by side).
   */
  let writing: Promise<void> | undefined
  async function settle(): Promise<void> {
    const pending = writing
    writing = undefined
    await pending
  }
  return {
    /** New recipes are written in batches: call flush() at the end. */
    async create(recipe: PreparedRecipe): Promise<void> {
      batch.push(recipe)
      if (batch.length < BATCH) return
      await settle()
      writing = write(batch)
      // Awaited by the next settle(); until then its failure must not count as unhandled.
      writing.catch(() => undefined)
      batch = []
    },
    async flush(): Promise<void> {
      await settle()
      if (batch.length > 0) await write(batch)
      batch = []
    },
    async update(id: number, recipe: PreparedRecipe): Promise<void> {
      await settle()
      const values = recipeValues(recipe)
      const set = Object.fromEntries(RECIPE_COLUMNS.map((column, i) => [column, values[i]]))
      await trx
        .updateTable('recipes')
        .set({ ...set, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute()
      await trx.deleteFrom('recipe_ingredients').where('recipe_id', '=', id).execute()
      await insertIngredients(trx, ingredientValues(id, recipe))
    },
  }
}

/**
 * The first statement of an import: it writes the catalogue's state row, so a second import
 * (another instance booting on the same empty database, `npm run seed` beside a server) waits
 * here until this one has committed, then finds the work done. On PostgreSQL that is the row's
 * lock; on SQLite the database's own write lock (a second process waits up to its busy timeout).
 */
async function lockCatalogue(trx: Transaction<Database>): Promise<void> {
  await trx
    .updateTable('catalogue_state')
    .set((eb) => ({ version: eb.ref('version') }))
    .where('id', '=', 1)
    .execute()
}

export interface ImportRun extends ImportOptions {
  /**
   * Asked once the import holds the lock: false leaves the catalogue as it is and the import
   * answers null (the boot's seed, when another instance imported meanwhile).
   */
  needed?: (trx: Transaction<Database>) => Promise<boolean>
}

/**
 * Upserts recipes by source id in one transaction: a recipe whose source did not change is left
 * as it is, so a second run changes nothing and duplicates nothing. When anything changed, the
 * category counts and the search index are rebuilt and the catalogue version is bumped (every
 * instance drops its kept copies at its next check, catalogue/clock.ts).
 */
export async function importRecipes(
  db: Db,
  sources: readonly SourceRecipe[],
  options: ImportRun = {},
): Promise<ImportSummary | null> {
  const started = performance.now()
  const progress = options.onProgress ?? (() => {})
  const prepare = createPreparer()
  const summary: ImportSummary = {
    recipes: sources.length,
    created: 0,
    updated: 0,
    unchanged: 0,
    ingredientLines: 0,
    unparsedLines: 0,
    steps: 0,
    rules: Object.fromEntries(CATALOGUE_RULES.map((rule) => [rule, 0])) as Record<
      CatalogueRule,
      number
    >,
    searchTerms: 0,
    searchPostings: 0,
    milliseconds: 0,
  }
  const done = await db.transaction().execute(async (trx) => {
    await lockCatalogue(trx)
    if (options.needed && !(await options.needed(trx))) return false
    const known: Known = new Map()
    const existing = await trx
      .selectFrom('recipes')
      .select(['source_id', 'id', 'source_hash'])
      .execute()
    for (const row of existing) known.set(row.source_id, { id: row.id, hash: row.source_hash })
    const write = writer(trx, known)
    for (let index = 0; index < sources.length; index++) {
      const recipe = prepare(sources[index] as SourceRecipe)
      summary.ingredientLines += recipe.ingredients.length
      summary.unparsedLines += recipe.ingredients.filter((i) => !i.parsed).length
      summary.steps += recipe.steps.length
      // A source listed twice, its first copy not written yet: written first, for its id.
      if (known.get(recipe.sourceId)?.id === 0) await write.flush()
      const before = known.get(recipe.sourceId)
      if (!before || before.hash !== recipe.hash) {
        for (const rule of recipe.rules) summary.rules[rule]++
      }
      if (before && before.hash === recipe.hash) {
        summary.unchanged++
      } else if (before) {
        await write.update(before.id, recipe)
        summary.updated++
      } else {
        // Known from here on: a source listed twice is written once.
        known.set(recipe.sourceId, { id: 0, hash: recipe.hash })
        await write.create(recipe)
        summary.created++
      }
      if ((index + 1) % 500 === 0) progress('recipes', index + 1, sources.length)
    }
    await write.flush()
    progress('recipes', sources.length, sources.length)
    if (summary.created + summary.updated > 0) {
      await trx
        .updateTable('categories')
        .set((eb) => ({
          recipe_count: eb
            .selectFrom('recipes')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('recipes.category_id', '=', 'categories.id'),
        }))
        .execute()
      await trx
        .updateTable('catalogue_state')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('id', '=', 1)
        .execute()
      const stats = await rebuildSearchIndex(trx, (n, total) => progress('search index', n, total))
      summary.searchTerms = stats.terms
      summary.searchPostings = stats.postings
    }
    // Which cleaning rules the catalogue was imported with (boot re-imports an older one).
    await trx
      .updateTable('catalogue_state')
      .set({ parser_version: PARSER_VERSION })
      .where('id', '=', 1)
      .execute()
    return true
  })
  if (!done) return null
  if (summary.created + summary.updated > 0) catalogueClock(db).changed()
  summary.milliseconds = Math.round(performance.now() - started)
  return summary
}
