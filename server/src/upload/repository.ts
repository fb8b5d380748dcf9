import { sql } from 'kysely'
import { lockOwner } from '../db/lock-owner'
import type { Db } from '../db/open-database'

export interface NewUpload {
  name: string
  userId: number
  contentType: string
  size: number
  now: number
}

/** A user's uploads over the quota's two windows. */
export interface UploadUsage {
  /** Uploads since `hourSince`, and when the oldest of them was made (ms), if any. */
  lastHour: { count: number; oldest: number | undefined }
  /** Bytes since `daySince`, and when the oldest of those uploads was made (ms), if any. */
  lastDay: { bytes: number; oldest: number | undefined }
}

export interface OrphanUpload {
  name: string
  size: number
}

/** Who uploaded which file: an avatar may only be one of its owner's uploads. */
export function createUploadRepository(db: Db) {
  return {
    async record(upload: NewUpload): Promise<void> {
      await db
        .insertInto('uploads')
        .values({
          name: upload.name,
          user_id: upload.userId,
          content_type: upload.contentType,
          size: upload.size,
          created_at: new Date(upload.now).toISOString(),
        })
        .execute()
    },

    /**
     * Records an upload only when `allowed` accepts the user's usage, in one transaction, so
     * concurrent uploads of one user (from any address or instance) cannot all slip under it.
     * Answers what `allowed` refused with, or undefined once recorded.
     */
    async recordWithin<T>(
      upload: NewUpload,
      windows: { hourSince: number; daySince: number },
      refusal: (usage: UploadUsage) => T | undefined,
    ): Promise<T | undefined> {
      return db.transaction().execute(async (trx) => {
        await lockOwner(trx, upload.userId)
        const row = await trx
          .selectFrom('uploads')
          .select((eb) => [
            eb.fn
              .sum<number | null>(
                eb.case().when('created_at', '>', iso(windows.hourSince)).then(1).else(0).end(),
              )
              .as('hourCount'),
            eb.fn
              .min<string | null>(
                eb
                  .case()
                  .when('created_at', '>', iso(windows.hourSince))
                  .then(eb.ref('created_at'))
                  .end(),
              )
              .as('hourOldest'),
            eb.fn.sum<number | null>('size').as('dayBytes'),
            eb.fn.min<string | null>('created_at').as('dayOldest'),
          ])
          .where('user_id', '=', upload.userId)
          .where('created_at', '>', iso(windows.daySince))
          .executeTakeFirstOrThrow()
        const usage: UploadUsage = {
          lastHour: {
            count: Number(row.hourCount ?? 0),
            oldest: row.hourOldest ? Date.parse(row.hourOldest) : undefined,
          },
          lastDay: {
            bytes: Number(row.dayBytes ?? 0),
            oldest: row.dayOldest ? Date.parse(row.dayOldest) : undefined,
          },
        }
        const refused = refusal(usage)
        if (refused !== undefined) return refused
        await trx
          .insertInto('uploads')
          .values({
            name: upload.name,
            user_id: upload.userId,
            content_type: upload.contentType,
            size: upload.size,
            created_at: iso(upload.now),
          })
          .execute()
        return undefined
      })
    },

    async forget(name: string): Promise<void> {
      await db.deleteFrom('uploads').where('name', '=', name).execute()
    },

    async isOwnedBy(name: string, userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('uploads')
        .select('name')
        .where('name', '=', name)
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return row !== undefined
    },

    /**
     * Uploads made before `before` that no profile shows and no own recipe (its cover or a
     * step's picture) uses; food records hold no uploads yet.
     */
    async orphansBefore(before: number): Promise<OrphanUpload[]> {
      return db
        .selectFrom('uploads')
        .select(['name', 'size'])
        .where('created_at', '<', iso(before))
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('users')
                .select('users.id')
                .where('users.avatar', '=', sql<string>`'/api/uploads/' || uploads.name`),
            ),
          ),
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('recipes')
                .select('recipes.id')
                .where('recipes.owner_id', 'is not', null)
                .where((eb) =>
                  eb.or([
                    eb('recipes.cover', '=', sql<string>`'/api/uploads/' || uploads.name`),
                    eb('recipes.steps_json', 'like', sql<string>`'%' || uploads.name || '%'`),
                  ]),
                ),
            ),
          ),
        )
        .execute()
    },

    async isRecorded(name: string): Promise<boolean> {
      const row = await db
        .selectFrom('uploads')
        .select('name')
        .where('name', '=', name)
        .executeTakeFirst()
      return row !== undefined
    },
  }
}

function iso(ms: number): string {
  return new Date(ms).toISOString()
}

export type UploadRepository = ReturnType<typeof createUploadRepository>
