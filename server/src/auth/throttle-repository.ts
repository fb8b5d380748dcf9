import { sql } from 'kysely'
import type { Db } from '../db/open-database'
import type { AuthEventKind, AuthLocksTable } from '../db/schema-accounts'

type LockKind = AuthLocksTable['kind']

/** How long event rows are kept: the longest window anything counts over (one hour). */
export const EVENT_RETENTION_MS = 60 * 60 * 1000

/**
 * Everything that limits how often: login nonces, dated events counted over sliding windows,
 * lockouts and the HTTP rate limiter's counters. All in the database, so the limits hold across
 * restarts and across several server instances.
 */
export function createThrottleRepository(db: Db) {
  return {
    /** Records a nonce; false when it was seen before (a replay). */
    async useNonce(nonce: string, expiresAt: number): Promise<boolean> {
      const row = await db
        .insertInto('login_nonces')
        .values({ nonce, expires_at: expiresAt })
        .onConflict((oc) => oc.column('nonce').doNothing())
        .returning('nonce')
        .executeTakeFirst()
      return row !== undefined
    },

    async addEvent(kind: AuthEventKind, subject: string, now: number): Promise<void> {
      await db.insertInto('auth_events').values({ kind, subject, created_at: now }).execute()
    },

    /** How many such events since `since`, and the oldest and newest of them. */
    async eventsSince(kind: AuthEventKind, subject: string, since: number) {
      const row = await db
        .selectFrom('auth_events')
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn.min<number | null>('created_at').as('oldest'),
          eb.fn.max<number | null>('created_at').as('newest'),
        ])
        .where('kind', '=', kind)
        .where('subject', '=', subject)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow()
      return { count: Number(row.count), oldest: row.oldest, newest: row.newest }
    },

    async clearEvents(kind: AuthEventKind, subject: string): Promise<void> {
      await db
        .deleteFrom('auth_events')
        .where('kind', '=', kind)
        .where('subject', '=', subject)
        .execute()
    },

    async lock(kind: LockKind, subject: string, until: number): Promise<void> {
      await db
        .insertInto('auth_locks')
        .values({ kind, subject, until })
        .onConflict((oc) => oc.columns(['kind', 'subject']).doUpdateSet({ until }))
        .execute()
    },

    async unlock(kind: LockKind, subject: string): Promise<void> {
      await db
        .deleteFrom('auth_locks')
        .where('kind', '=', kind)
        .where('subject', '=', subject)
        .execute()
    },

    /** When the lock ends, or undefined when there is none now. */
    async lockedUntil(kind: LockKind, subject: string, now: number): Promise<number | undefined> {
      const row = await db
        .selectFrom('auth_locks')
        .select('until')
        .where('kind', '=', kind)
        .where('subject', '=', subject)
        .where('until', '>', now)
        .executeTakeFirst()
      return row?.until
    },

    /**
     * One hit on a fixed-window counter, atomically (a single upsert): a window that has ended
     * starts again at 1. Answers the count in this window and when it ends.
     */
    async hit(key: string, windowMs: number, now: number) {
      const row = await db
        .insertInto('rate_limits')
        .values({ key, count: 1, reset_at: now + windowMs })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
            reset_at: sql<number>`case when rate_limits.reset_at <= ${now} then ${now + windowMs} else rate_limits.reset_at end`,
          }),
        )
        .returning(['count', 'reset_at'])
        .executeTakeFirstOrThrow()
      return { count: row.count, resetAt: row.reset_at }
    },

    /**
     * Takes `n` back from a counter, in the window the hits were counted in (a window that has
     * started again since is left alone), never below 0. One statement, like `hit`.
     */
    async release(key: string, n: number, resetAt: number): Promise<void> {
      await db
        .updateTable('rate_limits')
        .set({
          count: sql<number>`case when rate_limits.count > ${n} then rate_limits.count - ${n} else 0 end`,
        })
        .where('key', '=', key)
        .where('reset_at', '=', resetAt)
        .execute()
    },

    /** Drops a counter: its next hit starts a new window at 1. */
    async forget(key: string): Promise<void> {
      await db.deleteFrom('rate_limits').where('key', '=', key).execute()
    },

    /** The counter as it stands, without counting a hit. */
    async peek(key: string, now: number) {
      const row = await db
        .selectFrom('rate_limits')
        .select(['count', 'reset_at'])
        .where('key', '=', key)
        .where('reset_at', '>', now)
        .executeTakeFirst()
      return row ? { count: row.count, resetAt: row.reset_at } : { count: 0, resetAt: now }
    },

    /** Drops what can no longer matter: used nonces past their window, old events, ended locks. */
    async purge(now: number): Promise<void> {
      await db.deleteFrom('login_nonces').where('expires_at', '<=', now).execute()
      await db
        .deleteFrom('auth_events')
        .where('created_at', '<=', now - EVENT_RETENTION_MS)
        .execute()
      await db.deleteFrom('auth_locks').where('until', '<=', now).execute()
      await db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute()
    },
  }
}

export type ThrottleRepository = ReturnType<typeof createThrottleRepository>
