import type { Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'
import { dialectSql } from './dialect'

/**
 * Device tokens (OWASP's device cookies: a login from a device that logged in before is exempt
 * from the lockouts strangers can trigger) and an index for the per-user upload quota.
 */
export const hardening: Migration = {
  async up(db: Kysely<unknown>) {
    const d = dialectSql(db)
    await db.schema
      .createTable('device_tokens')
      .addColumn('id', d.int, d.autoId)
      .addColumn('user_id', d.int, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('failures', d.int, (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', d.int, (c) => c.notNull())
      .addColumn('expires_at', d.int, (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('device_tokens_user')
      .on('device_tokens')
      .columns(['user_id', 'created_at'])
      .execute()
    await db.schema
      .createIndex('uploads_user_created')
      .on('uploads')
      .columns(['user_id', 'created_at'])
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('uploads_user_created').execute()
    await db.schema.dropTable('device_tokens').execute()
  },
}
