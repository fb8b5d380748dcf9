import type { Database as Sqlite, Statement } from 'better-sqlite3'
import { rebuildSearchIndex } from '../search/build-index'
import { noteImport } from './changes'
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

function statements(sqlite: Sqlite) {
  return {
    existing: sqlite.prepare('select source_id as sourceId, id, source_hash as hash from recipes'),
    insert: sqlite.prepare(
      `insert into recipes (category_id, title, cover, difficulty, total_minutes, prep_minutes,
         cook_minutes, wait_minutes, servings, title_pinyin, search_names, description, tips,
         images, ingredients_json, steps_json, source_id, source_hash)
       values (@categoryId, @title, @cover, @difficulty, @totalMinutes, @prepMinutes,
         @cookMinutes, @waitMinutes, @servings, @titlePinyin, @searchNames, @description, @tips,
         @images, @ingredientsJson, @stepsJson, @sourceId, @hash)`,
    ),
    update: sqlite.prepare(
      `update recipes set category_id = @categoryId, title = @title, cover = @cover,
         difficulty = @difficulty, total_minutes = @totalMinutes, prep_minutes = @prepMinutes,
         cook_minutes = @cookMinutes, wait_minutes = @waitMinutes, servings = @servings,
         title_pinyin = @titlePinyin, search_names = @searchNames, description = @description,
         tips = @tips, images = @images, ingredients_json = @ingredientsJson,
         steps_json = @stepsJson, source_hash = @hash,
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       where id = @id`,
    ),
    deleteIngredients: sqlite.prepare('delete from recipe_ingredients where recipe_id = ?'),
    ingredients: rowsInserter(
      sqlite,
      'recipe_ingredients (recipe_id, position, name, alias, quantity, quantity_low, unit, note, raw, parsed)',
      10,
    ),
    countCategories: sqlite.prepare(
      `update categories set recipe_count =
         (select count(*) from recipes where recipes.category_id = categories.id)`,
    ),
    bumpVersion: sqlite.prepare('update catalogue_state set version = version + 1 where id = 1'),
  }
}

type Statements = ReturnType<typeof statements>
type Value = string | number | null

/** Inserts n rows with one statement (one per row count, prepared once): fewer calls. */
function rowsInserter(sqlite: Sqlite, into: string, columns: number) {
  const row = `(${Array<string>(columns).fill('?').join(', ')})`
  const byCount = new Map<number, Statement>()
  return (rows: Value[][]) => {
    if (rows.length === 0) return
    let statement = byCount.get(rows.length)
    if (!statement) {
      statement = sqlite.prepare(`insert into ${into} values ${Array(rows.length).fill(row)}`)
      byCount.set(rows.length, statement)
    }
    statement.run(rows.flat())
  }
}

/**
 * The dish page's JSON columns (migration 004): the steps as the answer carries them, the
 * ingredients as the arrays the answer scales.
 */
function documents(recipe: PreparedRecipe): { ingredientsJson: string; stepsJson: string } {
  return {
    ingredientsJson: JSON.stringify(
      recipe.ingredients.map((i) => [
        i.name,
        i.alias,
        i.quantity,
        i.quantityLow,
        i.unit,
        i.note,
        i.optional ? 1 : 0,
        i.roundUp ? 1 : 0,
      ]),
    ),
    stepsJson: JSON.stringify(
      recipe.steps.map(({ text, image, timerSeconds, amounts }) => ({
        text,
        image,
        timerSeconds,
        amounts,
      })),
    ),
  }
}

function writeIngredients(s: Statements, id: number, recipe: PreparedRecipe): void {
  s.ingredients(
    recipe.ingredients.map((i, position) => [
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
    ]),
  )
}

/** Which cleaning rules the catalogue was imported with (boot re-imports an older one). */
function markParserVersion(sqlite: Sqlite): void {
  sqlite.prepare('update catalogue_state set parser_version = ? where id = 1').run(PARSER_VERSION)
}

/**
 * Upserts recipes by source id in one transaction: a recipe whose source did not change is left
 * as it is, so a second run changes nothing and duplicates nothing. When anything changed, the
 * category counts and the search index are rebuilt and the catalogue version is bumped (servers
 * drop their caches on it).
 */
export function importRecipes(
  sqlite: Sqlite,
  sources: readonly SourceRecipe[],
  options: ImportOptions = {},
): ImportSummary {
  const started = performance.now()
  const progress = options.onProgress ?? (() => {})
  const s = statements(sqlite)
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
  const run = sqlite.transaction(() => {
    const known = new Map<string, { id: number; hash: string }>()
    for (const row of s.existing.iterate() as IterableIterator<{
      sourceId: string
      id: number
      hash: string
    }>) {
      known.set(row.sourceId, { id: row.id, hash: row.hash })
    }
    sources.forEach((source, index) => {
      const recipe = prepare(source)
      summary.ingredientLines += recipe.ingredients.length
      summary.unparsedLines += recipe.ingredients.filter((i) => !i.parsed).length
      summary.steps += recipe.steps.length
      const row = { ...recipe, images: JSON.stringify(recipe.images), ...documents(recipe) }
      const before = known.get(recipe.sourceId)
      if (!before || before.hash !== recipe.hash) {
        for (const rule of recipe.rules) summary.rules[rule]++
      }
      if (before && before.hash === recipe.hash) {
        summary.unchanged++
      } else if (before) {
        s.update.run({ ...row, id: before.id })
        s.deleteIngredients.run(before.id)
        writeIngredients(s, before.id, recipe)
        summary.updated++
      } else {
        const id = Number(s.insert.run(row).lastInsertRowid)
        known.set(recipe.sourceId, { id, hash: recipe.hash })
        writeIngredients(s, id, recipe)
        summary.created++
      }
      if ((index + 1) % 500 === 0) progress('recipes', index + 1, sources.length)
    })
    progress('recipes', sources.length, sources.length)
    if (summary.created + summary.updated === 0) return
    s.countCategories.run()
    s.bumpVersion.run()
    const stats = rebuildSearchIndex(sqlite, (done, total) => progress('search index', done, total))
    summary.searchTerms = stats.terms
    summary.searchPostings = stats.postings
  })
  run()
  if (summary.created + summary.updated > 0) noteImport()
  markParserVersion(sqlite)
  summary.milliseconds = Math.round(performance.now() - started)
  return summary
}
