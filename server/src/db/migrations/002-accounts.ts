import { sql, type Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'
import { dialectSql, type DialectSql } from './dialect'

const GENDERS = sql`gender in ('unknown', 'male', 'female')`
const LOCALES = sql`locale in ('zh-Hans', 'zh-Hant', 'en', 'es', 'fr')`
const PURPOSES = sql`purpose in ('register', 'login', 'reset', 'bind-email')`

async function createPeople(db: Kysely<unknown>, d: DialectSql) {
  await db.schema
    .createTable('users')
    .addColumn('id', d.int, d.autoId)
    // Caseless: "Alice" and "alice" are the same account (usernames are ASCII by rule).
    .addColumn('username', d.caselessType, (c) => d.caseless(c.notNull().unique()))
    .addColumn('email', d.caselessType, (c) => d.caseless(c.notNull().unique()))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('gender', 'text', (c) => c.notNull().defaultTo('unknown').check(GENDERS))
    .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('locale', 'text', (c) => c.notNull().check(LOCALES))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('kitchens')
    .addColumn('id', d.int, d.autoId)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('kitchen_members')
    .addColumn('kitchen_id', d.int, (c) =>
      c.notNull().references('kitchens.id').onDelete('cascade'),
    )
    .addColumn('user_id', d.int, (c) =>
      c.notNull().unique().references('users.id').onDelete('cascade'),
    )
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'member')`))
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('kitchen_members_pk', ['kitchen_id', 'user_id'])
    .execute()
}

async function createCredentials(db: Kysely<unknown>, d: DialectSql) {
  await db.schema
    .createTable('sessions')
    .addColumn('id', d.int, d.autoId)
    .addColumn('user_id', d.int, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', d.int, (c) => c.notNull())
    .addColumn('last_used_at', d.int, (c) => c.notNull())
    .addColumn('expires_at', d.int, (c) => c.notNull())
    .execute()
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute()
  await db.schema.createIndex('sessions_expiry').on('sessions').column('expires_at').execute()

  await db.schema
    .createTable('verification_codes')
    .addColumn('id', d.int, d.autoId)
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull().check(PURPOSES))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', d.int, (c) => c.notNull())
    .addColumn('expires_at', d.int, (c) => c.notNull())
    .addColumn('attempts', d.int, (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('verification_codes_email_purpose')
    .on('verification_codes')
    .columns(['email', 'purpose'])
    .execute()
}

async function createThrottles(db: Kysely<unknown>, d: DialectSql) {
  await db.schema
    .createTable('login_nonces')
    .addColumn('nonce', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', d.int, (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('login_nonces_expiry')
    .on('login_nonces')
    .column('expires_at')
    .execute()

  await db.schema
    .createTable('auth_events')
    .addColumn('id', d.int, d.autoId)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('created_at', d.int, (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('auth_events_window')
    .on('auth_events')
    .columns(['kind', 'subject', 'created_at'])
    .execute()

  await db.schema
    .createTable('auth_locks')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('account', 'address')`))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('until', d.int, (c) => c.notNull())
    .addPrimaryKeyConstraint('auth_locks_pk', ['kind', 'subject'])
    .execute()

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', d.int, (c) => c.notNull())
    .addColumn('reset_at', d.int, (c) => c.notNull())
    .execute()
  await db.schema.createIndex('rate_limits_reset').on('rate_limits').column('reset_at').execute()
}

async function createUploads(db: Kysely<unknown>, d: DialectSql) {
  await db.schema
    .createTable('uploads')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('user_id', d.int, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', d.int, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('uploads_user').on('uploads').column('user_id').execute()
}

/** Users and their kitchens, sessions, verification codes, login throttles and uploads. */
export const accounts: Migration = {
  async up(db: Kysely<unknown>) {
    const d = dialectSql(db)
    // citext (contrib, a trusted extension: the database's owner may create it).
    if (d.pg) await sql`create extension if not exists citext`.execute(db)
    await createPeople(db, d)
    await createCredentials(db, d)
    await createThrottles(db, d)
    await createUploads(db, d)
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'uploads',
      'rate_limits',
      'auth_locks',
      'auth_events',
      'login_nonces',
      'verification_codes',
      'sessions',
      'kitchen_members',
      'kitchens',
      'users',
    ]) {
      await db.schema.dropTable(table).execute()
    }
  },
}
