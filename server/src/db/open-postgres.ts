import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { Database } from './schema'

// int8 (ids, millisecond times, count()) and numeric arrive as strings from `pg` by default,
// since they can exceed 2^53; ours never do (ms times reach 2^53 in the year 287,396), and the
// code shared with SQLite expects numbers.
const NUMBER_TYPES = new Set<number>([pg.types.builtins.INT8, pg.types.builtins.NUMERIC])

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (NUMBER_TYPES.has(oid) && format !== 'binary') return (value: string) => Number(value)
    return pg.types.getTypeParser(oid, format)
  },
} as pg.CustomTypesConfig

/**
 * A pool of connections to the PostgreSQL database a DATABASE_URL names, as a Kysely instance.
 * The parsers are the pool's own, not pg's global ones, so nothing else in the process changes.
 */
export function openPostgres(url: string): Kysely<Database> {
  // allowExitOnIdle: a CLI (seed, release) ends once its work is done, as it does on SQLite.
  const pool = new pg.Pool({
    connectionString: url,
    types,
    application_name: 'sichu',
    allowExitOnIdle: true,
  })
  // A connection the server drops (a restart, a failover) emits 'error' on the pool when idle and
  // on its client when checked out between two queries; unheard, either would end the process.
  // pg takes such a connection out of the pool; the query that needed it fails where awaited.
  pool.on('error', () => undefined)
  pool.on('connect', (client) => client.on('error', () => undefined))
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
}
