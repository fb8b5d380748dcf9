import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { ShoppingCheckResult, ShoppingItemId } from '../../../types/shopping'
import { NullReplySchema } from '../auth/schemas'
import { callerKitchen, sayFor } from '../kitchen/caller'
import { acceptEmptyJson } from '../lib/empty-json'
import { ok } from '../lib/envelope'
import { requireUser } from '../plugins/auth'
import { AppError } from '../lib/app-error'
import { limit } from '../plugins/rate-limit'
import { ErrorReplySchema } from '../lib/envelope'
import { EnvelopeSchema } from '../lib/envelope'
import { nameKey } from '../stock/names'
import { quantityMilli } from '../stock/input'
import { toStockItem } from '../stock/view'
import { itemsFor, manualItem, plannedKeys, shoppingListOf } from './list'
import type { Purchase } from './put-away'
import { rangeOf } from './range'
import {
  PutAwayBodySchema,
  PutAwayReplySchema,
  ShoppingCheckBodySchema,
  ShoppingItemBodySchema,
  ShoppingItemIdSchema,
  ShoppingItemReplySchema,
  ShoppingListReplySchema,
  ShoppingParamsSchema,
  ShoppingQuerySchema,
} from './schemas'

const tags = ['shopping']
const refusals = { 400: ErrorReplySchema, 404: ErrorReplySchema }

const CheckReplySchema = EnvelopeSchema(
  Type.Object({ id: ShoppingItemIdSchema, checked: Type.Boolean() }),
)

/** A path id: digits are a manual item's row id, anything else a computed item's key. */
function parseId(raw: string): { manual: number } | { key: string } {
  if (/^\d+$/.test(raw)) {
    const id = Number(raw)
    return { manual: Number.isSafeInteger(id) ? id : 0 }
  }
  return { key: raw }
}

/**
 * The kitchen's shopping list (SPEC §8.3): computed from its plan for a range of days less its
 * stock, beside items added by hand; ticks, deletions and put-away shared by its members. Every
 * route needs a login; another kitchen's items answer 404.
 */
export const shoppingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // DELETE comes with the client's usual JSON content type.
  acceptEmptyJson(app)

  app.get(
    '/shopping',
    {
      onRequest: requireUser,
      schema: {
        summary: 'What to buy for the plan from `from` to `to` (default the coming 7 days)',
        tags,
        querystring: ShoppingQuerySchema,
        response: { 200: ShoppingListReplySchema, 400: ErrorReplySchema },
      },
    },
    async (request) => {
      const kitchen = await callerKitchen(app, request)
      const { from, to } = rangeOf(sayFor(request), request.query, kitchen.today)
      const { items } = await shoppingListOf(app, kitchen, from, to)
      return ok(request, { from, to, items: itemsFor(request.locale, items) })
    },
  )

  app.post(
    '/shopping/items',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Add an item by hand',
        tags,
        body: ShoppingItemBodySchema,
        response: { 200: ShoppingItemReplySchema, 400: ErrorReplySchema, 409: ErrorReplySchema },
      },
      config: { rateLimit: limit(120) },
    },
    async (request) => {
      const kitchen = await callerKitchen(app, request)
      const { name, quantity, unit } = request.body
      const row = await app.repos.shopping.addManual(
        kitchen.kitchenId,
        kitchen.userId,
        {
          name,
          nameKey: nameKey(name),
          quantityMilli:
            quantity === undefined
              ? null
              : Math.max(1, quantityMilli(sayFor(request), 'body/quantity', quantity)),
          unit: unit ?? null,
        },
        kitchen.now,
      )
      return ok(request, manualItem(row))
    },
  )

  app.put(
    '/shopping/items/:id',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Tick or untick an item (a manual one by row id, a computed one by its key)',
        tags,
        params: ShoppingParamsSchema,
        body: ShoppingCheckBodySchema,
        response: { 200: CheckReplySchema, ...refusals },
      },
      config: { rateLimit: limit(600) },
    },
    async (request) => {
      const kitchen = await callerKitchen(app, request)
      const id = parseId(request.params.id)
      const { checked } = request.body
      let answer: ShoppingCheckResult
      if ('manual' in id) {
        await app.repos.shopping.checkManual(kitchen.kitchenId, id.manual, checked, kitchen.now)
        answer = { id: id.manual, checked }
      } else {
        if (!(await plannedKeys(app, kitchen.kitchenId, kitchen.userId)).has(id.key)) {
          throw new AppError(404, 404, 'shopping.notFound', { id: id.key })
        }
        await app.repos.shopping.checkComputed(kitchen.kitchenId, id.key, checked, kitchen.now)
        answer = { id: id.key, checked }
      }
      return ok(request, answer)
    },
  )

  app.delete(
    '/shopping/items/:id',
    {
      onRequest: requireUser,
      schema: {
        summary:
          'Remove a manual item; hide a computed one (of the list for from/to) until the plan changes',
        tags,
        params: ShoppingParamsSchema,
        querystring: ShoppingQuerySchema,
        response: { 200: NullReplySchema, ...refusals },
      },
      config: { rateLimit: limit(240) },
    },
    async (request) => {
      const kitchen = await callerKitchen(app, request)
      const id = parseId(request.params.id)
      if ('manual' in id) {
        await app.repos.shopping.removeManual(kitchen.kitchenId, id.manual)
        return ok(request, null)
      }
      const { from, to } = rangeOf(sayFor(request), request.query, kitchen.today)
      const { computed } = await shoppingListOf(app, kitchen, from, to)
      const item = computed.find((one) => one.key === id.key)
      if (!item) throw new AppError(404, 404, 'shopping.notFound', { id: id.key })
      await app.repos.shopping.hideComputed(
        kitchen.kitchenId,
        id.key,
        item.fingerprint,
        kitchen.now,
      )
      return ok(request, null)
    },
  )

  app.post(
    '/shopping/put-away',
    {
      onRequest: requireUser,
      schema: {
        summary:
          'Ticked items into stock as purchases; they leave the list (the same request twice adds once)',
        tags,
        body: PutAwayBodySchema,
        response: { 200: PutAwayReplySchema, 400: ErrorReplySchema, 409: ErrorReplySchema },
      },
      config: { rateLimit: limit(60) },
    },
    async (request) => {
      const kitchen = await callerKitchen(app, request)
      const { itemIds, location, idempotencyKey } = request.body
      const range = rangeOf(sayFor(request), request.body, kitchen.today, 'body')
      const ids = itemIds.map((raw: ShoppingItemId) =>
        typeof raw === 'number' ? { manual: raw } : parseId(raw),
      )
      const keys = new Set(ids.flatMap((id) => ('key' in id ? [id.key] : [])))
      const computed = new Map<string, Purchase>()
      if (keys.size > 0) {
        const list = await shoppingListOf(app, kitchen, range.from, range.to)
        for (const item of list.computed) {
          if (!keys.has(item.key)) continue
          const { name, quantity, unit, kind } = item
          computed.set(item.key, { name, quantity, unit, kind })
        }
      }
      const rows = await app.repos.shopping.putAway({
        kitchenId: kitchen.kitchenId,
        userId: kitchen.userId,
        now: kitchen.now,
        today: kitchen.today,
        location,
        idempotencyKey,
        manualIds: ids.flatMap((id) => ('manual' in id ? [id.manual] : [])),
        computed,
      })
      return ok(
        request,
        rows.map((row) => toStockItem(row, kitchen.today)),
      )
    },
  )
}
