import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { KITCHEN_MEMBERS_MAX, type Kitchen } from '../../../types/kitchen'
import { NoBodySchema } from '../auth/schemas'
import { t } from '../i18n'
import { acceptEmptyJson } from '../lib/empty-json'
import { ok } from '../lib/envelope'
import { fieldError } from '../lib/field-error'
import { isTimeZone } from '../lib/kitchen-day'
import { requireUser } from '../plugins/auth'
import { AppError } from '../lib/app-error'
import { limit } from '../plugins/rate-limit'
import { callerKitchen, sayFor, type CallerKitchen } from './caller'
import {
  claimInviteGuess,
  issueInviteCode,
  normalizeInviteCode,
  settleJoined,
  settleUnjoined,
} from './invite'
import type { KitchenNamer } from './membership-repository'
import {
  BindShopBodySchema,
  BindShopReplySchema,
  InviteCodeReplySchema,
  KitchenPatchSchema,
  KitchenReplySchema,
  MemberParamsSchema,
} from './schemas'

const tags = ['kitchen']

/** A person's own new kitchen is named in their language, after them ("小明的厨房"). */
const ownKitchenName: KitchenNamer = ({ nickname, locale }) =>
  t(locale, 'kitchen.defaultName', { nickname })

/** The household kitchen: members, invite codes, joining, leaving, removing. Login required. */
export const kitchenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Body-less calls (new invite code, leave, delete) come with the client's usual JSON type.
  acceptEmptyJson(app)
  const { repos } = app

  async function kitchenOf(kitchen: CallerKitchen): Promise<Kitchen> {
    const [members, invite, itemCount] = await Promise.all([
      repos.kitchens.members(kitchen.kitchenId),
      repos.kitchens.invite(kitchen.kitchenId),
      repos.kitchens.itemCount(kitchen.kitchenId),
    ])
    const showCode =
      kitchen.role === 'owner' && invite.code !== null && (invite.expiresAt ?? 0) > kitchen.now
    return {
      id: kitchen.kitchenId,
      name: kitchen.name,
      timeZone: kitchen.timeZone,
      role: kitchen.role,
      members,
      inviteCode: showCode
        ? { code: invite.code as string, expiresAt: new Date(invite.expiresAt ?? 0).toISOString() }
        : null,
      itemCount,
    }
  }

  async function ownerKitchen(request: FastifyRequest): Promise<CallerKitchen> {
    const kitchen = await callerKitchen(app, request)
    if (kitchen.role !== 'owner') throw new AppError(403, 40330, 'kitchen.ownerOnly')
    return kitchen
  }

  app.get(
    '/kitchen',
    {
      onRequest: requireUser,
      schema: {
        summary: 'The caller’s kitchen: members, role, time zone, and the invite code (owner)',
        tags,
        response: { 200: KitchenReplySchema },
      },
    },
    async (request) => ok(request, await kitchenOf(await callerKitchen(app, request))),
  )

  app.put(
    '/kitchen',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Rename the kitchen or change its time zone (owner only)',
        tags,
        body: KitchenPatchSchema,
        response: { 200: KitchenReplySchema },
      },
      config: { rateLimit: limit(30) },
    },
    async (request) => {
      const kitchen = await ownerKitchen(request)
      const say = sayFor(request)
      const { name, timeZone } = request.body
      const patch: { name?: string; time_zone?: string } = {}
      if (name !== undefined) patch.name = name
      if (timeZone !== undefined) {
        if (!isTimeZone(timeZone)) throw fieldError(say, 'body/timeZone', 'kitchen.reason.timeZone')
        patch.time_zone = timeZone
      }
      await repos.kitchens.update(kitchen.kitchenId, patch)
      return ok(request, await kitchenOf(await callerKitchen(app, request)))
    },
  )

  app.post(
    '/kitchen/invite-code',
    {
      onRequest: requireUser,
      schema: {
        summary: 'A new invite code, valid 7 days; the old one stops working (owner only)',
        tags,
        body: NoBodySchema,
        response: { 200: InviteCodeReplySchema },
      },
      config: { rateLimit: limit(10) },
    },
    async (request) => {
      const kitchen = await ownerKitchen(request)
      return ok(request, await issueInviteCode(repos, kitchen.kitchenId, kitchen.now))
    },
  )

  app.post(
    '/auth/user/bind-shop',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Join a kitchen by its invite code',
        description: `Your old kitchen: left to its other members (the longest-standing becomes owner if you owned it); dropped when you were alone in it and it is empty; refused with 409 when you were alone and it holds stock, unless merge is true, which brings its items and their history along. A kitchen holds at most ${KITCHEN_MEMBERS_MAX} people (409 when full). Wrong codes are limited per person and per address; only a join clears the person’s count.`,
        tags,
        body: BindShopBodySchema,
        response: { 200: BindShopReplySchema },
      },
      config: { rateLimit: limit(20) },
    },
    async (request) => {
      const kitchen = await callerKitchen(app, request)
      const { userId, now } = kitchen
      const guess = await claimInviteGuess(repos, userId, request.ip, now)
      const target = await repos.kitchens.findByInvite(
        normalizeInviteCode(request.body.inviteCode),
        now,
      )
      // A wrong code stays counted.
      if (!target) throw new AppError(400, 40030, 'kitchen.inviteInvalid')
      const joined = await repos.memberships
        .join({ userId, kitchenId: target.id, merge: request.body.merge ?? false, now })
        .catch(async (error: unknown) => {
          await settleUnjoined(repos, guess)
          throw error
        })
      await settleJoined(repos, userId, guess)
      return ok(request, { kitchen: joined })
    },
  )

  app.delete(
    '/kitchen/members/me',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Leave the kitchen for a new, empty one of your own',
        description:
          'The only member cannot leave (409). An owner who leaves hands the kitchen to the member who joined first.',
        tags,
        response: { 200: BindShopReplySchema },
      },
      config: { rateLimit: limit(10) },
    },
    async (request) => {
      const { userId, now } = await callerKitchen(app, request)
      const kitchen = await repos.memberships.leave(userId, now, ownKitchenName)
      return ok(request, { kitchen })
    },
  )

  app.delete(
    '/kitchen/members/:userId',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Remove a member (owner only); they get a new, empty kitchen of their own',
        description:
          'The invite code changes: a code still valid is replaced by a new one (in the answer), so the removed person cannot come back with the code they knew.',
        tags,
        params: MemberParamsSchema,
        response: { 200: KitchenReplySchema },
      },
      config: { rateLimit: limit(30) },
    },
    async (request) => {
      const kitchen = await ownerKitchen(request)
      if (request.params.userId === kitchen.userId) {
        throw new AppError(400, 40031, 'kitchen.removeSelf')
      }
      const { inviteWasLive } = await repos.memberships.remove(
        kitchen.userId,
        request.params.userId,
        kitchen.now,
        ownKitchenName,
      )
      // The removed person knows the old code: the others get a new one to share.
      if (inviteWasLive) await issueInviteCode(repos, kitchen.kitchenId, kitchen.now)
      return ok(request, await kitchenOf(kitchen))
    },
  )
}
