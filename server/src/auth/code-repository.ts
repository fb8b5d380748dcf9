import type { CodePurpose } from '../../../types/auth'
import type { Db } from '../db/open-database'
import type { VerificationCode } from '../db/schema-accounts'

export interface NewCode {
  email: string
  purpose: CodePurpose
  codeHash: string
  now: number
  lifetimeMs: number
}

export function createCodeRepository(db: Db) {
  return {
    /** Stores a code; an earlier code for the same email and purpose stops working. */
    async replace(code: NewCode): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('verification_codes')
          .where('email', '=', code.email)
          .where('purpose', '=', code.purpose)
          .execute()
        await trx
          .insertInto('verification_codes')
          .values({
            email: code.email,
            purpose: code.purpose,
            code_hash: code.codeHash,
            created_at: code.now,
            expires_at: code.now + code.lifetimeMs,
          })
          .execute()
      })
    },

    current(email: string, purpose: CodePurpose, now: number) {
      return db
        .selectFrom('verification_codes')
        .selectAll()
        .where('email', '=', email)
        .where('purpose', '=', purpose)
        .where('expires_at', '>', now)
        .orderBy('id', 'desc')
        .executeTakeFirst() as Promise<VerificationCode | undefined>
    },

    /** Deletes the code; true for the one caller that got it (two racing uses: one wins). */
    async consume(id: number): Promise<boolean> {
      const row = await db
        .deleteFrom('verification_codes')
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst()
      return row !== undefined
    },

    /** Counts a wrong try; answers the tries so far. */
    async addAttempt(id: number): Promise<number> {
      const row = await db
        .updateTable('verification_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .returning('attempts')
        .executeTakeFirst()
      return row?.attempts ?? Number.POSITIVE_INFINITY
    },

    async purgeExpired(now: number): Promise<void> {
      await db.deleteFrom('verification_codes').where('expires_at', '<=', now).execute()
    },
  }
}

export type CodeRepository = ReturnType<typeof createCodeRepository>
