import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import { Migrator, type MigrationResultSet } from 'kysely/migration'
import { migrations } from './migrations'
import type { Database } from './schema'

export type Db = Kysely<Database>

/**
 * Opens the SQLite file (creating its folder) with the settings a web server needs: WAL so
 * readers do not block the writer, foreign keys enforced, and a busy timeout so a second process
 * (the release CLI) waits for the lock instead of failing at once.
 */
export function openDatabase(file: string): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
}

/** Brings the schema up to date; throws the first failure with the migration's name. */
export async function migrateToLatest(db: Db): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  })
  const result = await migrator.migrateToLatest()
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')
    const name = failed ? ` (${failed.migrationName})` : ''
    throw new Error(`database migration failed${name}: ${String(result.error)}`, {
      cause: result.error,
    })
  }
  return result
}
