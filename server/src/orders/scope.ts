import type { Locale } from '../../../types/api'
import type { ExpressionBuilder, Transaction } from 'kysely'
import type { Db } from '../db/open-database'
import type { Database } from '../db/schema'
import type { OrderRow } from '../db/schema-records'

/** Who is reading: records are visible when their author is a member of the reader's kitchen. */
export interface Viewer {
  userId: number
  kitchenId: number | null
  /** The reader's language, for the dishes' summaries (zh-Hans when not said). */
  locale?: Locale
}

/** A viewer read with their kitchen's stock version, for answers planned from the stock. */
export interface StockViewer extends Viewer {
  /** As read with the kitchen (0 without one). */
  stockVersion: number
}

/** A record's row as its reads give it: with its author's name. */
export interface RecordRow extends OrderRow {
  nickname: string
}

export interface ItemRow {
  order_id: number
  recipe_id: number
  servings: number
  /** What was cooked of an own recipe (orders/snapshot.ts), else null. */
  dish_json?: string | null
}

/** `orders.user_id` is a current member of the viewer's kitchen (or the viewer, kitchenless). */
export function visibleTo(viewer: Viewer) {
  return (eb: ExpressionBuilder<Database, 'orders'>) =>
    viewer.kitchenId === null
      ? eb('orders.user_id', '=', viewer.userId)
      : eb(
          'orders.user_id',
          'in',
          eb
            .selectFrom('kitchen_members')
            .select('kitchen_members.user_id')
            .where('kitchen_members.kitchen_id', '=', viewer.kitchenId),
        )
}

/** The dishes of these records, each record's in its own order. */
export function itemsOf(db: Db | Transaction<Database>, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([] as ItemRow[])
  return db
    .selectFrom('order_items')
    .select(['order_id', 'recipe_id', 'servings', 'dish_json'])
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('position')
    .execute()
}
