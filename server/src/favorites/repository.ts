import { compiledQuery } from '../db/compiled-query'
import type { Db } from '../db/open-database'
import { AppError } from '../lib/app-error'
import { figuresTransaction } from '../recipes/figures'
import { requireRecipes } from '../recipes/require-recipes'

export interface FavoriteRow {
  id: number
  recipe_id: number
  created_at: string
}

/**
 * Favourites are personal (not the kitchen's). Adding or removing one moves the dish's favourite
 * count and popularity in the same transaction (recipes/figures.ts).
 */
export function createFavoriteRepository(db: Db) {
  // Every dish page a logged-in cook opens asks: compiled once.
  const favoriteOf = compiledQuery(db, 2, (userId: number, recipeId: number) =>
    db
      .selectFrom('favorites')
      .select('id')
      .where('user_id', '=', userId)
      .where('recipe_id', '=', recipeId),
  )
  return {
    /** The caller's favourites, newest first. */
    async page(userId: number, page: number, pageSize: number) {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('favorites')
          .select(['id', 'recipe_id', 'created_at'])
          .where('user_id', '=', userId)
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        db
          .selectFrom('favorites')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ])
      return { rows: rows as FavoriteRow[], total: Number(total.n) }
    },

    /** The caller's favourite id for a dish, or null. */
    async idFor(userId: number, recipeId: number): Promise<number | null> {
      const [row] = await favoriteOf(userId, recipeId)
      return row?.id ?? null
    },

    /** The caller's favourite ids of these dishes, by dish id (dishes not favourited are absent). */
    async idsFor(userId: number, recipeIds: readonly number[]): Promise<Map<number, number>> {
      if (recipeIds.length === 0) return new Map()
      const rows = await db
        .selectFrom('favorites')
        .select(['id', 'recipe_id'])
        .where('user_id', '=', userId)
        .where('recipe_id', 'in', recipeIds)
        .execute()
      return new Map(rows.map((row) => [row.recipe_id, row.id]))
    },

    /** Favourites a dish; a dish already favourited answers its existing id and changes nothing. */
    add(userId: number, recipeId: number, now: number): Promise<number> {
      return figuresTransaction(db, async (trx, touched) => {
        await requireRecipes(trx, [recipeId], userId)
        const inserted = await trx
          .insertInto('favorites')
          .values({ user_id: userId, recipe_id: recipeId, created_at: new Date(now).toISOString() })
          .onConflict((oc) => oc.columns(['user_id', 'recipe_id']).doNothing())
          .returning('id')
          .executeTakeFirst()
        if (inserted) {
          touched.add(recipeId)
          return inserted.id
        }
        const existing = await trx
          .selectFrom('favorites')
          .select('id')
          .where('user_id', '=', userId)
          .where('recipe_id', '=', recipeId)
          .executeTakeFirstOrThrow()
        return existing.id
      })
    },

    /** Removes one of the caller's favourites; anyone else's is "not found". */
    remove(userId: number, id: number): Promise<void> {
      return figuresTransaction(db, async (trx, touched) => {
        const removed = await trx
          .deleteFrom('favorites')
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .returning('recipe_id')
          .executeTakeFirst()
        if (!removed) throw new AppError(404, 404, 'favorite.notFound', { id })
        touched.add(removed.recipe_id)
      })
    },
  }
}

export type FavoriteRepository = ReturnType<typeof createFavoriteRepository>
