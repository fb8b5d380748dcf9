import { randomInt } from 'node:crypto'
import {
  INVITE_ALPHABET,
  INVITE_CODE_LENGTH,
  INVITE_DAYS,
  type InviteCode,
} from '../../../types/kitchen'
import { countAttempt, takeBack, type Counted } from '../auth/attempts'
import { AppError } from '../lib/app-error'
import type { ThrottleRepository } from '../auth/throttle-repository'
import type { KitchenRepository } from './repository'

/** The repositories an invite reads and counts with (app.repos has them). */
type InviteRepos = { kitchens: KitchenRepository; throttle: ThrottleRepository }

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
  repos: InviteRepos,
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

function tooMany(resetAt: number, now: number): AppError {
  const minutes = Math.ceil((resetAt - now) / 60_000)
  return new AppError(429, 42930, 'kitchen.inviteTooMany', { minutes: Math.max(1, minutes) })
}

export const inviteUserKey = (userId: number) => `invite-user|${userId}`
export const inviteAddressKey = (address: string) => `invite-address|${address}`

/** One try of an invite code as counted for the person and for the address. */
export interface InviteGuess {
  byUser: Counted
  byAddress: Counted
}

/**
 * Guessing codes is throttled like logging in: each try is counted for the person and for the
 * address BEFORE the code is looked up (auth/attempts.ts: one statement each, in the database,
 * so tries sent at once and tries at several instances are all counted), over an hour from the
 * first. Past the limit every try is refused, right or wrong, until that hour is over.
 */
export async function claimInviteGuess(
  repos: InviteRepos,
  userId: number,
  address: string,
  now: number,
): Promise<InviteGuess> {
  const { throttle } = repos
  const byUser = await countAttempt(throttle, inviteUserKey(userId), HOUR_MS, now)
  const byAddress = await countAttempt(throttle, inviteAddressKey(address), HOUR_MS, now)
  const over =
    byUser.count > INVITE_FAILURES_PER_USER
      ? byUser
      : byAddress.count > INVITE_FAILURES_PER_ADDRESS
        ? byAddress
        : undefined
  if (over) {
    await takeBack(throttle, byUser)
    await takeBack(throttle, byAddress)
    throw tooMany(over.resetAt, now)
  }
  return { byUser, byAddress }
}

/**
 * A right code that joined nothing (the caller's own kitchen, a full one, stock to merge first)
 * is no wrong guess: taken back, and nothing else forgotten. Sending one's own valid code
 * between guesses therefore neither counts nor clears anything.
 */
export async function settleUnjoined(repos: InviteRepos, guess: InviteGuess): Promise<void> {
  await takeBack(repos.throttle, guess.byUser)
  await takeBack(repos.throttle, guess.byAddress)
}

/**
 * A join into another kitchen forgets the person's wrong codes; the address only takes this
 * try back (others may share it, and their wrong codes stay counted).
 */
export async function settleJoined(
  repos: InviteRepos,
  userId: number,
  guess: InviteGuess,
): Promise<void> {
  await repos.throttle.forget(inviteUserKey(userId))
  await takeBack(repos.throttle, guess.byAddress)
}
