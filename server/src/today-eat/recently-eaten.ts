import type { FastifyRequest } from 'fastify'

/** How far back "eaten lately" reaches: those dishes are left out of today's menu. */
export const RECENT_DAYS = 3

const DAY_MS = 86_400_000
const NOTHING: ReadonlySet<number> = new Set()

/**
 * The dishes of the cooked food records of the caller's kitchen (any member's) eaten in the
 * last RECENT_DAYS × 24 hours (by `eatAt`, so a meal cooked ahead counts too). Anonymous
 * callers have no kitchen: nothing is left out, without a query.
 */
export async function recentlyEaten(request: FastifyRequest): Promise<ReadonlySet<number>> {
  const { user, server } = request
  if (!user) return NOTHING
  const kitchen = await server.repos.users.kitchenOf(user.id)
  const since = new Date(server.clock.now() - RECENT_DAYS * DAY_MS).toISOString()
  const viewer = { userId: user.id, kitchenId: kitchen?.id ?? null }
  return new Set(await server.repos.orders.cookedAfter(viewer, since))
}
