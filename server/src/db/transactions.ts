import type { SelectQueryBuilder, Transaction } from 'kysely'
import { dialectOf } from './dialect'
import { isRetryable } from './errors'
import type { Db } from './open-database'
import type { Database } from './schema'

const ATTEMPTS = 5

/**
 * Runs `work` in a transaction; when PostgreSQL aborts it for a serialization failure or a
 * deadlock, runs it again from the start (a few times, after a short random pause so the two
 * sides do not meet again). `work` must therefore do nothing outside the database that cannot be
 * repeated. On SQLite the first attempt is the only one.
 */
export async function inTransaction<T>(
  db: Db,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work)
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryable(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt))
    }
  }
}

/**
 * Locks the rows a query reads until the transaction ends, on PostgreSQL, so a read-then-write on
 * them is one step: `for no key update`, the lock an UPDATE of non-key columns takes. It waits for
 * other such lockers and writers, not for rows elsewhere that merely reference these (a foreign
 * key's `key share`), which `for update` would also wait for and deadlock with. SQLite has no
 * such clause (a syntax error there) and needs none: the server runs its transactions one at a
 * time on its one connection.
 */
export function forUpdate<DB, TB extends keyof DB, O>(
  trx: Transaction<Database>,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return dialectOf(trx) === 'postgres' ? query.forNoKeyUpdate() : query
}
