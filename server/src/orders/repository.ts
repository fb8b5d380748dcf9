import type { Transaction } from 'kysely'
import { SERVINGS_MAX } from '../../../types/recipes'
import type { StockTake } from '../../../types/kitchen'
import type { Meal, RecordStatus } from '../../../types/records'
import { uniqueViolation } from '../db/errors'
import type { Db } from '../db/open-database'
import type { Database } from '../db/schema'
import { AppError } from '../lib/app-error'
import { fromMilli } from '../stock/units'
import { recordDetailReader } from './detail-read'
import { needLines, type DishSource } from '../stock/need-lines'
import { requireRecipes } from '../recipes/require-recipes'
import { itemsOf, visibleTo, type ItemRow, type Viewer } from './scope'
import { snapshotsOf } from './snapshot'
import { orderWrites } from './transitions'

export interface NewRecord {
  cartItemIds: readonly number[]
  meal: Meal
  /** UTC ISO. */
  eatAt: string
  note: string
  idempotencyKey: string
}

/** Cart lines of the same dish become one dish of the record (servings added, capped). */
function dishesOf(lines: readonly { id: number; recipe_id: number; servings: number }[]) {
  const byRecipe = new Map<number, { recipe_id: number; servings: number }>()
  for (const line of lines) {
    const dish = byRecipe.get(line.recipe_id)
    if (dish) dish.servings = Math.min(SERVINGS_MAX, dish.servings + line.servings)
    else byRecipe.set(line.recipe_id, { recipe_id: line.recipe_id, servings: line.servings })
  }
  return [...byRecipe.values()]
}

/** Food records: their reads and the confirm that makes one out of today's plan. */
export function createOrderRepository(db: Db, dishes: DishSource) {
  const records = () =>
    db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.user_id')
      .selectAll('orders')
      .select('users.nickname')
  async function byKey(trx: Db | Transaction<Database>, userId: number, key: string) {
    const row = await trx
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst()
    return row?.id
  }

  async function insert(trx: Transaction<Database>, viewer: Viewer, input: NewRecord, at: string) {
    const { userId, kitchenId } = viewer
    const ids = input.cartItemIds
    // The kitchen's plan lines, of any day; a kitchenless viewer (never, in practice) has none.
    const lines = await trx
      .selectFrom('cart_items')
      .select(['id', 'recipe_id', 'servings'])
      .where('kitchen_id', '=', kitchenId ?? 0)
      .where('id', 'in', ids)
      .execute()
    const found = new Map(lines.map((line) => [line.id, line]))
    const missing = ids.find((id) => !found.has(id))
    if (missing !== undefined) throw new AppError(404, 404, 'cart.notFound', { id: missing })
    const order = await trx
      .insertInto('orders')
      .values({
        user_id: userId,
        status: 'planned',
        meal: input.meal,
        eat_at: input.eatAt,
        note: input.note,
        idempotency_key: input.idempotencyKey,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const dishes = dishesOf(ids.map((id) => found.get(id) as (typeof lines)[number]))
    const recipeIds = dishes.map((dish) => dish.recipe_id)
    // An own recipe planned while it was shared may have become private since.
    await requireRecipes(trx, recipeIds, userId)
    const snapshots = await snapshotsOf(trx, recipeIds)
    await trx
      .insertInto('order_items')
      .values(
        dishes.map((dish, position) => ({
          order_id: order.id,
          position,
          ...dish,
          dish_json: snapshots.get(dish.recipe_id) ?? null,
        })),
      )
      .execute()
    const removed = await trx
      .deleteFrom('cart_items')
      .where('kitchen_id', '=', kitchenId ?? 0)
      .where('id', 'in', ids)
      .executeTakeFirst()
    // Another confirm took some of these lines meanwhile: this one must not half-happen.
    if (Number(removed.numDeletedRows) !== ids.length) {
      throw new AppError(404, 404, 'cart.notFound', { id: ids[0] as number })
    }
    return order.id
  }

  return {
    /** A record with its dishes, if the viewer may see it (one statement: detail-read.ts). */
    find: recordDetailReader(db),

    /** Records of the viewer's kitchen, the latest meal first. */
    async page(viewer: Viewer, status: RecordStatus | undefined, page: number, pageSize: number) {
      let rows = records().where(visibleTo(viewer))
      let count = db.selectFrom('orders').where(visibleTo(viewer))
      if (status) {
        rows = rows.where('orders.status', '=', status)
        count = count.where('orders.status', '=', status)
      }
      const [list, total] = await Promise.all([
        rows
          .orderBy('orders.eat_at', 'desc')
          .orderBy('orders.id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        count.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ])
      return { rows: list, total: Number(total.n) }
    },

    items: (orderIds: readonly number[]) => itemsOf(db, orderIds),

    needLines: (items: readonly ItemRow[]) => needLines(dishes, items),

    /** The dishes of the viewer's kitchen's cooked records eaten after `since`. */
    async cookedAfter(viewer: Viewer, since: string): Promise<number[]> {
      const rows = await db
        .selectFrom('orders')
        .innerJoin('order_items', 'order_items.order_id', 'orders.id')
        .select('order_items.recipe_id')
        .distinct()
        .where('orders.status', '=', 'cooked')
        .where('orders.eat_at', '>', since)
        .where(visibleTo(viewer))
        .execute()
      return rows.map((row) => row.recipe_id)
    },

    /** What cooking a record took from this kitchen's items. */
    async taken(orderId: number, kitchenId: number): Promise<StockTake[]> {
      const rows = await db
        .selectFrom('stock_movements')
        .innerJoin('stock_items', 'stock_items.id', 'stock_movements.item_id')
        .select(['stock_items.id', 'stock_items.name', 'stock_items.unit', 'delta_milli'])
        .where('stock_movements.order_id', '=', orderId)
        .where('stock_movements.reason', '=', 'cooked')
        .where('stock_items.kitchen_id', '=', kitchenId)
        .orderBy('stock_movements.id')
        .execute()
      return rows.map((row) => ({
        itemId: row.id,
        name: row.name,
        amount: fromMilli(-row.delta_milli),
        unit: row.unit,
      }))
    },

    /**
     * A planned record out of the kitchen's plan lines (any day's), which leave the plan in the same
     * transaction. The same idempotency key again answers that record and creates nothing, also
     * when two requests with it race (the unique key decides; the loser reads the winner's).
     */
    async create(viewer: Viewer, input: NewRecord, now: number): Promise<number> {
      const { userId } = viewer
      const existing = await byKey(db, userId, input.idempotencyKey)
      if (existing !== undefined) return existing
      const at = new Date(now).toISOString()
      try {
        return await db.transaction().execute(async (trx) => {
          const raced = await byKey(trx, userId, input.idempotencyKey)
          return raced ?? (await insert(trx, viewer, input, at))
        })
      } catch (error) {
        // Two requests with one key at once: the loser either hits the key's unique index, or
        // (PostgreSQL, read committed) finds the lines already gone when the winner committed
        // between its key check and its read of the lines. Either way the winner's record answers.
        const lost =
          uniqueViolation(error) || (error instanceof AppError && error.key === 'cart.notFound')
        if (!lost) throw error
        const winner = await byKey(db, userId, input.idempotencyKey)
        if (winner === undefined) throw error
        return winner
      }
    },

    ...orderWrites(db, dishes),
  }
}

export type OrderRepository = ReturnType<typeof createOrderRepository>
