import { sql, type Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'
import { dialectSql } from './dialect'

/**
 * Issue [6]. Catalogue pictures are fetched once from their source and kept under DATA_DIR; a
 * source that could not be fetched is remembered here until `retry_at`, so no instance of the
 * server (SPEC §7) asks a dead or slow host again for every card shown.
 */
export const imageMisses: Migration = {
  async up(db: Kysely<unknown>) {
    const d = dialectSql(db)
    await sql`create table image_misses (
      -- The source URL's key (covers/source-key.ts), the name of its files on disk too.
      source_key text primary key,
      -- Milliseconds since the epoch.
      retry_at ${d.int} not null,
      reason text not null
    )${d.withoutRowid}`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table image_misses`.execute(db)
  },
}
