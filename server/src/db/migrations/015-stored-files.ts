import { sql, type Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'
import { dialectSql } from './dialect'

/**
 * Issue [10]. Files every instance can serve: on PostgreSQL, uploads, catalogue pictures and
 * their thumbnails are kept here as bytes (files/store.ts); one SQLite server keeps them on disk
 * under DATA_DIR, as before, and leaves this table empty.
 */
export const storedFiles: Migration = {
  async up(db: Kysely<unknown>) {
    const d = dialectSql(db)
    await sql`create table stored_files (
      -- A path-like name ("uploads/<hex>.png", "covers/360/<key>.webp"), never from a request.
      key text primary key,
      bytes ${d.bytes} not null,
      size ${d.int} not null,
      -- Milliseconds since the epoch.
      created_at ${d.int} not null
    )`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table stored_files`.execute(db)
  },
}
