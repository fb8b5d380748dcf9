import type { Locale } from '../../../types/api'
import { summaryJsonIn } from '../recipes/summary-cache'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { Freshness } from '../db/catalogue-clock'
import type { FastifyInstance } from 'fastify'
import { MEALS, WEEK_DAYS, type CartItem, type PlanWeek } from '../../../types/records'
import { NullReplySchema } from '../auth/schemas'
import { IdParamsSchema } from '../favorites/schemas'
import { callerKitchen, sayFor } from '../kitchen/caller'
import { acceptEmptyJson } from '../lib/empty-json'
import { addDays } from '../lib/kitchen-day'
import { ok } from '../lib/envelope'
import { sendOkJson } from '../lib/json-text'
import { freshness, requireUser, userOf } from '../plugins/auth'
import { AppError } from '../lib/app-error'
import { limit } from '../plugins/rate-limit'
import { ErrorReplySchema } from '../lib/envelope'
import { planDate } from './plan-date'
import type { CartRow } from './repository'
import {
  CartAddBodySchema,
  CartAddManyBodySchema,
  CartDayQuerySchema,
  CartItemReplySchema,
  CartPatchBodySchema,
  CartReplySchema,
  CartWeekQuerySchema,
  PlanWeekReplySchema,
} from './schemas'

const tags = ['cart']

/** Lines as the contract shows them, each with its dish's summary, in the order given. */
async function cartItemsOf(
  app: FastifyInstance,
  rows: readonly CartRow[],
  locale: Locale,
  userId: number,
): Promise<CartItem[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.recipe_id)
  // Own recipes the user may no longer see (recipes/visibility.ts) drop out of the plan.
  const recipes = new Map(
    (await app.repos.recipes.summaries(ids, true, locale, userId)).map((s) => [s.id, s]),
  )
  return rows.flatMap((row) => {
    const recipe = recipes.get(row.recipe_id)
    if (!recipe) return []
    return [
      {
        id: row.id,
        recipe,
        servings: row.servings,
        meal: row.meal,
        date: row.plan_date,
        createdAt: row.created_at,
      },
    ]
  })
}

/** Seven days from `from`, each with its four meals and their lines (maybe none). */
function weekOf(from: string, today: string, items: CartItem[], past: string[]): PlanWeek {
  const days = Array.from({ length: WEEK_DAYS }, (_, i) => {
    const date = addDays(from, i)
    const ofDay = items.filter((item) => item.date === date)
    return {
      date,
      meals: MEALS.map((meal) => ({ meal, lines: ofDay.filter((item) => item.meal === meal) })),
    }
  })
  return { from, today, days, past }
}

/**
 * The plan as JSON text, each line with its dish's cached summary text (as the catalogue's
 * lists are written: lib/json-text.ts); the same lines as cartItemsOf.
 */
async function cartJson(
  app: FastifyInstance,
  rows: readonly CartRow[],
  fresh: Freshness,
  locale: Locale,
  userId: number,
): Promise<string> {
  if (rows.length === 0) return '[]'
  const rowsOf = await app.repos.recipes.summaryRows(
    rows.map((row) => row.recipe_id),
    fresh,
    userId,
  )
  const summaries = new Map(rowsOf.map((r) => [r.id, r]))
  const lines: string[] = []
  for (const row of rows) {
    const summary = summaries.get(row.recipe_id)
    if (!summary) continue
    lines.push(
      `{"id":${row.id},"recipe":${summaryJsonIn(summary, locale)},"servings":${row.servings},"meal":"${row.meal}","date":"${row.plan_date}","createdAt":${JSON.stringify(row.created_at)}}`,
    )
  }
  return `[${lines.join(',')}]`
}

/**
 * The kitchen's plan (the "daily food record" tab), day by day: its members see and change the
 * same lines. Every route needs a login.
 */
export const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // DELETE and the body-less POSTs come with the client's usual JSON content type.
  acceptEmptyJson(app)
  const lineAnswer = async (
    kitchenId: number,
    id: number,
    locale: Locale,
    userId: number,
  ): Promise<CartItem> => {
    const row = await app.repos.cart.find(kitchenId, id)
    const item = row && (await cartItemsOf(app, [row], locale, userId))[0]
    // Only a concurrent delete between the write and this read gets here.
    if (!item) throw new AppError(404, 404, 'cart.notFound', { id })
    return item
  }

  app.get(
    '/cart',
    {
      onRequest: requireUser,
      schema: {
        summary: 'One day’s planned dishes (default today): breakfast … snack, then as added',
        tags,
        querystring: CartDayQuerySchema,
        response: { 200: CartReplySchema, 400: ErrorReplySchema },
      },
    },
    async (request, reply) => {
      const kitchen = await callerKitchen(app, request)
      const date = planDate(sayFor(request), 'query/date', request.query.date, kitchen.today)
      const rows = await app.repos.cart.day(kitchen.kitchenId, date)
      return sendOkJson(
        request,
        reply,
        await cartJson(app, rows, freshness(request), request.locale, userOf(request).id),
      )
    },
  )

  app.get(
    '/cart/week',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Seven days of the plan from `from` (default today), each with its four meals',
        tags,
        querystring: CartWeekQuerySchema,
        response: { 200: PlanWeekReplySchema, 400: ErrorReplySchema },
      },
    },
    async (request) => {
      const kitchen = await callerKitchen(app, request)
      const from = planDate(sayFor(request), 'query/from', request.query.from, kitchen.today)
      const [rows, past] = await Promise.all([
        app.repos.cart.range(kitchen.kitchenId, from, addDays(from, WEEK_DAYS - 1)),
        app.repos.cart.daysBefore(kitchen.kitchenId, kitchen.today),
      ])
      return ok(
        request,
        weekOf(
          from,
          kitchen.today,
          await cartItemsOf(app, rows, request.locale, userOf(request).id),
          past,
        ),
      )
    },
  )

  app.post(
    '/cart',
    {
      onRequest: requireUser,
      schema: {
        summary:
          'Plan a dish for a day (default today); the same dish, meal and day again adds servings',
        tags,
        body: CartAddBodySchema,
        response: {
          200: CartItemReplySchema,
          400: ErrorReplySchema,
          404: ErrorReplySchema,
          409: ErrorReplySchema,
        },
      },
      config: { rateLimit: limit(120) },
    },
    async (request) => {
      const kitchen = await callerKitchen(app, request)
      const date = planDate(sayFor(request), 'body/date', request.body.date, kitchen.today)
      const [id] = await app.repos.cart.add(kitchen, [{ ...request.body, date }], kitchen.now)
      return ok(
        request,
        await lineAnswer(kitchen.kitchenId, id as number, request.locale, userOf(request).id),
      )
    },
  )

  app.post(
    '/cart/batch',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Plan a whole menu at once (all or none); answers the plan of the days it touched',
        tags,
        body: CartAddManyBodySchema,
        response: {
          200: CartReplySchema,
          400: ErrorReplySchema,
          404: ErrorReplySchema,
          409: ErrorReplySchema,
        },
      },
      config: { rateLimit: limit(60) },
    },
    async (request) => {
      const kitchen = await callerKitchen(app, request)
      const say = sayFor(request)
      const lines = request.body.items.map((item, i) => ({
        ...item,
        date: planDate(say, `body/items/${i}/date`, item.date, kitchen.today),
      }))
      await app.repos.cart.add(kitchen, lines, kitchen.now)
      const days = lines.map((line) => line.date).sort()
      const rows = await app.repos.cart.range(
        kitchen.kitchenId,
        days[0] as string,
        days.at(-1) as string,
      )
      const touched = new Set(days)
      return ok(
        request,
        await cartItemsOf(
          app,
          rows.filter((row) => touched.has(row.plan_date)),
          request.locale,
          userOf(request).id,
        ),
      )
    },
  )

  app.put(
    '/cart/:id',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Change a line’s servings, meal or day; moving onto the same dish merges the two',
        tags,
        params: IdParamsSchema,
        body: CartPatchBodySchema,
        response: {
          200: CartItemReplySchema,
          400: ErrorReplySchema,
          404: ErrorReplySchema,
          409: ErrorReplySchema,
        },
      },
      config: { rateLimit: limit(240) },
    },
    async (request) => {
      const kitchen = await callerKitchen(app, request)
      const { date, ...rest } = request.body
      const patch =
        date === undefined
          ? rest
          : { ...rest, date: planDate(sayFor(request), 'body/date', date, kitchen.today) }
      const id = await app.repos.cart.update(kitchen, request.params.id, patch, kitchen.now)
      return ok(
        request,
        await lineAnswer(kitchen.kitchenId, id, request.locale, userOf(request).id),
      )
    },
  )

  app.delete(
    '/cart/:id',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Remove a line from the plan',
        tags,
        params: IdParamsSchema,
        response: { 200: NullReplySchema, 404: ErrorReplySchema },
      },
      config: { rateLimit: limit(240) },
    },
    async (request) => {
      const kitchen = await callerKitchen(app, request)
      await app.repos.cart.remove(kitchen.kitchenId, request.params.id)
      return ok(request, null)
    },
  )
}
