import type { Transaction } from 'kysely'
import { bulkInserter } from '../db/bulk-insert'
import type { Database } from '../db/schema'
import { hantConverter } from './hant-texts'
import type { PreparedRecipe } from './prepare'

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
  'title_hant',
  'description_hant',
  'tips_hant',
  'ingredients_hant',
  'steps_hant',
] as const

type HantOf = ReturnType<typeof hantConverter>

/** A recipe's columns, in RECIPE_COLUMNS order (its zh-Hant texts converted here, once). */
function recipeValues(recipe: PreparedRecipe, hantOf: HantOf): Value[] {
  const { ingredientsJson, stepsJson } = documents(recipe)
  const hant = hantOf(recipe)
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
    hant.title,
    hant.description,
    hant.tips,
    hant.ingredientsJson,
    hant.stepsJson,
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
/**
 * Recipes prepared between two turns of the event loop while a batch is being written. A
 * statement's bytes go out, its answer comes in and the batch's next statement is sent only
 * when the loop turns, and preparing is synchronous: without these turns PostgreSQL got the
 * rest of a batch only once the whole next one was prepared, so the two halves of the work
 * mostly took turns instead of running side by side.
 */
const TURN_EVERY = 50

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** Recipes already in the catalogue (or written by this import), by source id. */
export type Known = Map<string, { id: number; hash: string }>

/** The statements of one import, over its transaction; created recipes' ids go into `known`. */
export function writer(trx: Transaction<Database>, known: Known) {
  const hantOf = hantConverter()
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
    const created = await insertRecipes(
      trx,
      recipes.map((recipe) => recipeValues(recipe, hantOf)),
    )
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
      if (writing && batch.length % TURN_EVERY === 0) await nextTurn()
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
      const values = recipeValues(recipe, hantOf)
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
