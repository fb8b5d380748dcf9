import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '../lib/envelope'
import { sendOkJson } from '../lib/json-text'
import { AppError } from '../plugins/errors'
import { ErrorReplySchema } from '../recipes/schemas'
import { hotSearches } from './hot-searches'
import { HotSearchReplySchema, SearchQuerySchema, SearchReplySchema } from './schemas'
import { searchDishes, searchPageJson } from './search-dishes'

export const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Searches counted in memory reach the database before it closes.
  app.addHook('onClose', async () => app.repos.search.close())

  app.get(
    '/search/dishes',
    {
      schema: {
        summary: 'Dishes whose title, ingredients or title pinyin match q, best first',
        description:
          'Any Chinese substring (红烧, 蛋), full pinyin (hongshaorou) or initials (hsr), Latin letters in any case. Title matches come before ingredient matches, then earlier and shorter. The query is plain text: quotes, %, *, AND… are searched as written.',
        tags: ['search'],
        querystring: SearchQuerySchema,
        response: { 200: SearchReplySchema, 400: ErrorReplySchema },
      },
    },
    async (request, reply) => {
      const { q, categoryId, page, pageSize } = request.query
      if (q.trim() === '') throw new AppError(400, 400, 'search.emptyQuery')
      const result = searchDishes(app.repos.search, { q, categoryId, page, pageSize })
      return sendOkJson(request, reply, searchPageJson(result))
    },
  )

  app.get(
    '/search/hot',
    {
      schema: {
        summary: 'The ten most searched terms (well-known dishes while searches are few)',
        tags: ['search'],
        response: { 200: HotSearchReplySchema },
      },
    },
    async (request) => ok(request, hotSearches(app.repos.search)),
  )
}
