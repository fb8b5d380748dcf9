import type { Db } from '../db/open-database'
import { dayIn } from '../lib/kitchen-day'
import { statusOf } from './status'

/**
 * The profile's "stock alerts": items of the kitchen that are expired, expiring, low or out,
 * counted on the kitchen's own today (the kanban counter of `stockAlerts`).
 */
export async function countStockAlerts(
  db: Db,
  scope: { kitchenId: number | null; now: number },
): Promise<number> {
  if (scope.kitchenId === null) return 0
  const kitchen = await db
    .selectFrom('kitchens')
    .select('time_zone')
    .where('id', '=', scope.kitchenId)
    .executeTakeFirst()
  if (!kitchen) return 0
  const today = dayIn(kitchen.time_zone, scope.now)
  const rows = await db
    .selectFrom('stock_items')
    .select(['quantity_milli', 'min_quantity_milli', 'best_before'])
    .where('kitchen_id', '=', scope.kitchenId)
    .execute()
  return rows.filter(
    (row) =>
      statusOf(
        {
          quantityMilli: row.quantity_milli,
          minQuantityMilli: row.min_quantity_milli,
          bestBefore: row.best_before,
        },
        today,
      ).status !== 'ok',
  ).length
}
