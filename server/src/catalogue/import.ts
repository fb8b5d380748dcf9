import type { Transaction } from 'kysely'
import type { Db } from '../db/open-database'
import type { Database } from '../db/schema'
import { rebuildSearchIndex } from '../search/build-index'
import { catalogueClock } from '../db/catalogue-clock'
import { writer, type Known } from './import-writer'
import { createPreparer, PARSER_VERSION } from './prepare'
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
 * instance drops its kept copies at its next check, db/catalogue-clock.ts).
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
      .where('owner_id', 'is', null)
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
            .whereRef('recipes.category_id', '=', 'categories.id')
            .where('recipes.owner_id', 'is', null),
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
