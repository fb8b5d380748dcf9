import type { FastifyRequest } from 'fastify'

/** How far back "eaten lately" reaches: those dishes are left out of today's menu. */
export const RECENT_DAYS = 3

/**
 * The dishes the caller's kitchen ate in the last RECENT_DAYS days. Food records do not exist
 * yet, so nothing is left out; the food-record issue answers this from its table, here, and
 * the menu planner already honours it.
 */
export async function recentlyEaten(_request: FastifyRequest): Promise<ReadonlySet<number>> {
  return new Set()
}
