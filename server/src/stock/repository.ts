import type { Transaction } from 'kysely'
import { QUANTITY_MAX, type ManualMovementReason } from '../../../types/kitchen'
import { compiledQuery } from '../db/compiled-query'
import type { Db } from '../db/open-database'
import { forUpdate, inTransaction } from '../db/transactions'
import type { Database } from '../db/schema'
import type { StockItemRow } from '../db/schema-kitchen'
import { AppError } from '../lib/app-error'
import type { ItemPatch, NewItem } from './input'
import { moveStock } from './movements'
import { fromMilli, toMilli } from './units'
import type { MovementWithAuthor } from './view'

/** Who writes, in which kitchen, when: every write is scoped to the caller's kitchen. */
export interface StockScope {
  kitchenId: number
  userId: number
  now: number
}

export interface ManualMove {
  deltaMilli: number
  reason: ManualMovementReason
  note: string
}

/** Kitchens whose items an instance keeps in memory (60 items take about 20 KB). */
const KEPT_KITCHENS = 1000

/** Newest movements shown with an item. */
export const MOVEMENTS_SHOWN = 50
const MAX_MILLI = toMilli(QUANTITY_MAX)

function notFound(id: number): AppError {
  return new AppError(404, 404, 'stock.notFound', { id })
}

function itemQuery(trx: Transaction<Database> | Db, kitchenId: number, id: number) {
  return trx
    .selectFrom('stock_items')
    .selectAll()
    .where('id', '=', id)
    .where('kitchen_id', '=', kitchenId)
}

async function itemIn(trx: Transaction<Database> | Db, kitchenId: number, id: number) {
  return itemQuery(trx, kitchenId, id).executeTakeFirst()
}

/** Nothing holds more than QUANTITY_MAX: a purchase past it is refused (and rolled back). */
function assertWithinMax(item: StockItemRow, deltaMilli: number): void {
  if (item.quantity_milli <= MAX_MILLI) return
  throw new AppError(409, 40933, 'stock.aboveMax', {
    name: item.name,
    unit: item.unit,
    max: QUANTITY_MAX,
    add: fromMilli(deltaMilli),
  })
}

/** A kitchen's stock items and their movements. Quantities move only through moveStock. */
export function createStockRepository(db: Db) {
  const itemsOfKitchen = compiledQuery(db, 1, (kitchenId: number) =>
    db.selectFrom('stock_items').selectAll().where('kitchen_id', '=', kitchenId),
  )
  // Per instance, and only a copy: the version each read checks lives in the database.
  const keptRows = new Map<number, { version: number; rows: readonly StockItemRow[] }>()
  return {
    /**
     * Every item of the kitchen as of its stock version `version` (read with the caller's
     * membership) or later: a household's stock is small, lists page it in memory. The rows
     * are kept while the kitchen's version is unchanged, and shared: never change them.
     */
    async all(kitchenId: number, version: number): Promise<readonly StockItemRow[]> {
      const kept = keptRows.get(kitchenId)
      keptRows.delete(kitchenId)
      if (kept?.version === version) {
        // Back to the end of the line: the least recently read kitchen goes first.
        keptRows.set(kitchenId, kept)
        return kept.rows
      }
      // Read after the version, so the rows are at least that new (a write in between only
      // makes them newer than their label, and the next call reads them again).
      const rows = await itemsOfKitchen(kitchenId)
      if (keptRows.size >= KEPT_KITCHENS) keptRows.delete(keptRows.keys().next().value as number)
      keptRows.set(kitchenId, { version, rows })
      return rows
    },

    find(kitchenId: number, id: number): Promise<StockItemRow | undefined> {
      return itemIn(db, kitchenId, id)
    },

    /** The item, and its first `purchase` movement when it starts with something. */
    create(scope: StockScope, item: NewItem): Promise<StockItemRow> {
      const at = new Date(scope.now).toISOString()
      const { quantityMilli, ...values } = item
      return inTransaction(db, async (trx) => {
        const { id } = await trx
          .insertInto('stock_items')
          .values({
            ...values,
            kitchen_id: scope.kitchenId,
            quantity_milli: 0,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        if (quantityMilli > 0) {
          await moveStock(trx, {
            itemId: id,
            kitchenId: scope.kitchenId,
            deltaMilli: quantityMilli,
            reason: 'purchase',
            userId: scope.userId,
            now: scope.now,
          })
        }
        return (await itemIn(trx, scope.kitchenId, id)) as StockItemRow
      })
    },

    /** Changes fields; a new quantity is written as an `adjust` movement in the same transaction. */
    update(scope: StockScope, id: number, patch: ItemPatch): Promise<StockItemRow> {
      const { quantityMilli, ...fields } = patch
      return inTransaction(db, async (trx) => {
        // Locked until the end (PostgreSQL): the adjust movement is computed from this read.
        const current = await forUpdate(trx, itemQuery(trx, scope.kitchenId, id)).executeTakeFirst()
        if (!current) throw notFound(id)
        await trx
          .updateTable('stock_items')
          .set({ ...fields, updated_at: new Date(scope.now).toISOString() })
          .where('id', '=', id)
          .execute()
        if (quantityMilli !== undefined && quantityMilli !== current.quantity_milli) {
          await moveStock(trx, {
            itemId: id,
            kitchenId: scope.kitchenId,
            deltaMilli: quantityMilli - current.quantity_milli,
            reason: 'adjust',
            userId: scope.userId,
            now: scope.now,
          })
        }
        return (await itemIn(trx, scope.kitchenId, id)) as StockItemRow
      })
    },

    /** Deletes the item and its movements; false when the kitchen has no such item. */
    async remove(kitchenId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('stock_items')
        .where('id', '=', id)
        .where('kitchen_id', '=', kitchenId)
        .executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },

    /** A manual movement: never below zero (409) nor above QUANTITY_MAX (400); all or nothing. */
    move(scope: StockScope, id: number, move: ManualMove): Promise<StockItemRow> {
      return inTransaction(db, async (trx) => {
        await moveStock(trx, {
          itemId: id,
          kitchenId: scope.kitchenId,
          deltaMilli: move.deltaMilli,
          reason: move.reason,
          note: move.note,
          userId: scope.userId,
          now: scope.now,
        })
        const item = (await itemIn(trx, scope.kitchenId, id)) as StockItemRow
        assertWithinMax(item, move.deltaMilli)
        return item
      })
    },

    /** The item's newest movements with who made them. */
    movements(itemId: number, limit = MOVEMENTS_SHOWN): Promise<MovementWithAuthor[]> {
      return db
        .selectFrom('stock_movements')
        .leftJoin('users', 'users.id', 'stock_movements.user_id')
        .selectAll('stock_movements')
        .select('users.nickname')
        .where('stock_movements.item_id', '=', itemId)
        .orderBy('stock_movements.id', 'desc')
        .limit(limit)
        .execute()
    },
  }
}

export type StockRepository = ReturnType<typeof createStockRepository>
