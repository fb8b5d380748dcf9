import { randomInt } from 'node:crypto'
import {
  INVITE_ALPHABET,
  INVITE_CODE_LENGTH,
  INVITE_DAYS,
  type InviteCode,
} from '../../../types/kitchen'
import { AppError } from '../plugins/errors'
import type { Repositories } from '../repositories'

/** Wrong codes tolerated per hour: per person, and per address (a household shares one). */
export const INVITE_FAILURES_PER_USER = 10
export const INVITE_FAILURES_PER_ADDRESS = 30
const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS
/** Draws before giving up on a free code (31^8 codes: a second draw is already rare). */
const DRAWS = 5

/** What people type, as codes are stored: upper case, without spaces or dashes. */
export function normalizeInviteCode(typed: string): string {
  return typed.replace(/[\s-]+/g, '').toUpperCase()
}

/** A code from the alphabet without look-alikes, every character from the OS's CSPRNG. */
export function drawInviteCode(): string {
  let code = ''
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) {
    code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]
  }
  return code
}

/** A new code for the kitchen, valid INVITE_DAYS; the old one stops working at once. */
export async function issueInviteCode(
  repos: Repositories,
  kitchenId: number,
  now: number,
): Promise<InviteCode> {
  const expiresAt = now + INVITE_DAYS * DAY_MS
  for (let draw = 0; draw < DRAWS; draw++) {
    const code = drawInviteCode()
    if (await repos.kitchens.setInvite(kitchenId, code, expiresAt)) {
      return { code, expiresAt: new Date(expiresAt).toISOString() }
    }
  }
  throw new Error(`no free invite code in ${DRAWS} draws`)
}

function tooMany(oldest: number | null, now: number): AppError {
  const minutes = Math.ceil(((oldest ?? now) + HOUR_MS - now) / 60_000)
  return new AppError(429, 42930, 'kitchen.inviteTooMany', { minutes: Math.max(1, minutes) })
}

/**
 * Guessing codes is throttled like logging in: wrong codes are counted per person and per
 * address over the last hour (in the database, so every instance sees them), and past the
 * limit every try is refused, right or wrong, until the oldest failure is an hour old.
 */
export async function assertInviteQuota(
  repos: Repositories,
  userId: number,
  address: string,
  now: number,
): Promise<void> {
  const since = now - HOUR_MS
  const byUser = await repos.throttle.eventsSince('invite-failure-user', String(userId), since)
  if (byUser.count >= INVITE_FAILURES_PER_USER) throw tooMany(byUser.oldest, now)
  const byAddress = await repos.throttle.eventsSince('invite-failure-address', address, since)
  if (byAddress.count >= INVITE_FAILURES_PER_ADDRESS) throw tooMany(byAddress.oldest, now)
}

export async function recordInviteFailure(
  repos: Repositories,
  userId: number,
  address: string,
  now: number,
): Promise<void> {
  await repos.throttle.addEvent('invite-failure-user', String(userId), now)
  await repos.throttle.addEvent('invite-failure-address', address, now)
}

/** A right code forgets the person's failures, not the address's: others may share it. */
export async function forgiveInviteFailures(repos: Repositories, userId: number): Promise<void> {
  await repos.throttle.clearEvents('invite-failure-user', String(userId))
}
