import { sql, type Transaction } from 'kysely'
import { nameKey } from './names'
import type { MovementReason } from '../../../types/kitchen'
import type { Db } from '../db/open-database'
import type { Database } from '../db/schema'
import type { StockItemRow } from '../db/schema-kitchen'
import { AppError } from '../lib/app-error'
import type { PlanItem } from './plan'
import { fromMilli } from './units'

export interface MovementWrite {
  itemId: number
  /** The caller's kitchen: an item of another kitchen is "not found". */
  kitchenId: number
  deltaMilli: number
  reason: MovementReason
  note?: string
  /** The food record a `cooked` movement takes stock for. */
  orderId?: number | null
  userId: number | null
  now: number
}

/**
 * The one way a stock quantity changes: the item's quantity moves by `deltaMilli` and a movement
 * row says why, both in the caller's transaction (with whatever else that write does: creating
 * the item, cooking a record). A change that would leave less than nothing is refused with a
 * 409 naming what is left, and the guard sits in the UPDATE itself, so two cooks taking the last
 * eggs at once cannot both succeed. Answers the quantity after the move, in thousandths.
 */
export async function moveStock(trx: Transaction<Database>, write: MovementWrite): Promise<number> {
  const at = new Date(write.now).toISOString()
  const moved = await trx
    .updateTable('stock_items')
    .set({ quantity_milli: sql<number>`quantity_milli + ${write.deltaMilli}`, updated_at: at })
    .where('id', '=', write.itemId)
    .where('kitchen_id', '=', write.kitchenId)
    .where(sql<number>`quantity_milli + ${write.deltaMilli}`, '>=', 0)
    .returning('quantity_milli')
    .executeTakeFirst()
  if (!moved) {
    const item = await trx
      .selectFrom('stock_items')
      .select(['name', 'unit', 'quantity_milli'])
      .where('id', '=', write.itemId)
      .where('kitchen_id', '=', write.kitchenId)
      .executeTakeFirst()
    if (!item) throw new AppError(404, 404, 'stock.notFound', { id: write.itemId })
    throw new AppError(409, 40911, 'stock.belowZero', {
      name: item.name,
      unit: item.unit,
      left: fromMilli(item.quantity_milli),
      take: fromMilli(-write.deltaMilli),
    })
  }
  await trx
    .insertInto('stock_movements')
    .values({
      item_id: write.itemId,
      delta_milli: write.deltaMilli,
      quantity_after_milli: moved.quantity_milli,
      reason: write.reason,
      note: write.note ?? '',
      order_id: write.orderId ?? null,
      user_id: write.userId,
      created_at: at,
    })
    .execute()
  return moved.quantity_milli
}

/** Every item of a kitchen as a stock plan reads it (plans cover the whole kitchen). */
export async function planItems(
  db: Db | Transaction<Database>,
  kitchenId: number,
): Promise<readonly PlanItem[]> {
  const rows = await db
    .selectFrom('stock_items')
    .select(['id', 'name', 'name_key', 'quantity_milli', 'unit', 'best_before'])
    .where('kitchen_id', '=', kitchenId)
    .execute()
  return planItemsOf(rows)
}

type PlanRow = Pick<
  StockItemRow,
  'id' | 'name' | 'name_key' | 'quantity_milli' | 'unit' | 'best_before'
>

/**
 * Each row list's plan items, made once: a kitchen's kept rows (one array per stock version,
 * never changed) give the same array of items every time, which planStock indexes once.
 */
const itemsOfRows = new WeakMap<readonly PlanRow[], PlanItem[]>()

/** Items as a stock plan reads them (rows are read, never changed). */
export function planItemsOf(rows: readonly PlanRow[]): readonly PlanItem[] {
  let items = itemsOfRows.get(rows)
  if (!items) {
    items = rows.map((row) => ({
      id: row.id,
      name: row.name,
      // Read from the name each time: the stored key is the one of the day the row was written,
      // and the normaliser (names.ts) may have learnt more since.
      nameKey: nameKey(row.name),
      quantityMilli: row.quantity_milli,
      unit: row.unit,
      bestBefore: row.best_before,
    }))
    itemsOfRows.set(rows, items)
  }
  return items
}
