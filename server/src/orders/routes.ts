import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { NoBodySchema } from '../auth/schemas'
import { acceptEmptyJson } from '../lib/empty-json'
import { pageJson, sendOkJson } from '../lib/json-text'
import { callerMembership } from '../kitchen/caller'
import { freshness, requireUser, userOf } from '../plugins/auth'
import { AppError } from '../lib/app-error'
import { limit } from '../plugins/rate-limit'
import { ErrorReplySchema } from '../lib/envelope'
import { eatAtInstant } from './eat-at'
import { foodRecordDetailJson, foodRecordsJson } from './records'
import type { StockViewer } from './scope'
import {
  CookBodySchema,
  FoodRecordDetailReplySchema,
  FoodRecordPageReplySchema,
  IdParamsSchema,
  OrderCreateBodySchema,
  OrderListQuerySchema,
  RatingBodySchema,
} from './schemas'

const tags = ['orders']
const refusals = { 400: ErrorReplySchema, 403: ErrorReplySchema, 404: ErrorReplySchema }
const conflicts = { ...refusals, 409: ErrorReplySchema }

async function viewerOf(app: FastifyInstance, request: FastifyRequest): Promise<StockViewer> {
  const { id } = userOf(request)
  const kitchen = await callerMembership(app, request)
  return {
    userId: id,
    kitchenId: kitchen?.kitchenId ?? null,
    stockVersion: kitchen?.stockVersion ?? 0,
    locale: request.locale,
  }
}

/** Sends the record's detail as the viewer sees it (written as text: records.ts). */
async function sendDetail(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  viewer: StockViewer,
  id: number,
) {
  const record = await app.repos.orders.find(viewer, id)
  if (!record) throw new AppError(404, 404, 'order.notFound', { id })
  return sendOkJson(
    request,
    reply,
    await foodRecordDetailJson(app, viewer, record, freshness(request)),
  )
}

/**
 * Food records: the author's, readable by the members of the author's current kitchen; only
 * the author cooks, cancels or rates one. Every route needs a login.
 */
export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // DELETE and the body-less POSTs come with the client's usual JSON content type.
  acceptEmptyJson(app)
  app.post(
    '/orders',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Confirm cart lines as a planned food record (the same key: the same record)',
        tags,
        body: OrderCreateBodySchema,
        response: { 200: FoodRecordDetailReplySchema, ...refusals },
      },
      config: { rateLimit: limit(60) },
    },
    async (request, reply) => {
      const viewer = await viewerOf(app, request)
      const { cartItemIds, meal, eatAt, note, idempotencyKey } = request.body
      if (new Set(cartItemIds).size !== cartItemIds.length) {
        throw new AppError(400, 400, 'order.duplicateCartItems')
      }
      const now = app.clock.now()
      const input = {
        cartItemIds,
        meal,
        eatAt: eatAtInstant(eatAt, now),
        note: note ?? '',
        idempotencyKey,
      }
      const id = await app.repos.orders.create(viewer, input, now)
      return sendDetail(app, request, reply, viewer, id)
    },
  )

  app.get(
    '/orders',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Food records of the caller’s kitchen, the latest meal first',
        tags,
        querystring: OrderListQuerySchema,
        response: { 200: FoodRecordPageReplySchema },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(app, request)
      const { status, page, pageSize } = request.query
      const { rows, total } = await app.repos.orders.page(viewer, status, page, pageSize)
      const list = await foodRecordsJson(app, viewer, rows, freshness(request))
      return sendOkJson(request, reply, pageJson(list, { total, page, pageSize }))
    },
  )

  app.get(
    '/orders/:id',
    {
      onRequest: requireUser,
      schema: {
        summary:
          'One food record; a planned one with its stock plan, a cooked one with what it took',
        tags,
        params: IdParamsSchema,
        response: { 200: FoodRecordDetailReplySchema, 404: ErrorReplySchema },
      },
    },
    async (request, reply) =>
      sendDetail(app, request, reply, await viewerOf(app, request), request.params.id),
  )

  app.post(
    '/orders/:id/cook',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Mark a planned record cooked; with consumeStock, take its ingredients from stock',
        tags,
        params: IdParamsSchema,
        body: CookBodySchema,
        response: { 200: FoodRecordDetailReplySchema, ...conflicts },
      },
      config: { rateLimit: limit(60) },
    },
    async (request, reply) => {
      const viewer = await viewerOf(app, request)
      const { id } = request.params
      await app.repos.orders.cook(viewer, id, request.body, app.clock.now())
      return sendDetail(app, request, reply, viewer, id)
    },
  )

  app.post(
    '/orders/:id/cancel',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Cancel a planned record',
        tags,
        params: IdParamsSchema,
        body: NoBodySchema,
        response: { 200: FoodRecordDetailReplySchema, ...conflicts },
      },
      config: { rateLimit: limit(60) },
    },
    async (request, reply) => {
      const viewer = await viewerOf(app, request)
      const { id } = request.params
      await app.repos.orders.cancel(viewer, id, app.clock.now())
      return sendDetail(app, request, reply, viewer, id)
    },
  )

  app.put(
    '/orders/:id/rating',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Rate a cooked record 1-5 with a comment (again to change it)',
        tags,
        params: IdParamsSchema,
        body: RatingBodySchema,
        response: { 200: FoodRecordDetailReplySchema, ...conflicts },
      },
      config: { rateLimit: limit(60) },
    },
    async (request, reply) => {
      const viewer = await viewerOf(app, request)
      const { id } = request.params
      const { rating, comment } = request.body
      await app.repos.orders.rate(viewer, id, rating, comment ?? '', app.clock.now())
      return sendDetail(app, request, reply, viewer, id)
    },
  )
}
