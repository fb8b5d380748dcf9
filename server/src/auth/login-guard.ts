import type { User } from '../db/schema-accounts'
import { AppError } from '../plugins/errors'
import type { AuthContext } from './context'

export const FAILURE_WINDOW_MS = 15 * 60 * 1000
export const LOCK_MS = 15 * 60 * 1000
export const FAILURES_PER_ACCOUNT = 5
export const FAILURES_PER_ADDRESS = 20
const MAX_DELAY_MS = 2000

/** The pause before answering the nth recent failure: 200 ms, doubling, at most 2 s. */
export function failureDelayMs(failures: number): number {
  return Math.min(MAX_DELAY_MS, 200 * 2 ** Math.max(0, failures - 1))
}

/**
 * Whose failures these are. An unknown name is counted (and locked) exactly like an account,
 * so the lock cannot tell anyone whether an account exists.
 */
export function accountSubject(user: Pick<User, 'id'> | undefined, login: string): string {
  return user ? `user:${user.id}` : `login:${login.trim().toLowerCase()}`
}

/**
 * The typed name (username or email, as typed) the failure delay is counted for. Counting the
 * delay per account would let a stopwatch tell that an email and a username share an account.
 */
export function nameSubject(login: string): string {
  return `name:${login.trim().toLowerCase()}`
}

/** Counts a failure against the typed name and waits the longer the more it failed. */
export async function delayFailure(ctx: AuthContext, name: string, now: number): Promise<void> {
  const { throttle } = ctx.repos
  await throttle.addEvent('login-failure-name', name, now)
  const byName = await throttle.eventsSince('login-failure-name', name, now - FAILURE_WINDOW_MS)
  await ctx.clock.sleep(failureDelayMs(byName.count))
}

function lockedError(untilMs: number, now: number): AppError {
  const minutes = Math.max(1, Math.ceil((untilMs - now) / 60_000))
  return new AppError(429, 42901, 'auth.locked', { minutes })
}

export async function assertNotLocked(
  ctx: AuthContext,
  account: string,
  address: string,
  now: number,
): Promise<void> {
  const { throttle } = ctx.repos
  const until = Math.max(
    (await throttle.lockedUntil('account', account, now)) ?? 0,
    (await throttle.lockedUntil('address', address, now)) ?? 0,
  )
  if (until > now) throw lockedError(until, now)
}

/**
 * Counts a failed password check against the account and the address, locks either when it
 * reaches its limit, waits a little longer each time (per typed name), and answers the error to send: wrong
 * credentials, or the lock this failure has just set.
 */
export async function recordFailure(
  ctx: AuthContext,
  account: string,
  name: string,
  address: string,
  now: number,
  wrong: AppError,
): Promise<AppError> {
  const { throttle } = ctx.repos
  await throttle.addEvent('login-failure-account', account, now)
  await throttle.addEvent('login-failure-address', address, now)
  const since = now - FAILURE_WINDOW_MS
  const byAccount = await throttle.eventsSince('login-failure-account', account, since)
  const byAddress = await throttle.eventsSince('login-failure-address', address, since)
  let answer = wrong
  if (byAccount.count >= FAILURES_PER_ACCOUNT) {
    await throttle.lock('account', account, now + LOCK_MS)
    answer = lockedError(now + LOCK_MS, now)
  }
  if (byAddress.count >= FAILURES_PER_ADDRESS) {
    await throttle.lock('address', address, now + LOCK_MS)
    answer = lockedError(now + LOCK_MS, now)
  }
  await delayFailure(ctx, name, now)
  return answer
}

/** A success forgets the account's and the name's failures (not the address's: it is shared). */
export async function recordSuccess(ctx: AuthContext, account: string, name: string) {
  await ctx.repos.throttle.clearEvents('login-failure-account', account)
  await ctx.repos.throttle.clearEvents('login-failure-name', name)
}

/** After a password reset by email the owner has proved who they are: lift the account lock. */
export async function forgiveAccount(ctx: AuthContext, account: string): Promise<void> {
  await ctx.repos.throttle.clearEvents('login-failure-account', account)
  await ctx.repos.throttle.unlock('account', account)
}
