import type { Db } from '../db/open-database'

export interface DeviceTokenRow {
  id: number
}

/** Devices that logged in: rows of a token hash per user, for the lockout exemption. */
export function createDeviceTokenRepository(db: Db) {
  return {
    /**
     * Stores a new token hash and drops the user's oldest ones beyond `keep`. `signsIn`: the
     * token may log in by itself ("remember account").
     */
    async create(
      userId: number,
      tokenHash: string,
      now: number,
      lifetimeMs: number,
      keep: number,
      signsIn = false,
    ) {
      await db
        .insertInto('device_tokens')
        .values({
          user_id: userId,
          token_hash: tokenHash,
          created_at: now,
          expires_at: now + lifetimeMs,
          signs_in: signsIn ? 1 : 0,
        })
        .execute()
      const newest = db
        .selectFrom('device_tokens')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(keep)
      await db
        .deleteFrom('device_tokens')
        .where('user_id', '=', userId)
        .where('id', 'not in', newest)
        .execute()
    },

    /** The live token of that user with that hash, or undefined (unknown, expired, revoked). */
    async find(
      userId: number,
      tokenHash: string,
      now: number,
    ): Promise<DeviceTokenRow | undefined> {
      return db
        .selectFrom('device_tokens')
        .select('id')
        .where('user_id', '=', userId)
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', now)
        .executeTakeFirst()
    },

    /**
     * Uses up a live token that may log in, in one statement: of two logins with the same token
     * at once, only one gets its row (the caller then issues the next token).
     */
    async takeSignIn(userId: number, tokenHash: string, now: number): Promise<boolean> {
      const taken = await db
        .deleteFrom('device_tokens')
        .where('user_id', '=', userId)
        .where('token_hash', '=', tokenHash)
        .where('signs_in', '=', 1)
        .where('expires_at', '>', now)
        .returning('id')
        .executeTakeFirst()
      return taken !== undefined
    },

    /** "Forget this account" on a device: its token of that user stops working. */
    async revokeByHash(userId: number, tokenHash: string): Promise<void> {
      await db
        .deleteFrom('device_tokens')
        .where('user_id', '=', userId)
        .where('token_hash', '=', tokenHash)
        .execute()
    },

    /**
     * Counts one password attempt with this token before it is checked (a right one rotates the
     * token, so the count is its wrong passwords plus checks under way); answers the new count,
     * 0 when the token is gone.
     */
    async addAttempt(id: number): Promise<number> {
      const row = await db
        .updateTable('device_tokens')
        .set((eb) => ({ failures: eb('failures', '+', 1) }))
        .where('id', '=', id)
        .returning('failures')
        .executeTakeFirst()
      return row?.failures ?? 0
    },

    async revoke(id: number): Promise<void> {
      await db.deleteFrom('device_tokens').where('id', '=', id).execute()
    },

    async revokeAllOf(userId: number): Promise<void> {
      await db.deleteFrom('device_tokens').where('user_id', '=', userId).execute()
    },

    async countOf(userId: number): Promise<number> {
      const row = await db
        .selectFrom('device_tokens')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },

    async purgeExpired(now: number): Promise<void> {
      await db.deleteFrom('device_tokens').where('expires_at', '<=', now).execute()
    },
  }
}

export type DeviceTokenRepository = ReturnType<typeof createDeviceTokenRepository>
