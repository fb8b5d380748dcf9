import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Translate } from '../i18n/describe-issue'
import { dayIn } from '../lib/kitchen-day'
import { userOf } from '../plugins/auth'
import type { Membership } from '../db/schema-accounts'

/** The caller of a kitchen route: who, which kitchen, and that kitchen's today. */
export interface CallerKitchen extends Membership {
  userId: number
  now: number
  /** YYYY-MM-DD in the kitchen's time zone: the day statuses and date ranges are counted on. */
  today: string
}

/**
 * The caller's membership as it is now. The statement that read the session read it too
 * (plugins/auth.ts), just before the route ran: that answer serves the request's first call
 * only, since a route may change the kitchen (rename it, join another) and then ask again.
 * Read here when it is not there: a later call, or a request made without the session hook.
 * So a route that moves or changes the caller's kitchen asks for it first (they all do).
 */
export async function callerMembership(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<Membership | undefined> {
  const userId = userOf(request).id
  const brought = request.sessionKitchen
  if (brought === null) return app.repos.kitchens.membershipOf(userId)
  request.sessionKitchen = null
  return brought
}

/**
 * The caller's kitchen, which scopes every stock and kitchen call. Everyone has one (accounts
 * are created with one, and every move between kitchens lands in one); a missing one is a bug.
 */
export async function callerKitchen(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<CallerKitchen> {
  const membership = await callerMembership(app, request)
  const userId = userOf(request).id
  if (!membership) throw new Error(`user ${userId} belongs to no kitchen`)
  const now = app.clock.now()
  // Field by field, not a spread of the membership: the spread cost ~7 µs a call (a profile).
  const { kitchenId, name, role, timeZone, stockVersion } = membership
  return { kitchenId, name, role, timeZone, stockVersion, userId, now, today: dayIn(timeZone, now) }
}

/** The request's translator, for reasons put into a field error before it is thrown. */
export function sayFor(request: FastifyRequest): Translate {
  return (key, params) => request.t(key, params)
}
