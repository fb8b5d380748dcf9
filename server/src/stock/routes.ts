import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NullReplySchema } from '../auth/schemas'
import { callerKitchen, sayFor } from '../kitchen/caller'
import { acceptEmptyJson } from '../lib/empty-json'
import { ok } from '../lib/envelope'
import { sendOkJson } from '../lib/json-text'
import { requireUser } from '../plugins/auth'
import { AppError } from '../lib/app-error'
import { limit } from '../plugins/rate-limit'
import { dishesUsing, expirySuggestions } from './dishes'
import { itemPatch, movementDelta, newItem } from './input'
import { stockPageJson } from './list'
import {
  IngredientQuerySchema,
  IngredientSuggestionsReplySchema,
  StockItemBodySchema,
  StockItemDetailReplySchema,
  StockItemPatchSchema,
  StockItemReplySchema,
  StockMovementBodySchema,
  StockPageReplySchema,
  StockParamsSchema,
  StockQuerySchema,
  StockSuggestionsReplySchema,
} from './schemas'
import { toMovement, toStockItem } from './view'

const tags = ['stock']
/** Suggestions the stock form's name field shows. */
const SUGGESTIONS = 10

/**
 * The caller's kitchen stock. Every route needs a login and works on the caller's kitchen only:
 * an item of another kitchen is "not found", exactly like an item that does not exist.
 */
export const stockRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Body-less calls (new invite code, leave, delete) come with the client's usual JSON type.
  acceptEmptyJson(app)
  const { repos } = app

  app.get(
    '/stock',
    {
      onRequest: requireUser,
      schema: {
        summary: 'The kitchen’s stock, a page at a time, with the health of the whole kitchen',
        description:
          'Order: expired, expiring, out, low, ok; within each the soonest best-before first, then the newest. The summary counts every item of the kitchen, whatever the filters.',
        tags,
        querystring: StockQuerySchema,
        response: { 200: StockPageReplySchema },
      },
    },
    async (request, reply) => {
      const kitchen = await callerKitchen(app, request)
      const rows = await repos.stock.all(kitchen.kitchenId, kitchen.stockVersion)
      return sendOkJson(request, reply, stockPageJson(rows, kitchen.today, request.query))
    },
  )

  app.post(
    '/stock',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Add an item; its quantity is written as its first purchase',
        tags,
        body: StockItemBodySchema,
        response: { 200: StockItemReplySchema },
      },
      config: { rateLimit: limit(60) },
    },
    async (request) => {
      const kitchen = await callerKitchen(app, request)
      const item = newItem(sayFor(request), request.body, kitchen.today)
      const row = await repos.stock.create(kitchen, item)
      return ok(request, toStockItem(row, kitchen.today))
    },
  )

  app.get(
    '/stock/suggestions',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Up to 10 dishes that use what goes off soonest, naming those items',
        tags,
        response: { 200: StockSuggestionsReplySchema },
      },
      config: { rateLimit: limit(60) },
    },
    async (request) => {
      const kitchen = await callerKitchen(app, request)
      const rows = await repos.stock.all(kitchen.kitchenId, kitchen.stockVersion)
      return ok(
        request,
        await expirySuggestions(repos, rows, kitchen.today, request.locale, kitchen.userId),
      )
    },
  )

  app.get(
    '/stock/:id',
    {
      onRequest: requireUser,
      schema: {
        summary: 'One item with its 50 newest movements and up to 10 dishes that use it',
        tags,
        params: StockParamsSchema,
        response: { 200: StockItemDetailReplySchema },
      },
    },
    async (request) => {
      const kitchen = await callerKitchen(app, request)
      const { id } = request.params
      const rows = await repos.stock.all(kitchen.kitchenId, kitchen.stockVersion)
      const row = rows.find((r) => r.id === id)
      if (!row) throw new AppError(404, 404, 'stock.notFound', { id })
      const [movements, recipes] = await Promise.all([
        repos.stock.movements(id),
        dishesUsing(repos, row, rows, kitchen.today, request.locale, kitchen.userId),
      ])
      return ok(request, {
        ...toStockItem(row, kitchen.today),
        movements: movements.map(toMovement),
        recipes,
      })
    },
  )

  app.put(
    '/stock/:id',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Change any fields; a new quantity is written as an adjust movement',
        tags,
        params: StockParamsSchema,
        body: StockItemPatchSchema,
        response: { 200: StockItemReplySchema },
      },
      config: { rateLimit: limit(60) },
    },
    async (request) => {
      const kitchen = await callerKitchen(app, request)
      const patch = itemPatch(sayFor(request), request.body, kitchen.today)
      const row = await repos.stock.update(kitchen, request.params.id, patch)
      return ok(request, toStockItem(row, kitchen.today))
    },
  )

  app.delete(
    '/stock/:id',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Delete an item and its movements',
        tags,
        params: StockParamsSchema,
        response: { 200: NullReplySchema },
      },
      config: { rateLimit: limit(60) },
    },
    async (request) => {
      const kitchen = await callerKitchen(app, request)
      const { id } = request.params
      if (!(await repos.stock.remove(kitchen.kitchenId, id))) {
        throw new AppError(404, 404, 'stock.notFound', { id })
      }
      return ok(request, null)
    },
  )

  app.post(
    '/stock/:id/movements',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Add or take stock: purchase > 0, discard < 0, adjust ≠ 0; never below zero',
        description:
          'Taking more than is left answers 409 and changes nothing. Answers the item as it is after the movement.',
        tags,
        params: StockParamsSchema,
        body: StockMovementBodySchema,
        response: { 200: StockItemReplySchema },
      },
      config: { rateLimit: limit(60) },
    },
    async (request) => {
      const kitchen = await callerKitchen(app, request)
      const { delta, reason, note } = request.body
      const deltaMilli = movementDelta(sayFor(request), delta, reason)
      const row = await repos.stock.move(kitchen, request.params.id, {
        deltaMilli,
        reason,
        note: (note ?? '').normalize('NFC').trim(),
      })
      return ok(request, toStockItem(row, kitchen.today))
    },
  )

  app.get(
    '/ingredients/suggest',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Up to 10 catalogue ingredient names with q in them: first those starting with it',
        tags,
        querystring: IngredientQuerySchema,
        response: { 200: IngredientSuggestionsReplySchema },
      },
      config: { rateLimit: limit(240) },
    },
    async (request) => {
      const prefix = request.query.q
      if (prefix === '') return ok(request, [])
      return ok(request, await repos.ingredients.suggest(prefix, SUGGESTIONS))
    },
  )
}
