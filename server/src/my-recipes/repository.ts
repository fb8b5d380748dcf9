import type { Transaction } from 'kysely'
import type { RecipeDraft, RecipeSource, RecipeVisibility } from '../../../types/my-recipes'
import { writer, type Known } from '../catalogue/import-writer'
import type { Db } from '../db/open-database'
import type { Database } from '../db/schema'
import { forUpdate } from '../db/transactions'
import { AppError } from '../lib/app-error'
import { figuresTransaction } from '../recipes/figures'
import type { PoolEntry } from '../recipes/repository'
import { prepareOwn } from './prepare-own'
import { writeTerms } from './terms'
import { visibleRecipe } from '../recipes/visibility'

export type OwnSource = Exclude<RecipeSource, 'catalogue'>

/** A row of GET /recipes/mine before its summary is added. */
export interface MineRow {
  id: number
  owner_id: number
  nickname: string
  visibility: RecipeVisibility
  source: OwnSource
  updated_at: string
}

async function kitchenOf(trx: Transaction<Database>, userId: number): Promise<number | null> {
  const row = await trx
    .selectFrom('kitchen_members')
    .select('kitchen_id')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row ? Number(row.kitchen_id) : null
}

/**
 * The owner may change it; anyone else who may see it is refused (403), anyone else again does
 * not learn it exists (404), and a catalogue dish cannot be changed (403).
 */
async function requireOwn(trx: Transaction<Database>, userId: number, id: number) {
  // Locked until the write commits (PostgreSQL): an edit and a delete at once come one by one.
  const row = await forUpdate(
    trx,
    trx
      .selectFrom('recipes')
      .select(['id', 'owner_id', 'source_id'])
      .where('id', '=', id)
      .where(visibleRecipe(userId)),
  ).executeTakeFirst()
  if (!row) throw new AppError(404, 404, 'recipe.notFound', { id })
  if (row.owner_id === null) throw new AppError(403, 40312, 'recipe.catalogueFixed', { id })
  if (Number(row.owner_id) !== userId) throw new AppError(403, 40313, 'recipe.notYours', { id })
  return row
}

/** Own recipes (SPEC §8.1): written with the catalogue import's writer into `recipes`. */
export function createOwnRecipeRepository(db: Db) {
  async function save(
    trx: Transaction<Database>,
    userId: number,
    draft: RecipeDraft,
    source: OwnSource,
  ): Promise<number> {
    const known: Known = new Map()
    const recipe = prepareOwn(draft)
    const write = writer(trx, known)
    await write.create(recipe)
    await write.flush()
    const id = known.get(recipe.sourceId)?.id as number
    await trx
      .updateTable('recipes')
      .set({
        owner_id: userId,
        kitchen_id: await kitchenOf(trx, userId),
        visibility: draft.visibility,
        source,
        source_url: draft.sourceUrl ?? null,
      })
      .where('id', '=', id)
      .execute()
    await writeTerms(trx, id, recipe)
    return id
  }

  return {
    /** Saves a new own recipe; answers its id. */
    create(userId: number, draft: RecipeDraft, source: OwnSource): Promise<number> {
      return figuresTransaction(db, async (trx, touched) => {
        const id = await save(trx, userId, draft, source)
        touched.add(id)
        return id
      })
    },

    /** Saves several at once, all or none (an export file brought back). */
    createMany(userId: number, drafts: readonly RecipeDraft[]): Promise<number[]> {
      return figuresTransaction(db, async (trx, touched) => {
        const ids: number[] = []
        for (const draft of drafts) ids.push(await save(trx, userId, draft, 'import'))
        for (const id of ids) touched.add(id)
        return ids
      })
    },

    /** Rewrites the owner's recipe from a whole draft (PUT). */
    update(userId: number, id: number, draft: RecipeDraft): Promise<void> {
      return figuresTransaction(db, async (trx, touched) => {
        const row = await requireOwn(trx, userId, id)
        const recipe = prepareOwn(draft, row.source_id)
        await writer(trx, new Map()).update(id, recipe)
        await trx
          .updateTable('recipes')
          .set({
            kitchen_id: await kitchenOf(trx, userId),
            visibility: draft.visibility,
            source_url: draft.sourceUrl ?? null,
          })
          .where('id', '=', id)
          .execute()
        await writeTerms(trx, id, recipe)
        touched.add(id)
      })
    },

    /**
     * Deletes the owner's recipe: gone from search, favourites and plans; its row stays, seen by
     * nobody, for the food records that name it (they show what was cooked: orders/snapshot.ts).
     */
    remove(userId: number, id: number, now: number): Promise<void> {
      return figuresTransaction(db, async (trx, touched) => {
        await requireOwn(trx, userId, id)
        await trx.deleteFrom('recipe_terms').where('recipe_id', '=', id).execute()
        await trx.deleteFrom('favorites').where('recipe_id', '=', id).execute()
        await trx.deleteFrom('cart_items').where('recipe_id', '=', id).execute()
        await trx.updateTable('recipes').set({ deleted_at: now }).where('id', '=', id).execute()
        touched.add(id)
      })
    },

    /**
     * The caller's own recipes and those their kitchen shares, last changed first; `ids` keeps
     * only those (the recipes a restore just made).
     */
    async mine(userId: number, page: number, pageSize: number, ids?: readonly number[]) {
      let visible = db
        .selectFrom('recipes')
        .where('recipes.owner_id', 'is not', null)
        .where(visibleRecipe(userId))
      if (ids) visible = visible.where('recipes.id', 'in', ids.length > 0 ? [...ids] : [0])
      const [rows, count] = await Promise.all([
        visible
          .innerJoin('users', 'users.id', 'recipes.owner_id')
          .select([
            'recipes.id',
            'recipes.owner_id',
            'users.nickname',
            'recipes.visibility',
            'recipes.source',
            'recipes.updated_at',
          ])
          .orderBy('recipes.updated_at', 'desc')
          .orderBy('recipes.id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        visible.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ])
      return { rows: rows as MineRow[], total: Number(count.n) }
    },

    /** The caller's own recipes in full, oldest first (GET /recipes/export). */
    exportable(userId: number) {
      return db
        .selectFrom('recipes')
        .select([
          'id',
          'title',
          'category_id',
          'description',
          'servings',
          'difficulty',
          'total_minutes',
          'prep_minutes',
          'cook_minutes',
          'cover',
          'ingredients_json',
          'steps_json',
          'source_url',
          'created_at',
          'updated_at',
        ])
        .where('owner_id', '=', userId)
        .where('deleted_at', 'is', null)
        .orderBy('id')
        .execute()
    },

    /** The own recipes the user may see, as "what to eat today" draws from them. */
    async pool(userId: number): Promise<PoolEntry[]> {
      const rows = await db
        .selectFrom('recipes')
        .select(['id', 'category_id', 'difficulty'])
        .where('owner_id', 'is not', null)
        .where(visibleRecipe(userId))
        .orderBy('id')
        .execute()
      return rows.map((row) => ({
        id: row.id,
        categoryId: row.category_id,
        difficulty: row.difficulty,
      }))
    },

    /** Who wrote a recipe: their id and nickname. */
    async owner(ownerId: number): Promise<{ id: number; nickname: string } | undefined> {
      const row = await db
        .selectFrom('users')
        .select(['id', 'nickname'])
        .where('id', '=', ownerId)
        .executeTakeFirst()
      return row ? { id: Number(row.id), nickname: row.nickname } : undefined
    },
  }
}

export type OwnRecipeRepository = ReturnType<typeof createOwnRecipeRepository>
