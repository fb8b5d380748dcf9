import { summaryJsonIn } from '../recipes/summary-cache'
import { randomInt } from 'node:crypto'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { MessageKey } from '../i18n'
import { sendOkJson } from '../lib/json-text'
import { callerKitchen } from '../kitchen/caller'
import { freshness, userOf } from '../plugins/auth'
import { seededRandom, shuffle } from '../lib/seeded-random'
import type { PoolEntry } from '../recipes/repository'
import { planMenu } from './plan-menu'
import { recentlyEaten } from './recently-eaten'
import { MAX_SEED, TodayEatQuerySchema, TodayEatReplySchema } from './schemas'
import { stockMenu } from './stock-menu'
import { stockReason } from './stock-reason'

/** The caller's own dishes in an order of the seed (the same menu for the same seed). */
function ownFirst(mine: readonly PoolEntry[], seed: number): number[] {
  return shuffle(
    mine.map((entry) => entry.id),
    seededRandom(seed),
  )
}

export const todayEatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/today-eat',
    {
      schema: {
        summary: 'A balanced menu for a number of people',
        description:
          'people + 1 dishes: at least as many meat (meat, fish) as vegetable dishes, a soup from 3 people, a staple from 5; or all from one category. The same seed gives the same menu; without one a random seed is chosen and returned. useStock (logged in only), with something in stock: only dishes whose main ingredients the stock mostly covers (at people servings), the best covered and those using what goes off soonest first, each reason saying what it uses up; fewer dishes, or none, when the stock makes no more. It answers stockItems.',
        tags: ['today-eat'],
        querystring: TodayEatQuerySchema,
        response: { 200: TodayEatReplySchema },
      },
    },
    async (request, reply) => {
      const { people, categoryId, maxDifficulty, useStock, includeMine } = request.query
      // The kitchen's stock is the caller's: anonymous useStock gets the login-only refusal.
      const user = useStock ? userOf(request) : null
      // So are "my recipes" (SPEC §8.1): drawn first, where they fit, then the catalogue.
      const mine = includeMine ? await app.repos.ownRecipes.pool(userOf(request).id) : []
      const seed = request.query.seed ?? randomInt(0, MAX_SEED + 1)
      const exclude = await recentlyEaten(request)
      const catalogue = await app.repos.recipes.pool()
      const pool = mine.length > 0 ? [...catalogue, ...mine] : catalogue
      const stock = user
        ? await stockMenu(
            app.repos,
            pool,
            await callerKitchen(app, request),
            {
              categoryId,
              maxDifficulty,
              exclude,
            },
            people,
          )
        : undefined
      const planned = planMenu(pool, {
        people,
        categoryId,
        maxDifficulty,
        seed,
        exclude,
        // With something in stock, only dishes it can make (own ones too): fewer dishes rather
        // than others; else the caller's own dishes are drawn first where they fit.
        prefer:
          stock === undefined || stock.itemCount === 0
            ? mine.length > 0
              ? [...(stock?.prefer ?? []), ...ownFirst(mine, seed)]
              : stock?.prefer
            : stock.prefer,
        onlyPreferred: stock !== undefined && stock.itemCount > 0,
        stock: stock?.ledger,
      })
      const ids = planned.map((p) => p.id)
      const strict = freshness(request)
      const viewer = includeMine ? userOf(request).id : null
      const rows = new Map(
        (await app.repos.recipes.summaryRows(ids, strict, viewer)).map((r) => [r.id, r]),
      )
      // A logged-in caller's hearts start right; visitors' answers stay as they were.
      const favorites = request.user ? await app.repos.favorites.idsFor(request.user.id, ids) : null
      // Written as text from each row's cached summary JSON, as the catalogue's lists are
      // (lib/json-text.ts): the schema serialiser and a spread object per dish cost more than
      // the menu itself.
      const dishes: string[] = []
      for (const dish of planned) {
        const row = rows.get(dish.id)
        if (!row) continue
        const reason =
          (stock && stockReason(request, stock, dish.id)) ??
          request.t(`todayEat.reason.${dish.reason}` as MessageKey, {
            minutes: row.total_minutes ?? '?',
            difficulty: row.difficulty,
            people,
          })
        const summary = summaryJsonIn(row, request.locale).slice(0, -1)
        const favorite = favorites ? `,"favoriteId":${favorites.get(dish.id) ?? null}` : ''
        dishes.push(
          `${summary},"role":"${dish.role}","reason":${JSON.stringify(reason)}${favorite}}`,
        )
      }
      const stockItems = stock ? `,"stockItems":${stock.itemCount}` : ''
      return sendOkJson(
        request,
        reply,
        `{"dishes":[${dishes.join(',')}],"seed":${seed}${stockItems}}`,
      )
    },
  )
}
