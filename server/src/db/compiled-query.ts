import type { CompiledQuery, Compilable } from 'kysely'
import type { Db } from './open-database'

/** Stands for the i-th argument while the query is built and compiled. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A query of one fixed shape, built and compiled by Kysely once; a call only binds its values
 * and runs it. Building a query's operation tree and compiling it to SQL cost about 20 µs a
 * time, several times what SQLite needs for a small indexed read (about 3 µs), on paths every
 * logged-in call takes (its session, its kitchen). Kysely compiles for the database's own
 * dialect, so this stays as portable as the builder it wraps.
 *
 * `build` receives stand-ins, not values: it must pass each argument to Kysely as a value
 * (`where`, `values`, `set`) and never look at it itself. Every argument has to reach the
 * query's parameters, which is checked once, when the query is made.
 */
export function compiledQuery<Args extends unknown[], Row>(
  db: Db,
  arity: Args['length'],
  build: (...args: Args) => Compilable<Row>,
): (...args: Args) => Promise<Row[]> {
  const slots = Array.from({ length: arity }, (_, i) => new Slot(i))
  const compiled: CompiledQuery<Row> = build(...(slots as unknown as Args)).compile()
  const bound = compiled.parameters.map((p) => (p instanceof Slot ? p.index : -1))
  for (const slot of slots) {
    if (!bound.includes(slot.index)) {
      throw new Error(`compiledQuery: argument ${slot.index} is not a parameter of ${compiled.sql}`)
    }
  }
  const constants = compiled.parameters
  return async (...args: Args) => {
    const parameters = bound.map((index, i) => (index < 0 ? constants[i] : args[index]))
    const result = await db.executeQuery<Row>({ ...compiled, parameters })
    return result.rows
  }
}
