import type { CompiledQuery, Kysely } from 'kysely'
import type { Database } from './schema'

/**
 * Values per statement: under SQLite's limit of 32,766 and PostgreSQL's 65,535 (a statement
 * over either fails).
 */
export const MAX_PARAMETERS = 30_000

type Value = string | number | Uint8Array | null

/**
 * Inserts rows of values (in `columns` order) into `table`, as many per statement as the
 * parameter limit allows: a statement per row cost the import most of its time. Each statement
 * shape is built and compiled by Kysely once (for the database's own dialect) and then only
 * bound, since compiling 30,000 values took as long as running them.
 */
export function bulkInserter<T extends keyof Database & string>(
  table: T,
  columns: readonly (keyof Database[T] & string)[],
  returning: readonly (keyof Database[T] & string)[] = [],
) {
  const perStatement = Math.floor(MAX_PARAMETERS / columns.length)
  const shapes = new Map<number, CompiledQuery>()
  const blank = Object.fromEntries(columns.map((column) => [column, null]))

  function shape(via: Kysely<Database>, rows: number): CompiledQuery {
    let compiled = shapes.get(rows)
    if (!compiled) {
      // Typed loosely: the values are nulls standing for the parameters bound below.
      const loose = via as unknown as Kysely<Record<string, Record<string, unknown>>>
      const insert = loose.insertInto(table).values(Array<typeof blank>(rows).fill(blank))
      compiled = returning.length > 0 ? insert.returning(returning).compile() : insert.compile()
      shapes.set(rows, compiled)
    }
    return compiled
  }

  /** Inserts the rows; with `returning`, answers those columns of every row inserted. */
  return async (via: Kysely<Database>, rows: readonly Value[][]) => {
    const inserted: Record<string, unknown>[] = []
    for (let start = 0; start < rows.length; start += perStatement) {
      const chunk = rows.slice(start, start + perStatement)
      const compiled = shape(via, chunk.length)
      const result = await via.executeQuery({ ...compiled, parameters: chunk.flat() })
      for (const row of result.rows) inserted.push(row as Record<string, unknown>)
    }
    return inserted
  }
}
