import type { Transaction } from 'kysely'
import type { CookRequest, RecordStatus } from '../../../types/records'
import type { Db } from '../db/open-database'
import type { Database } from '../db/schema'
import type { MessageKey } from '../i18n'
import { AppError } from '../lib/app-error'
import { figuresTransaction } from '../recipes/figures'
import { moveStock, planItems } from '../stock/movements'
import { planStock } from '../stock/plan'
import { toMilli } from '../stock/units'
import { needLines, type DishSource } from '../stock/need-lines'
import { itemsOf, visibleTo, type Viewer } from './scope'

type Action = 'cook' | 'cancel' | 'rate'

/** Why an action does not apply to a record in this state (409): [business code, message]. */
const REFUSALS: Record<Action, Partial<Record<RecordStatus, [number, MessageKey]>>> = {
  cook: { cooked: [40931, 'order.alreadyCooked'], cancelled: [40932, 'order.cancelled'] },
  cancel: { cooked: [40933, 'order.cookedNoCancel'], cancelled: [40932, 'order.cancelled'] },
  rate: { planned: [40934, 'order.rateNeedsCooked'], cancelled: [40934, 'order.rateNeedsCooked'] },
}

/** A record the viewer may change: visible (else 404) and theirs (else 403). */
async function authored(trx: Transaction<Database>, viewer: Viewer, id: number) {
  const row = await trx
    .selectFrom('orders')
    .select(['user_id', 'status'])
    .where('id', '=', id)
    .where(visibleTo(viewer))
    .executeTakeFirst()
  if (!row) throw new AppError(404, 404, 'order.notFound', { id })
  if (row.user_id !== viewer.userId) throw new AppError(403, 40331, 'order.notAuthor')
}

/** The 409 for a record whose status guard did not let the action through. */
async function refusal(trx: Transaction<Database>, id: number, action: Action) {
  const row = await trx
    .selectFrom('orders')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  const [code, key] = REFUSALS[action][row.status] ?? [409, 'error.conflict']
  return new AppError(409, code, key)
}

interface TakeStock {
  orderId: number
  kitchenId: number
  userId: number
  now: number
  /** What the cook ticked in the settle popup (CookRequest.include). */
  include?: CookRequest['include']
}

/**
 * Takes what the record's dishes need from the kitchen, planned again inside the transaction
 * (soonest best-before first, never more than an item holds), each take a `cooked` movement
 * pointing at the record. Answers whether anything was taken.
 */
async function takeStock(
  trx: Transaction<Database>,
  dishes: DishSource,
  take: TakeStock,
): Promise<boolean> {
  const items = await itemsOf(trx, [take.orderId])
  const plan = planStock(
    await needLines(dishes, items, trx),
    await planItems(trx, take.kitchenId),
    new Map((take.include ?? []).map((i) => [i.key, i.amount ?? null])),
  )
  let took = false
  for (const line of plan.lines) {
    for (const { itemId, amount } of line.takes) {
      await moveStock(trx, {
        itemId,
        kitchenId: take.kitchenId,
        deltaMilli: -toMilli(amount),
        reason: 'cooked',
        orderId: take.orderId,
        userId: take.userId,
        now: take.now,
      })
      took = true
    }
  }
  return took
}

/**
 * The state changes of a record (SPEC §5): planned → cooked, planned → cancelled, a cooked one
 * rated. Only its author makes them. Each guards the status in its UPDATE, so two cooks at
 * once cook (and take stock) once: the second finds nothing planned and gets a 409.
 */
export function orderWrites(db: Db, dishes: DishSource) {
  return {
    cook(viewer: Viewer, id: number, request: CookRequest, now: number): Promise<void> {
      const at = new Date(now).toISOString()
      return figuresTransaction(db, async (trx, touched) => {
        await authored(trx, viewer, id)
        const cooked = await trx
          .updateTable('orders')
          .set({ status: 'cooked', cooked_at: at, updated_at: at })
          .where('id', '=', id)
          .where('status', '=', 'planned')
          .executeTakeFirst()
        if (Number(cooked.numUpdatedRows) === 0) throw await refusal(trx, id, 'cook')
        for (const dish of await itemsOf(trx, [id])) touched.add(dish.recipe_id)
        if (!request.consumeStock || viewer.kitchenId === null) return
        const took = await takeStock(trx, dishes, {
          orderId: id,
          kitchenId: viewer.kitchenId,
          userId: viewer.userId,
          now,
          include: request.include,
        })
        if (took)
          await trx.updateTable('orders').set({ stock_taken: 1 }).where('id', '=', id).execute()
      })
    },

    cancel(viewer: Viewer, id: number, now: number): Promise<void> {
      const at = new Date(now).toISOString()
      return db.transaction().execute(async (trx) => {
        await authored(trx, viewer, id)
        const cancelled = await trx
          .updateTable('orders')
          .set({ status: 'cancelled', cancelled_at: at, updated_at: at })
          .where('id', '=', id)
          .where('status', '=', 'planned')
          .executeTakeFirst()
        if (Number(cancelled.numUpdatedRows) === 0) throw await refusal(trx, id, 'cancel')
      })
    },

    /** Rates a cooked record (again: a new rating replaces the old); moves its dishes' rating. */
    rate(viewer: Viewer, id: number, rating: number, comment: string, now: number) {
      const at = new Date(now).toISOString()
      return figuresTransaction(db, async (trx, touched) => {
        await authored(trx, viewer, id)
        const rated = await trx
          .updateTable('orders')
          .set({ rating, comment, updated_at: at })
          .where('id', '=', id)
          .where('status', '=', 'cooked')
          .executeTakeFirst()
        if (Number(rated.numUpdatedRows) === 0) throw await refusal(trx, id, 'rate')
        for (const dish of await itemsOf(trx, [id])) touched.add(dish.recipe_id)
      })
    },
  }
}
