import type { Selectable } from 'kysely'
import { SHOPPING_MANUAL_MAX } from '../../../types/shopping'
import { lockKitchen } from '../db/lock-owner'
import type { Db } from '../db/open-database'
import type { ShoppingItemsTable } from '../db/schema-records'
import { AppError } from '../lib/app-error'
import { putAway, type PutAwayInput } from './put-away'

export type ManualRow = Selectable<ShoppingItemsTable>

export interface MarkRow {
  item_key: string
  checked: number
  hidden_for: string | null
}

export interface NewManual {
  name: string
  nameKey: string
  quantityMilli: number | null
  unit: string | null
}

function notFound(id: number | string): AppError {
  return new AppError(404, 404, 'shopping.notFound', { id })
}

/**
 * What people add to and do with the kitchen's shopping list. Every write is one statement (or
 * a kitchen-locked transaction where it counts first), so two members on two phones at once both
 * count and nothing counts twice, on SQLite and PostgreSQL alike.
 */
export function createShoppingRepository(db: Db) {
  return {
    putAway: (input: PutAwayInput) => putAway(db, input),

    async state(kitchenId: number): Promise<{ manual: ManualRow[]; marks: MarkRow[] }> {
      const [manual, marks] = await Promise.all([
        db
          .selectFrom('shopping_items')
          .selectAll()
          .where('kitchen_id', '=', kitchenId)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('shopping_marks')
          .select(['item_key', 'checked', 'hidden_for'])
          .where('kitchen_id', '=', kitchenId)
          .execute(),
      ])
      return { manual, marks }
    },

    /** A manual item; at most SHOPPING_MANUAL_MAX per kitchen (409), counted under its lock. */
    addManual(kitchenId: number, userId: number, item: NewManual, now: number) {
      const at = new Date(now).toISOString()
      return db.transaction().execute(async (trx) => {
        await lockKitchen(trx, kitchenId)
        const count = await trx
          .selectFrom('shopping_items')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('kitchen_id', '=', kitchenId)
          .executeTakeFirstOrThrow()
        if (Number(count.n) >= SHOPPING_MANUAL_MAX) {
          throw new AppError(409, 40951, 'shopping.full', { max: SHOPPING_MANUAL_MAX })
        }
        return trx
          .insertInto('shopping_items')
          .values({
            kitchen_id: kitchenId,
            name: item.name,
            name_key: item.nameKey,
            quantity_milli: item.quantityMilli,
            unit: item.unit,
            created_by: userId,
            created_at: at,
            updated_at: at,
          })
          .returningAll()
          .executeTakeFirstOrThrow()
      })
    },

    async checkManual(kitchenId: number, id: number, checked: boolean, now: number) {
      const row = await db
        .updateTable('shopping_items')
        .set({ checked: checked ? 1 : 0, updated_at: new Date(now).toISOString() })
        .where('id', '=', id)
        .where('kitchen_id', '=', kitchenId)
        .returningAll()
        .executeTakeFirst()
      if (!row) throw notFound(id)
      return row
    },

    /** Ticks or unticks a computed item: one upsert, whoever else ticks what at the same time. */
    async checkComputed(kitchenId: number, key: string, checked: boolean, now: number) {
      const at = new Date(now).toISOString()
      await db
        .insertInto('shopping_marks')
        .values({ kitchen_id: kitchenId, item_key: key, checked: checked ? 1 : 0, updated_at: at })
        .onConflict((oc) =>
          oc.columns(['kitchen_id', 'item_key']).doUpdateSet({
            checked: checked ? 1 : 0,
            updated_at: at,
          }),
        )
        .execute()
    },

    async removeManual(kitchenId: number, id: number): Promise<void> {
      const removed = await db
        .deleteFrom('shopping_items')
        .where('id', '=', id)
        .where('kitchen_id', '=', kitchenId)
        .executeTakeFirst()
      if (Number(removed.numDeletedRows) === 0) throw notFound(id)
    },

    /** Hides a computed item while the plan asks for exactly `fingerprint` of it; unticks it. */
    async hideComputed(kitchenId: number, key: string, fingerprint: string, now: number) {
      const at = new Date(now).toISOString()
      await db
        .insertInto('shopping_marks')
        .values({
          kitchen_id: kitchenId,
          item_key: key,
          checked: 0,
          hidden_for: fingerprint,
          updated_at: at,
        })
        .onConflict((oc) =>
          oc
            .columns(['kitchen_id', 'item_key'])
            .doUpdateSet({ checked: 0, hidden_for: fingerprint, updated_at: at }),
        )
        .execute()
    },
  }
}

export type ShoppingRepository = ReturnType<typeof createShoppingRepository>
