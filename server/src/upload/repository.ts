import type { Db } from '../db/open-database'

export interface NewUpload {
  name: string
  userId: number
  contentType: string
  size: number
  now: number
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

    async isOwnedBy(name: string, userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('uploads')
        .select('name')
        .where('name', '=', name)
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return row !== undefined
    },
  }
}

export type UploadRepository = ReturnType<typeof createUploadRepository>
