import type { StockItem, StockMovement } from '../../../types/kitchen'
import type { StockItemRow, StockMovementRow } from '../db/schema-kitchen'
import { statusOf } from './status'
import { fromMilli } from './units'

/** A stock row's status and days left on the kitchen's `today`. */
export function rowStatus(row: StockItemRow, today: string) {
  return statusOf(
    {
      quantityMilli: row.quantity_milli,
      minQuantityMilli: row.min_quantity_milli,
      bestBefore: row.best_before,
    },
    today,
  )
}

/** A stock row as the API answers it, its status counted on the kitchen's `today`. */
export function toStockItem(row: StockItemRow, today: string): StockItem {
  const { status, daysLeft } = rowStatus(row, today)
  return {
    id: row.id,
    name: row.name,
    quantity: fromMilli(row.quantity_milli),
    unit: row.unit,
    minQuantity: fromMilli(row.min_quantity_milli),
    bestBefore: row.best_before,
    location: row.location,
    note: row.note,
    status,
    daysLeft,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/** A movement row with the nickname of who made it (null once that account is gone). */
export type MovementWithAuthor = StockMovementRow & { nickname: string | null }

export function toMovement(row: MovementWithAuthor): StockMovement {
  return {
    id: row.id,
    delta: fromMilli(row.delta_milli),
    reason: row.reason,
    note: row.note,
    quantityAfter: fromMilli(row.quantity_after_milli),
    orderId: row.order_id,
    by:
      row.user_id === null || row.nickname === null
        ? null
        : { id: row.user_id, nickname: row.nickname },
    createdAt: row.created_at,
  }
}
