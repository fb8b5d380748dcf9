import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { Favorite } from '../../../types/records'
import { NullReplySchema } from '../auth/schemas'
import { acceptEmptyJson } from '../lib/empty-json'
import { ok } from '../lib/envelope'
import { freshness, requireUser, userOf } from '../plugins/auth'
import { limit } from '../plugins/rate-limit'
import { PageOnlyQuerySchema } from '../recipes/schemas'
import { ErrorReplySchema } from '../lib/envelope'
import {
  FavoriteBodySchema,
  FavoritePageReplySchema,
  FavoriteResultReplySchema,
  IdParamsSchema,
} from './schemas'

const tags = ['favorites']

/** The caller's favourite dishes (personal, not the kitchen's). Every route needs a login. */
export const favoriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // DELETE and the body-less POSTs come with the client's usual JSON content type.
  acceptEmptyJson(app)
  app.get(
    '/favorites',
    {
      onRequest: requireUser,
      schema: {
        summary: 'The caller’s favourites, newest first, each with its dish',
        tags,
        querystring: PageOnlyQuerySchema,
        response: { 200: FavoritePageReplySchema },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query
      const { rows, total } = await app.repos.favorites.page(userOf(request).id, page, pageSize)
      const ids = rows.map((row) => row.recipe_id)
      const viewer = userOf(request).id
      const fresh = freshness(request)
      const summaries = await app.repos.recipes.summaries(ids, fresh, request.locale, viewer)
      const recipes = new Map(summaries.map((s) => [s.id, s]))
      const list: Favorite[] = rows.flatMap((row) => {
        const recipe = recipes.get(row.recipe_id)
        return recipe
          ? [{ id: row.id, recipeId: row.recipe_id, recipe, createdAt: row.created_at }]
          : []
      })
      return ok(request, { list, total, page, pageSize })
    },
  )

  app.post(
    '/favorites',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Favourite a dish; favouriting it again answers the same id',
        tags,
        body: FavoriteBodySchema,
        response: { 200: FavoriteResultReplySchema, 404: ErrorReplySchema },
      },
      config: { rateLimit: limit(120) },
    },
    async (request) => {
      const { id: userId } = userOf(request)
      const id = await app.repos.favorites.add(userId, request.body.recipeId, app.clock.now())
      return ok(request, { id })
    },
  )

  app.delete(
    '/favorites/:id',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Remove one of the caller’s favourites',
        tags,
        params: IdParamsSchema,
        response: { 200: NullReplySchema, 404: ErrorReplySchema },
      },
      config: { rateLimit: limit(120) },
    },
    async (request) => {
      await app.repos.favorites.remove(userOf(request).id, request.params.id)
      return ok(request, null)
    },
  )
}
