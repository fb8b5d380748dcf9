import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import type { CartItem } from '../../../types/records'
import { NullReplySchema } from '../auth/schemas'
import { IdParamsSchema } from '../favorites/schemas'
import { acceptEmptyJson } from '../lib/empty-json'
import { ok } from '../lib/envelope'
import { sendOkJson } from '../lib/json-text'
import { requireUser, userOf } from '../plugins/auth'
import { AppError } from '../plugins/errors'
import { limit } from '../plugins/rate-limit'
import { ErrorReplySchema } from '../recipes/schemas'
import type { CartRow } from './repository'
import {
  CartAddBodySchema,
  CartAddManyBodySchema,
  CartItemReplySchema,
  CartPatchBodySchema,
  CartReplySchema,
} from './schemas'

const tags = ['cart']

/** Lines as the contract shows them, each with its dish's summary, in the order given. */
async function cartItemsOf(
  app: FastifyInstance,
  rows: readonly CartRow[],
  userId: number,
): Promise<CartItem[]> {
  const ids = rows.map((row) => row.recipe_id)
  // Own recipes the user may no longer see (my-recipes/visibility.ts) drop out of the plan.
  const recipes = new Map(
    (await app.repos.recipes.summaries(ids, true, userId)).map((s) => [s.id, s]),
  )
  return rows.flatMap((row) => {
    const recipe = recipes.get(row.recipe_id)
    if (!recipe) return []
    return [
      { id: row.id, recipe, servings: row.servings, meal: row.meal, createdAt: row.created_at },
    ]
  })
}

/**
 * The plan as JSON text, each line with its dish's cached summary text (as the catalogue's
 * lists are written: lib/json-text.ts); the same lines as cartItemsOf.
 */
async function cartJson(
  app: FastifyInstance,
  rows: readonly CartRow[],
  userId: number,
): Promise<string> {
  const ids = rows.map((row) => row.recipe_id)
  const summaries = new Map(
    (await app.repos.recipes.summaryRows(ids, true, userId)).map((r) => [r.id, r]),
  )
  const lines: string[] = []
  for (const row of rows) {
    const summary = summaries.get(row.recipe_id)
    if (!summary) continue
    lines.push(
      `{"id":${row.id},"recipe":${summary.summaryJson},"servings":${row.servings},"meal":"${row.meal}","createdAt":${JSON.stringify(row.created_at)}}`,
    )
  }
  return `[${lines.join(',')}]`
}

/** Today's plan (the "daily food record" tab), per user. Every route needs a login. */
export const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // DELETE and the body-less POSTs come with the client's usual JSON content type.
  acceptEmptyJson(app)
  const lineAnswer = async (userId: number, id: number): Promise<CartItem> => {
    const row = await app.repos.cart.find(userId, id)
    const item = row && (await cartItemsOf(app, [row], userId))[0]
    // Only a concurrent delete between the write and this read gets here.
    if (!item) throw new AppError(404, 404, 'cart.notFound', { id })
    return item
  }

  app.get(
    '/cart',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Today’s planned dishes: breakfast, lunch, dinner, snack, then as added',
        tags,
        response: { 200: CartReplySchema },
      },
    },
    async (request, reply) => {
      const rows = await app.repos.cart.list(userOf(request).id)
      return sendOkJson(request, reply, await cartJson(app, rows, userOf(request).id))
    },
  )

  app.post(
    '/cart',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Plan a dish; the same dish for the same meal again adds servings (up to 20)',
        tags,
        body: CartAddBodySchema,
        response: { 200: CartItemReplySchema, 404: ErrorReplySchema, 409: ErrorReplySchema },
      },
      config: { rateLimit: limit(120) },
    },
    async (request) => {
      const { id: userId } = userOf(request)
      const [id] = await app.repos.cart.add(userId, [request.body], app.clock.now())
      return ok(request, await lineAnswer(userId, id as number))
    },
  )

  app.post(
    '/cart/batch',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Plan a whole menu at once (all or none); answers the whole plan',
        tags,
        body: CartAddManyBodySchema,
        response: { 200: CartReplySchema, 404: ErrorReplySchema, 409: ErrorReplySchema },
      },
      config: { rateLimit: limit(60) },
    },
    async (request) => {
      const { id: userId } = userOf(request)
      await app.repos.cart.add(userId, request.body.items, app.clock.now())
      return ok(request, await cartItemsOf(app, await app.repos.cart.list(userId), userId))
    },
  )

  app.put(
    '/cart/:id',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Change a line’s servings or meal; moving onto the same dish merges the two',
        tags,
        params: IdParamsSchema,
        body: CartPatchBodySchema,
        response: { 200: CartItemReplySchema, 404: ErrorReplySchema },
      },
      config: { rateLimit: limit(240) },
    },
    async (request) => {
      const { id: userId } = userOf(request)
      const id = await app.repos.cart.update(
        userId,
        request.params.id,
        request.body,
        app.clock.now(),
      )
      return ok(request, await lineAnswer(userId, id))
    },
  )

  app.delete(
    '/cart/:id',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Remove a line from today’s plan',
        tags,
        params: IdParamsSchema,
        response: { 200: NullReplySchema, 404: ErrorReplySchema },
      },
      config: { rateLimit: limit(240) },
    },
    async (request) => {
      await app.repos.cart.remove(userOf(request).id, request.params.id)
      return ok(request, null)
    },
  )
}
