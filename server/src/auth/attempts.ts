import type { ThrottleRepository } from './throttle-repository'

/**
 * An attempt counted BEFORE it is judged (a password checked, an invite code looked up), on a
 * fixed-window counter: `hit` is one statement (insert … on conflict … count + 1 … returning),
 * so requests sent all at once each get their own number, on SQLite and PostgreSQL alike and
 * across instances. The caller judges only attempts within its limit; those past it never reach
 * the check. Counts are then "failures, plus checks under way": an attempt that turns out not
 * to be a failure (refused unchecked, or right) is taken back.
 */
export interface Counted {
  key: string
  /** This attempt's number in the window, counting itself. */
  count: number
  /** When the window ends (ms since the epoch): the counter starts again at 1 after it. */
  resetAt: number
}

export async function countAttempt(
  throttle: ThrottleRepository,
  key: string,
  windowMs: number,
  now: number,
): Promise<Counted> {
  const { count, resetAt } = await throttle.hit(key, windowMs, now)
  return { key, count, resetAt }
}

/** Takes back this attempt and, with `n`, as many counted before it (never below 0). */
export async function takeBack(
  throttle: ThrottleRepository,
  counted: Counted,
  n = 1,
): Promise<void> {
  await throttle.release(counted.key, n, counted.resetAt)
}
