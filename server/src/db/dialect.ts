import { PostgresAdapter, type Kysely } from 'kysely'

export type Dialect = 'sqlite' | 'postgres'

/**
 * The database a Kysely instance (or a transaction of it) runs on: the one way code that must
 * say something differently on each (a migration, a row lock, an error code) asks.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: migrations have none
export function dialectOf(db: Kysely<any>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'
}

/** A DATABASE_URL (postgres:// or postgresql://) rather than a SQLite file path. */
export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location)
}
