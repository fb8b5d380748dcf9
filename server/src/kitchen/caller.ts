import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Translate } from '../i18n/describe-issue'
import { dayIn } from '../lib/kitchen-day'
import { userOf } from '../plugins/auth'
import type { Membership } from './repository'

/** The caller of a kitchen route: who, which kitchen, and that kitchen's today. */
export interface CallerKitchen extends Membership {
  userId: number
  now: number
  /** YYYY-MM-DD in the kitchen's time zone: the day statuses and date ranges are counted on. */
  today: string
}

/**
 * The caller's kitchen, which scopes every stock and kitchen call. Everyone has one (accounts
 * are created with one, and every move between kitchens lands in one); a missing one is a bug.
 */
export async function callerKitchen(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<CallerKitchen> {
  const userId = userOf(request).id
  const membership = await app.repos.kitchens.membershipOf(userId)
  if (!membership) throw new Error(`user ${userId} belongs to no kitchen`)
  const now = app.clock.now()
  return { ...membership, userId, now, today: dayIn(membership.timeZone, now) }
}

/** The request's translator, for reasons put into a field error before it is thrown. */
export function sayFor(request: FastifyRequest): Translate {
  return (key, params) => request.t(key, params)
}
