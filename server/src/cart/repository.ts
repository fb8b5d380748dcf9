import { sql, type Transaction } from 'kysely'
import { SERVINGS_MAX } from '../../../types/recipes'
import { CART_MAX, MEALS, type CartPatch, type Meal } from '../../../types/records'
import { compiledQuery } from '../db/compiled-query'
import { lockKitchen } from '../db/lock-owner'
import type { Db } from '../db/open-database'
import type { Database } from '../db/schema'
import { AppError } from '../lib/app-error'
import { requireRecipes } from '../recipes/require-recipes'

export interface CartRow {
  id: number
  recipe_id: number
  servings: number
  meal: Meal
  plan_date: string
  created_at: string
}

/** A line to plan, its day already decided (the kitchen's today when the caller gave none). */
export interface PlanLineInput {
  recipeId: number
  servings: number
  meal: Meal
  date: string
}

/** Who plans: a member of the kitchen whose plan it is. */
export interface Planner {
  kitchenId: number
  userId: number
}

const COLUMNS = ['id', 'recipe_id', 'servings', 'meal', 'plan_date', 'created_at'] as const

/** By day; within a day breakfast, lunch, dinner, snack; within a meal, as added. */
export function byMeal(a: CartRow, b: CartRow): number {
  return (
    a.plan_date.localeCompare(b.plan_date) ||
    MEALS.indexOf(a.meal) - MEALS.indexOf(b.meal) ||
    a.created_at.localeCompare(b.created_at) ||
    a.id - b.id
  )
}

function capped(servings: number): number {
  return Math.min(SERVINGS_MAX, servings)
}

const keyOf = (line: { recipeId: number; meal: Meal; date: string }) =>
  `${line.date}:${line.recipeId}:${line.meal}`

/** Lines of the same dish for the same meal of a day, added up (capped), in the order first seen. */
function merged(lines: readonly PlanLineInput[]): PlanLineInput[] {
  const byKey = new Map<string, PlanLineInput>()
  for (const line of lines) {
    const seen = byKey.get(keyOf(line))
    if (seen) seen.servings = capped(seen.servings + line.servings)
    else byKey.set(keyOf(line), { ...line })
  }
  return [...byKey.values()]
}

/** Adds servings to the line of that dish, meal and day (a new line when there is none). */
async function upsert(trx: Transaction<Database>, who: Planner, line: PlanLineInput, at: string) {
  const sum = sql<number>`cart_items.servings + excluded.servings`
  const row = await trx
    .insertInto('cart_items')
    .values({
      kitchen_id: who.kitchenId,
      user_id: who.userId,
      recipe_id: line.recipeId,
      servings: line.servings,
      meal: line.meal,
      plan_date: line.date,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc.columns(['kitchen_id', 'plan_date', 'recipe_id', 'meal']).doUpdateSet({
        servings: sql<number>`case when ${sum} > ${SERVINGS_MAX} then ${SERVINGS_MAX} else ${sum} end`,
        updated_at: at,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** The kitchen's plan: dishes with servings, a meal and a day. Members share it. */
export function createCartRepository(db: Db) {
  // The plan's read, on every visit to the tab: compiled once.
  const dayLines = compiledQuery(db, 2, (kitchenId: number, date: string) =>
    db
      .selectFrom('cart_items')
      .select(COLUMNS)
      .where('kitchen_id', '=', kitchenId)
      .where('plan_date', '=', date),
  )
  async function lineOf(trx: Transaction<Database>, kitchenId: number, id: number) {
    const line = await trx
      .selectFrom('cart_items')
      .select(COLUMNS)
      .where('id', '=', id)
      .where('kitchen_id', '=', kitchenId)
      .executeTakeFirst()
    if (!line) throw new AppError(404, 404, 'cart.notFound', { id })
    return line
  }

  return {
    /** One day's lines, by meal and then the order they were added in. */
    async day(kitchenId: number, date: string): Promise<CartRow[]> {
      return (await dayLines(kitchenId, date)).sort(byMeal)
    },

    /** The lines of the days from `from` to `to` (both included), by day and meal. */
    async range(kitchenId: number, from: string, to: string): Promise<CartRow[]> {
      const rows = await db
        .selectFrom('cart_items')
        .select(COLUMNS)
        .where('kitchen_id', '=', kitchenId)
        .where('plan_date', '>=', from)
        .where('plan_date', '<=', to)
        .execute()
      return rows.sort(byMeal)
    },

    /** Every line of the kitchen's plan, whatever its day (the names a shopping key may be). */
    all(kitchenId: number): Promise<CartRow[]> {
      return db
        .selectFrom('cart_items')
        .select(COLUMNS)
        .where('kitchen_id', '=', kitchenId)
        .execute()
    },

    /** Days before `day` that still hold lines (planned, never confirmed nor removed). */
    async daysBefore(kitchenId: number, day: string): Promise<string[]> {
      const rows = await db
        .selectFrom('cart_items')
        .select('plan_date')
        .distinct()
        .where('kitchen_id', '=', kitchenId)
        .where('plan_date', '<', day)
        .orderBy('plan_date')
        .execute()
      return rows.map((row) => row.plan_date)
    },

    find(kitchenId: number, id: number): Promise<CartRow | undefined> {
      return db
        .selectFrom('cart_items')
        .select(COLUMNS)
        .where('id', '=', id)
        .where('kitchen_id', '=', kitchenId)
        .executeTakeFirst()
    },

    /**
     * Adds dishes, all or none: the same dish for the same meal of the same day adds servings
     * (capped at SERVINGS_MAX); unknown dishes answer 404, more than CART_MAX lines on a day
     * 409. Answers the id of the line each input line went to.
     */
    add(who: Planner, lines: readonly PlanLineInput[], now: number): Promise<number[]> {
      const at = new Date(now).toISOString()
      return db.transaction().execute(async (trx) => {
        await lockKitchen(trx, who.kitchenId)
        await requireRecipes(
          trx,
          lines.map((line) => line.recipeId),
          who.userId,
        )
        const wanted = merged(lines)
        const days = [...new Set(wanted.map((line) => line.date))]
        const existing = await trx
          .selectFrom('cart_items')
          .select(['recipe_id', 'meal', 'plan_date'])
          .where('kitchen_id', '=', who.kitchenId)
          .where('plan_date', 'in', days)
          .execute()
        const keys = new Set(
          existing.map((row) =>
            keyOf({ recipeId: row.recipe_id, meal: row.meal, date: row.plan_date }),
          ),
        )
        for (const day of days) {
          const has = existing.filter((row) => row.plan_date === day).length
          const adds = wanted.filter((line) => line.date === day && !keys.has(keyOf(line))).length
          if (adds > 0 && has + adds > CART_MAX) {
            throw new AppError(409, 40921, 'cart.full', { max: CART_MAX })
          }
        }
        const ids = new Map<string, number>()
        for (const line of wanted) ids.set(keyOf(line), await upsert(trx, who, line, at))
        return lines.map((line) => ids.get(keyOf(line)) as number)
      })
    },

    /**
     * Changes a line's servings, meal or day. Moving it onto a day and meal that already has the
     * same dish merges the two (servings added, capped). Answers the id of the line that remains.
     */
    update(who: Planner, id: number, patch: CartPatch & { date?: string }, now: number) {
      const at = new Date(now).toISOString()
      return db.transaction().execute(async (trx): Promise<number> => {
        await lockKitchen(trx, who.kitchenId)
        const line = await lineOf(trx, who.kitchenId, id)
        const servings = patch.servings ?? line.servings
        const meal = patch.meal ?? line.meal
        const date = patch.date ?? line.plan_date
        if (meal !== line.meal || date !== line.plan_date) {
          const other = await trx
            .selectFrom('cart_items')
            .select(['id', 'servings'])
            .where('kitchen_id', '=', who.kitchenId)
            .where('plan_date', '=', date)
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
          const count = await trx
            .selectFrom('cart_items')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('kitchen_id', '=', who.kitchenId)
            .where('plan_date', '=', date)
            .executeTakeFirstOrThrow()
          if (date !== line.plan_date && Number(count.n) >= CART_MAX) {
            throw new AppError(409, 40921, 'cart.full', { max: CART_MAX })
          }
        }
        await trx
          .updateTable('cart_items')
          .set({ servings, meal, plan_date: date, updated_at: at })
          .where('id', '=', id)
          .execute()
        return id
      })
    },

    async remove(kitchenId: number, id: number): Promise<void> {
      const removed = await db
        .deleteFrom('cart_items')
        .where('id', '=', id)
        .where('kitchen_id', '=', kitchenId)
        .executeTakeFirst()
      if (Number(removed.numDeletedRows) === 0)
        throw new AppError(404, 404, 'cart.notFound', { id })
    },
  }
}

export type CartRepository = ReturnType<typeof createCartRepository>
