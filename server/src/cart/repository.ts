import { sql, type Transaction } from 'kysely'
import { SERVINGS_MAX } from '../../../types/recipes'
import {
  CART_MAX,
  MEALS,
  type CartAddRequest,
  type CartPatch,
  type Meal,
} from '../../../types/records'
import { lockOwner } from '../db/lock-owner'
import { compiledQuery } from '../db/compiled-query'
import type { Db } from '../db/open-database'
import type { Database } from '../db/schema'
import { AppError } from '../plugins/errors'
import { requireRecipes } from '../recipes/require-recipes'

export interface CartRow {
  id: number
  recipe_id: number
  servings: number
  meal: Meal
  created_at: string
}

const COLUMNS = ['id', 'recipe_id', 'servings', 'meal', 'created_at'] as const

/** Breakfast, lunch, dinner, snack; within a meal, the line added first first. */
export function byMeal(a: CartRow, b: CartRow): number {
  return (
    MEALS.indexOf(a.meal) - MEALS.indexOf(b.meal) ||
    a.created_at.localeCompare(b.created_at) ||
    a.id - b.id
  )
}

function capped(servings: number): number {
  return Math.min(SERVINGS_MAX, servings)
}

/** Lines of the same dish for the same meal, added up (capped), in the order first seen. */
function merged(lines: readonly CartAddRequest[]): CartAddRequest[] {
  const byKey = new Map<string, CartAddRequest>()
  for (const line of lines) {
    const key = `${line.recipeId}:${line.meal}`
    const seen = byKey.get(key)
    if (seen) seen.servings = capped(seen.servings + line.servings)
    else byKey.set(key, { ...line })
  }
  return [...byKey.values()]
}

/** Adds servings to the line of that dish and meal (a new line when there is none). */
async function upsert(
  trx: Transaction<Database>,
  userId: number,
  line: CartAddRequest,
  at: string,
): Promise<number> {
  const sum = sql<number>`cart_items.servings + excluded.servings`
  const row = await trx
    .insertInto('cart_items')
    .values({
      user_id: userId,
      recipe_id: line.recipeId,
      servings: line.servings,
      meal: line.meal,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'recipe_id', 'meal']).doUpdateSet({
        servings: sql<number>`case when ${sum} > ${SERVINGS_MAX} then ${SERVINGS_MAX} else ${sum} end`,
        updated_at: at,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Today's plan, per user: dishes with servings and a meal. */
export function createCartRepository(db: Db) {
  // The plan's read, on every visit to the tab: compiled once.
  const linesOf = compiledQuery(db, 1, (userId: number) =>
    db.selectFrom('cart_items').select(COLUMNS).where('user_id', '=', userId),
  )
  async function lineOf(trx: Transaction<Database>, userId: number, id: number) {
    const line = await trx
      .selectFrom('cart_items')
      .select(COLUMNS)
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst()
    if (!line) throw new AppError(404, 404, 'cart.notFound', { id })
    return line
  }

  return {
    /** The caller's lines, by meal and then the order they were added in. */
    async list(userId: number): Promise<CartRow[]> {
      return (await linesOf(userId)).sort(byMeal)
    },

    find(userId: number, id: number): Promise<CartRow | undefined> {
      return db
        .selectFrom('cart_items')
        .select(COLUMNS)
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst()
    },

    /**
     * Adds dishes, all or none: the same dish for the same meal adds servings (capped at
     * SERVINGS_MAX); unknown dishes answer 404, more than CART_MAX lines 409. Answers the id of
     * the line each input line went to.
     */
    add(userId: number, lines: readonly CartAddRequest[], now: number): Promise<number[]> {
      const at = new Date(now).toISOString()
      return db.transaction().execute(async (trx) => {
        await lockOwner(trx, userId)
        await requireRecipes(
          trx,
          lines.map((line) => line.recipeId),
          userId,
        )
        const existing = await trx
          .selectFrom('cart_items')
          .select(['recipe_id', 'meal'])
          .where('user_id', '=', userId)
          .execute()
        const keys = new Set(existing.map((row) => `${row.recipe_id}:${row.meal}`))
        const wanted = merged(lines)
        const added = wanted.filter((line) => !keys.has(`${line.recipeId}:${line.meal}`))
        if (added.length > 0 && existing.length + added.length > CART_MAX) {
          throw new AppError(409, 40921, 'cart.full', { max: CART_MAX })
        }
        const ids = new Map<string, number>()
        for (const line of wanted) {
          ids.set(`${line.recipeId}:${line.meal}`, await upsert(trx, userId, line, at))
        }
        return lines.map((line) => ids.get(`${line.recipeId}:${line.meal}`) as number)
      })
    },

    /**
     * Changes a line's servings or meal. Moving it to a meal that already has the same dish
     * merges the two (servings added, capped). Answers the id of the line that remains.
     */
    update(userId: number, id: number, patch: CartPatch, now: number): Promise<number> {
      const at = new Date(now).toISOString()
      return db.transaction().execute(async (trx) => {
        const line = await lineOf(trx, userId, id)
        const servings = patch.servings ?? line.servings
        const meal = patch.meal ?? line.meal
        if (meal !== line.meal) {
          const other = await trx
            .selectFrom('cart_items')
            .select(['id', 'servings'])
            .where('user_id', '=', userId)
            .where('recipe_id', '=', line.recipe_id)
            .where('meal', '=', meal)
            .executeTakeFirst()
          if (other) {
            await trx.deleteFrom('cart_items').where('id', '=', id).execute()
            await trx
              .updateTable('cart_items')
              .set({ servings: capped(other.servings + servings), updated_at: at })
              .where('id', '=', other.id)
              .execute()
            return other.id
          }
        }
        await trx
          .updateTable('cart_items')
          .set({ servings, meal, updated_at: at })
          .where('id', '=', id)
          .execute()
        return id
      })
    },

    async remove(userId: number, id: number): Promise<void> {
      const removed = await db
        .deleteFrom('cart_items')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst()
      if (Number(removed.numDeletedRows) === 0)
        throw new AppError(404, 404, 'cart.notFound', { id })
    },
  }
}

export type CartRepository = ReturnType<typeof createCartRepository>
