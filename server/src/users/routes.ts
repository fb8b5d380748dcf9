import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { authContextOf } from '../auth/context'
import { NullReplySchema } from '../auth/schemas'
import { callerKitchen } from '../kitchen/caller'
import { ok } from '../lib/envelope'
import { countToBuy } from '../shopping/list'
import { requireUser, userOf } from '../plugins/auth'
import { limit } from '../plugins/rate-limit'
import {
  ChangePasswordBodySchema,
  KanbanReplySchema,
  ProfileFieldsSchema,
  ProfileReplySchema,
  SensitiveInfoBodySchema,
  UserInfoReplySchema,
} from './schemas'
import { changeEmail, changePassword, updateProfile } from './service'

const tags = ['user']

/** The logged-in person: profile, figures, password and email. Every route needs a session. */
export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = authContextOf(app)

  app.get(
    '/auth/user/info',
    {
      onRequest: requireUser,
      schema: { summary: 'The caller’s profile', tags, response: { 200: UserInfoReplySchema } },
    },
    async (request) => {
      const info = await app.repos.users.info(userOf(request).id)
      return ok(request, info ?? null)
    },
  )

  app.put(
    '/auth/user/info',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Change profile fields; answers the fields changed',
        tags,
        body: ProfileFieldsSchema,
        response: { 200: ProfileReplySchema },
      },
      config: { rateLimit: limit(60) },
    },
    async (request) => ok(request, await updateProfile(ctx, userOf(request), request.body)),
  )

  app.get(
    '/auth/user/info/kanban',
    {
      onRequest: requireUser,
      schema: { summary: 'The profile figures', tags, response: { 200: KanbanReplySchema } },
    },
    async (request) => {
      const { id } = userOf(request)
      const kitchen = await callerKitchen(app, request)
      const scope = { userId: id, kitchenId: kitchen.kitchenId, now: kitchen.now }
      const [figures, toBuy] = await Promise.all([
        app.repos.kanban.of(scope),
        countToBuy(app, kitchen),
      ])
      return ok(request, { ...figures, toBuy })
    },
  )

  app.put(
    '/user/password',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Change the password; ends every other session',
        tags,
        body: ChangePasswordBodySchema,
        response: { 200: NullReplySchema },
      },
      config: { rateLimit: limit(10) },
    },
    async (request) => {
      await changePassword(ctx, userOf(request), request.body, request.ip)
      return ok(request, null)
    },
  )

  app.put(
    '/auth/user/sensitive-info',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Change the email: password plus a bind-email code sent to the new address',
        tags,
        body: SensitiveInfoBodySchema,
        response: { 200: UserInfoReplySchema },
      },
      config: { rateLimit: limit(10) },
    },
    async (request) =>
      ok(request, await changeEmail(ctx, userOf(request), request.body, request.ip)),
  )
}
