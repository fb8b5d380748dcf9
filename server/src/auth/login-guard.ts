import type { User } from '../db/schema-accounts'
import { AppError } from '../lib/app-error'
import { countAttempt, takeBack, type Counted } from './attempts'
import type { AuthContext } from './context'

/** Failures are counted over 15 minutes from the first of them (a fixed window per counter). */
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

const accountKey = (account: string) => `login-account|${account}`
const addressKey = (address: string) => `login-address|${address}`

/** One password attempt as counted on the account's and the address's counters. */
export interface Attempt {
  account: string
  address: string
  byAccount: Counted
  byAddress: Counted
}

/**
 * Counts a password attempt against the account and the address BEFORE the password is
 * checked (attempts.ts), so that of logins sent all at once only the first 5 of an account and
 * 20 of an address in a window are checked at all; the rest are refused as locked while those
 * are under way, and taken back. Throws the lock's 429; answers the attempt, which
 * recordFailure or recordSuccess then settles.
 */
export async function claimAttempt(
  ctx: AuthContext,
  account: string,
  address: string,
  now: number,
): Promise<Attempt> {
  const { throttle } = ctx.repos
  const until = Math.max(
    (await throttle.lockedUntil('account', account, now)) ?? 0,
    (await throttle.lockedUntil('address', address, now)) ?? 0,
  )
  if (until > now) throw lockedError(until, now)
  const byAccount = await countAttempt(throttle, accountKey(account), FAILURE_WINDOW_MS, now)
  const byAddress = await countAttempt(throttle, addressKey(address), FAILURE_WINDOW_MS, now)
  if (byAccount.count > FAILURES_PER_ACCOUNT || byAddress.count > FAILURES_PER_ADDRESS) {
    await takeBack(throttle, byAccount)
    await takeBack(throttle, byAddress)
    // The checks under way lock it if they fail, for LOCK_MS from about now.
    throw lockedError(now + LOCK_MS, now)
  }
  return { account, address, byAccount, byAddress }
}

/**
 * Settles an attempt whose password was wrong: it stays counted, and the one that reached a
 * limit locks the account or the address. Waits a little longer each time (per typed name) and
 * answers the error to send: wrong credentials, or the lock this failure has just set.
 */
export async function recordFailure(
  ctx: AuthContext,
  attempt: Attempt,
  name: string,
  now: number,
  wrong: AppError,
): Promise<AppError> {
  const { throttle } = ctx.repos
  let answer = wrong
  if (attempt.byAccount.count >= FAILURES_PER_ACCOUNT) {
    await throttle.lock('account', attempt.account, now + LOCK_MS)
    answer = lockedError(now + LOCK_MS, now)
  }
  if (attempt.byAddress.count >= FAILURES_PER_ADDRESS) {
    await throttle.lock('address', attempt.address, now + LOCK_MS)
    answer = lockedError(now + LOCK_MS, now)
  }
  await delayFailure(ctx, name, now)
  return answer
}

/**
 * Settles an attempt whose password was right. The account forgets its failures counted before
 * this attempt (not those of checks still under way: they come after it); the address only
 * takes this attempt back, since a success is no failure but the address is shared.
 */
export async function recordSuccess(ctx: AuthContext, attempt: Attempt, name: string) {
  const { throttle } = ctx.repos
  await takeBack(throttle, attempt.byAccount, attempt.byAccount.count)
  await takeBack(throttle, attempt.byAddress)
  await throttle.clearEvents('login-failure-name', name)
}

/** A login with a trusted device (claimed no attempt) forgets the account's and name's failures. */
export async function recordDeviceSuccess(ctx: AuthContext, account: string, name: string) {
  await ctx.repos.throttle.forget(accountKey(account))
  await ctx.repos.throttle.clearEvents('login-failure-name', name)
}

/** After a password reset by email the owner has proved who they are: lift the account lock. */
export async function forgiveAccount(ctx: AuthContext, account: string): Promise<void> {
  await ctx.repos.throttle.forget(accountKey(account))
  await ctx.repos.throttle.unlock('account', account)
}
