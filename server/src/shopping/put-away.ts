import type { Transaction } from 'kysely'
import type { StockLocation } from '../../../types/kitchen'
import type { FoodKind } from '../../../types/shopping'
import { lockKitchen } from '../db/lock-owner'
import type { Db } from '../db/open-database'
import type { Database } from '../db/schema'
import type { StockItemRow } from '../db/schema-kitchen'
import { inTransaction } from '../db/transactions'
import { addDays } from '../lib/kitchen-day'
import { moveStock } from '../stock/movements'
import { nameKey } from '../stock/names'
import { DEFAULT_COUNT_UNIT, convert, measureOf, sameKind, toMilli } from '../stock/units'
import { keepsForDays, kindOf } from './food-kind'

/** A computed item as the list showed it just before: what buying it adds to stock. */
export interface Purchase {
  name: string
  quantity: number | null
  unit: string | null
  kind: FoodKind
}

export interface PutAwayInput {
  kitchenId: number
  userId: number
  now: number
  /** The kitchen's today, from which a best-before is proposed. */
  today: string
  location: StockLocation
  idempotencyKey?: string
  manualIds: number[]
  /** The computed items asked for that the list holds now, by key. */
  computed: ReadonlyMap<string, Purchase>
}

/** What a purchase without an amount ("适量", a manual "some") adds: one pack of it. */
const SOME = { quantity: 1, unit: '份' }

type Trx = Transaction<Database>

/**
 * Adds a purchase to the kitchen's stock: to the item of the same name in the same unit, else
 * in a unit it converts from (斤 into a kg item, 只 into 个), else to a new item, whose best-before
 * is proposed from the kind of food (food-kind.ts) and otherwise left empty. A `purchase`
 * movement says so. Answers the item's id.
 */
async function stockUp(trx: Trx, input: PutAwayInput, buy: Purchase): Promise<number> {
  const amount =
    buy.quantity === null ? SOME : { quantity: buy.quantity, unit: buy.unit ?? DEFAULT_COUNT_UNIT }
  const key = nameKey(buy.name)
  const same = await trx
    .selectFrom('stock_items')
    .select(['id', 'unit'])
    .where('kitchen_id', '=', input.kitchenId)
    .where('name_key', '=', key)
    .orderBy('id')
    .execute()
  const measure = measureOf(amount.unit)
  let target: { id: number; quantity: number } | undefined
  const exact = same.find((item) => item.unit === amount.unit)
  if (exact) target = { id: exact.id, quantity: amount.quantity }
  for (const item of same) {
    if (target || !measure) break
    const its = measureOf(item.unit)
    if (its && sameKind(its, measure)) {
      target = { id: item.id, quantity: convert(amount.quantity, measure, its) ?? 0 }
    }
  }
  if (!target) {
    const at = new Date(input.now).toISOString()
    const days = keepsForDays(buy.kind, input.location)
    const row = await trx
      .insertInto('stock_items')
      .values({
        kitchen_id: input.kitchenId,
        name: buy.name,
        name_key: key,
        quantity_milli: 0,
        unit: amount.unit,
        best_before: days === null ? null : addDays(input.today, days),
        location: input.location,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    target = { id: row.id, quantity: amount.quantity }
  }
  await moveStock(trx, {
    itemId: target.id,
    kitchenId: input.kitchenId,
    deltaMilli: Math.max(1, toMilli(target.quantity)),
    reason: 'purchase',
    userId: input.userId,
    now: input.now,
  })
  return target.id
}

/** The ticked ones of the items asked for, taken off the list (whoever takes them first). */
async function claim(trx: Trx, input: PutAwayInput): Promise<Purchase[]> {
  const manual =
    input.manualIds.length === 0
      ? []
      : await trx
          .deleteFrom('shopping_items')
          .where('kitchen_id', '=', input.kitchenId)
          .where('id', 'in', input.manualIds)
          .where('checked', '=', 1)
          .returning(['id', 'name', 'quantity_milli', 'unit'])
          .execute()
  const keys = [...input.computed.keys()]
  const marks =
    keys.length === 0
      ? []
      : await trx
          .deleteFrom('shopping_marks')
          .where('kitchen_id', '=', input.kitchenId)
          .where('item_key', 'in', keys)
          .where('checked', '=', 1)
          .returning('item_key')
          .execute()
  const taken = new Set(marks.map((mark) => mark.item_key))
  return [
    ...keys.filter((key) => taken.has(key)).map((key) => input.computed.get(key) as Purchase),
    ...manual
      .sort((a, b) => a.id - b.id)
      .map((row) => ({
        name: row.name,
        quantity: row.quantity_milli === null ? null : row.quantity_milli / 1000,
        unit: row.unit,
        kind: kindOf(row.name),
      })),
  ]
}

/**
 * Puts ticked items away into stock, in one transaction under the kitchen's lock: the items
 * leave the list as they become purchases, so the same request again finds them gone and adds
 * nothing; with an idempotency key it answers what the first one filled, also when both came at
 * once (the second waits for the lock, then finds the key). Answers the stock items filled.
 */
export async function putAway(db: Db, input: PutAwayInput): Promise<StockItemRow[]> {
  const ids = await inTransaction(db, async (trx) => {
    await lockKitchen(trx, input.kitchenId)
    const key = input.idempotencyKey
    if (key !== undefined) {
      const at = new Date(input.now).toISOString()
      const fresh = await trx
        .insertInto('shopping_put_aways')
        .values({
          kitchen_id: input.kitchenId,
          idempotency_key: key,
          item_ids: '[]',
          created_at: at,
        })
        .onConflict((oc) => oc.columns(['kitchen_id', 'idempotency_key']).doNothing())
        .returning('idempotency_key')
        .executeTakeFirst()
      if (!fresh) {
        const done = await trx
          .selectFrom('shopping_put_aways')
          .select('item_ids')
          .where('kitchen_id', '=', input.kitchenId)
          .where('idempotency_key', '=', key)
          .executeTakeFirstOrThrow()
        return JSON.parse(done.item_ids) as number[]
      }
    }
    const filled: number[] = []
    for (const buy of await claim(trx, input)) {
      const id = await stockUp(trx, input, buy)
      if (!filled.includes(id)) filled.push(id)
    }
    if (key !== undefined) {
      await trx
        .updateTable('shopping_put_aways')
        .set({ item_ids: JSON.stringify(filled) })
        .where('kitchen_id', '=', input.kitchenId)
        .where('idempotency_key', '=', key)
        .execute()
    }
    return filled
  })
  if (ids.length === 0) return []
  const rows = await db
    .selectFrom('stock_items')
    .selectAll()
    .where('kitchen_id', '=', input.kitchenId)
    .where('id', 'in', ids)
    .execute()
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
