import { randomInt } from 'node:crypto'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { TodayEatDish } from '../../../types/recipes'
import type { MessageKey } from '../i18n'
import { ok } from '../lib/envelope'
import { planMenu } from './plan-menu'
import { recentlyEaten } from './recently-eaten'
import { MAX_SEED, TodayEatQuerySchema, TodayEatReplySchema } from './schemas'

export const todayEatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/today-eat',
    {
      schema: {
        summary: 'A balanced menu for a number of people',
        description:
          'people + 1 dishes: at least as many meat (meat, fish) as vegetable dishes, a soup from 3 people, a staple from 5; or all from one category. The same seed gives the same menu; without one a random seed is chosen and returned. useStock is accepted and has no effect until the kitchen stock exists.',
        tags: ['today-eat'],
        querystring: TodayEatQuerySchema,
        response: { 200: TodayEatReplySchema },
      },
    },
    async (request) => {
      const { people, categoryId, maxDifficulty } = request.query
      const seed = request.query.seed ?? randomInt(0, MAX_SEED + 1)
      const exclude = await recentlyEaten(request)
      const planned = planMenu(app.repos.recipes.pool(), {
        people,
        categoryId,
        maxDifficulty,
        seed,
        exclude,
      })
      const summaries = new Map(
        app.repos.recipes.summaries(planned.map((p) => p.id)).map((s) => [s.id, s]),
      )
      const dishes: TodayEatDish[] = planned.flatMap((dish) => {
        const summary = summaries.get(dish.id)
        if (!summary) return []
        const reason = request.t(`todayEat.reason.${dish.reason}` as MessageKey, {
          minutes: summary.totalMinutes ?? '?',
          difficulty: summary.difficulty,
          people,
        })
        return [{ ...summary, role: dish.role, reason }]
      })
      return ok(request, { dishes, seed })
    },
  )
}
