import type { Db } from '../db/open-database'

/** Files as rows (PostgreSQL): the bytes under a key, written whole or not at all. */
export function createFileRepository(db: Db) {
  return {
    /** Writes the bytes under `key`, replacing what was there, in one statement. */
    async write(key: string, bytes: Buffer, now: number): Promise<void> {
      await db
        .insertInto('stored_files')
        .values({ key, bytes, size: bytes.length, created_at: now })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({ bytes, size: bytes.length, created_at: now }),
        )
        .execute()
    },

    async read(key: string): Promise<Buffer | undefined> {
      const row = await db
        .selectFrom('stored_files')
        .select('bytes')
        .where('key', '=', key)
        .executeTakeFirst()
      return row?.bytes
    },

    async size(key: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('stored_files')
        .select('size')
        .where('key', '=', key)
        .executeTakeFirst()
      return row?.size
    },

    /** Removes the file; answers the bytes freed (0 when it was not there). */
    async remove(key: string): Promise<number> {
      const row = await db
        .deleteFrom('stored_files')
        .where('key', '=', key)
        .returning('size')
        .executeTakeFirst()
      return row?.size ?? 0
    },

    /** Keys under `prefix` written before `before`, for the sweep of files no row describes. */
    async keysBefore(prefix: string, before: number): Promise<string[]> {
      const rows = await db
        .selectFrom('stored_files')
        .select('key')
        .where('key', 'like', `${prefix}%`)
        .where('created_at', '<', before)
        .execute()
      return rows.map((r) => r.key)
    },
  }
}

export type FileRepository = ReturnType<typeof createFileRepository>
