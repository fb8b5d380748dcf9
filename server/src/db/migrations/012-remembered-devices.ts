import type { Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'
import { dialectSql } from './dialect'

/**
 * Issue [11]. "Remember account" no longer keeps the password on the phone: the device token of
 * a login with "remember" ticked may itself log in (once, then it rotates) until a password
 * change, a reset or "forget" revokes it. Tokens of other logins only spare the lockouts.
 */
export const rememberedDevices: Migration = {
  async up(db: Kysely<unknown>) {
    const d = dialectSql(db)
    await db.schema
      .alterTable('device_tokens')
      .addColumn('signs_in', d.int, (c) => c.notNull().defaultTo(0))
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('device_tokens').dropColumn('signs_in').execute()
  },
}
