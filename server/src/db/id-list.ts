import { sql, type Expression, type SqlBool } from 'kysely'
import { dialectOf } from './dialect'
import type { Db } from './open-database'

/**
 * `column in (…ids)` with the ids as ONE parameter, so a query of any number of ids has one
 * shape, built and compiled once (compiledQuery): Kysely building and compiling an `in` list
 * afresh cost ~20 µs a call, more than SQLite reading the rows, on the hot path that fills the
 * summary rows. SQLite reads the ids from a JSON array (json_each), PostgreSQL from an array
 * (`= any`); `value` turns the ids into what the database's own form expects.
 */
export function idList(db: Db) {
  const pg = dialectOf(db) === 'postgres'
  return {
    where(column: string, ids: unknown): Expression<SqlBool> {
      return pg
        ? sql<SqlBool>`${sql.ref(column)} = any(${ids})`
        : sql<SqlBool>`${sql.ref(column)} in (select value from json_each(${ids}))`
    },
    value(ids: readonly number[]): unknown {
      return pg ? ids : JSON.stringify(ids)
    },
  }
}
