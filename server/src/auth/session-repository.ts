import { catalogueClock } from '../db/catalogue-clock'
import { compiledQuery } from '../db/compiled-query'
import type { Db } from '../db/open-database'
import type { Membership } from '../db/schema-accounts'

export interface ActiveSession {
  sessionId: number
  userId: number
  username: string
  lastUsedAt: number
  /** The user's kitchen as it is now, read in the same statement (null: none, a bug). */
  kitchen: Membership | null
  /**
   * When the read began that also brought the catalogue clock's versions up to date: the
   * request's kept catalogue data need no read of their own (db/catalogue-clock.ts, Freshness).
   */
  versionsReadAt: number
}

export function createSessionRepository(db: Db) {
  // Every logged-in call reads its session, and most of them the caller's kitchen: both in one
  // statement, compiled once (two indexed lookups more than the session alone, against a
  // second round trip through Kysely and SQLite for every kitchen, stock or record call).
  // The catalogue clock's two versions come with it: a logged-in request must see the figures
  // as they are now, and on PostgreSQL that read was a round trip of its own.
  const clock = catalogueClock(db)
  const activeSession = compiledQuery(db, 2, (tokenHash: string, now: number) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .leftJoin('kitchen_members', 'kitchen_members.user_id', 'sessions.user_id')
      .leftJoin('kitchens', 'kitchens.id', 'kitchen_members.kitchen_id')
      .select([
        'sessions.id as sessionId',
        'sessions.user_id as userId',
        'users.username as username',
        'sessions.last_used_at as lastUsedAt',
        'kitchens.id as kitchenId',
        'kitchens.name as kitchenName',
        'kitchen_members.role',
        'kitchens.time_zone as timeZone',
        'kitchens.stock_version as stockVersion',
        (eb) =>
          eb
            .selectFrom('catalogue_state')
            .select('version')
            .where('id', '=', 1)
            .as('catalogueVersion'),
        (eb) =>
          eb.selectFrom('figures_state').select('version').where('id', '=', 1).as('figuresVersion'),
      ])
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.expires_at', '>', now),
  )
  return {
    async create(userId: number, tokenHash: string, now: number, lifetimeMs: number) {
      const row = await db
        .insertInto('sessions')
        .values({
          user_id: userId,
          token_hash: tokenHash,
          created_at: now,
          last_used_at: now,
          expires_at: now + lifetimeMs,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },

    /** The session a token hash opens, unless it has expired or been revoked (deleted). */
    async findActive(tokenHash: string, now: number): Promise<ActiveSession | undefined> {
      const read = clock.begin()
      const [row] = await activeSession(tokenHash, now)
      if (!row) return undefined
      clock.observe(read, { catalogue: row.catalogueVersion, figures: row.figuresVersion })
      const { kitchenId, kitchenName: name, role, timeZone, stockVersion } = row
      // Left-joined columns are all null together (no membership) or all present.
      const kitchen =
        kitchenId === null ||
        name === null ||
        role === null ||
        timeZone === null ||
        stockVersion === null
          ? null
          : { kitchenId, name, role, timeZone, stockVersion }
      const { sessionId, userId, username, lastUsedAt } = row
      return { sessionId, userId, username, lastUsedAt, kitchen, versionsReadAt: read.started }
    },

    /** Slides the expiry forward from now. */
    async touch(sessionId: number, now: number, lifetimeMs: number): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ last_used_at: now, expires_at: now + lifetimeMs })
        .where('id', '=', sessionId)
        .execute()
    },

    async revoke(sessionId: number): Promise<void> {
      await db.deleteFrom('sessions').where('id', '=', sessionId).execute()
    },

    /** Every session of a user, or every one but `keep` (the caller's own). */
    async revokeAllOf(userId: number, keep?: number): Promise<number> {
      let query = db.deleteFrom('sessions').where('user_id', '=', userId)
      if (keep !== undefined) query = query.where('id', '!=', keep)
      const result = await query.executeTakeFirst()
      return Number(result.numDeletedRows)
    },

    async countOf(userId: number): Promise<number> {
      const row = await db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },

    async purgeExpired(now: number): Promise<void> {
      await db.deleteFrom('sessions').where('expires_at', '<=', now).execute()
    },
  }
}

export type SessionRepository = ReturnType<typeof createSessionRepository>
