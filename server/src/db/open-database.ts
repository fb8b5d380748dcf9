import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import { Migrator, type MigrationResultSet } from 'kysely/migration'
import { isPostgresUrl } from './dialect'
import { migrations } from './migrations'
import { openPostgres } from './open-postgres'
import type { Database } from './schema'

export type Db = Kysely<Database>

// The better-sqlite3 handle under each Kysely instance. The server's code goes through Kysely on
// both databases; SQLite-only tests and tools may still reach the file through it.
const handles = new WeakMap<Db, SQLite.Database>()

/** The SQLite connection a Kysely instance from openDatabase runs on (none on PostgreSQL). */
export function sqliteOf(db: Db): SQLite.Database {
  const handle = handles.get(db)
  if (!handle) throw new Error('not a database opened by openDatabase')
  return handle
}

/** Prepared statements kept per connection, by SQL text (Kysely's queries have few shapes). */
const MAX_STATEMENTS = 1000

/**
 * The connection as Kysely's dialect sees it, preparing each distinct SQL text once. Kysely
 * prepares every query anew: for a food record's detail (about ten small queries) preparing was
 * a quarter of the server's CPU. Kysely runs one query at a time on the connection, so a
 * statement is never in use twice; SQLite prepares a cached one again itself after a schema
 * change.
 */
function cachedStatements(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>()
  return {
    prepare(sql: string): SQLite.Statement {
      let statement = statements.get(sql)
      if (!statement) {
        statement = sqlite.prepare(sql)
        if (statements.size >= MAX_STATEMENTS) statements.clear()
        statements.set(sql, statement)
      }
      return statement
    },
    close(): void {
      statements.clear()
      sqlite.close()
    },
  }
}

/**
 * Opens the database a location names: a DATABASE_URL (postgres:// or postgresql://) opens a
 * pool on PostgreSQL, anything else is the SQLite file.
 */
export function openDatabase(location: string): Db {
  if (!isPostgresUrl(location)) return openSqlite(location)
  return openPostgres(location)
}

/**
 * Opens the SQLite file (creating its folder) with the settings a web server needs: WAL so
 * readers do not block the writer, foreign keys enforced, and a busy timeout so a second process
 * (the release CLI) waits for the lock instead of failing at once.
 */
function openSqlite(file: string): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  // WAL's own durability level: a commit is not flushed to disk on its own (a checkpoint
  // flushes), so a write costs about 70 µs instead of about 3.4 ms of fsync that blocked the
  // event loop; measured here, where every rate-limited call (the stock, plan and record reads
  // included) writes its counter. The database stays consistent after any crash; after a power
  // loss or an OS crash the last commits before it may be rolled back, never after a crash of
  // the server itself.
  sqlite.pragma('synchronous = NORMAL')
  // 64 MiB of page cache instead of SQLite's 2 MiB: the catalogue's hot pages (recipe rows,
  // search blocks) stay in memory; measured 2-3x faster random row reads at 100,000 recipes.
  sqlite.pragma('cache_size = -65536')
  // Reads through a memory map instead of a read() call per page: a dish page reads three
  // B-trees at random places of a 300 MB file at 100,000 recipes; measured 25 % faster. Only
  // address space: the OS shares these pages with its file cache.
  sqlite.pragma('mmap_size = 1073741824')
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: cachedStatements(sqlite) }),
  })
  handles.set(db, sqlite)
  return db
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
