import { compiledQuery } from './compiled-query'
import type { Db } from './open-database'

/**
 * How old the versions an anonymous request relies on may be: everyone sees a change made by
 * another instance within a second (SPEC §7), with time to spare for the read itself.
 */
export const POLL_MS = 500

/**
 * How fresh the versions must be for a request: `false` (anonymous) a read under POLL_MS old;
 * `true` a read made now; a number (a logged-in request: when its session read, which reads
 * the versions in the same statement, began) a read begun at or after that time.
 */
export type Freshness = boolean | number

/** The start of a read of the versions, to hand to `observe` with what it found. */
export interface VersionRead {
  started: number
  changes: number
}

/**
 * The two counters every kept copy of catalogue data is checked against (SPEC §7):
 * `catalogue_state.version`, raised by an import, and `figures_state.version`, raised by every
 * write that moves a dish's rating, favourite count or popularity (migration 014). Read in one
 * statement: on each request of a logged-in caller (their own last write is then always seen,
 * whichever instance made it), at most every POLL_MS for anyone else, and at once after a
 * change made by this process.
 */
function createCatalogueClock(db: Db) {
  const read = compiledQuery(db, 0, () =>
    db.selectNoFrom((eb) => [
      eb.selectFrom('catalogue_state').select('version').where('id', '=', 1).as('catalogue'),
      eb.selectFrom('figures_state').select('version').where('id', '=', 1).as('figures'),
    ]),
  )
  let catalogue = -1
  let figures = -1
  let readAt = -Infinity
  let polling: Promise<void> | undefined
  /** Changes made by this process: a read started before the last one does not vouch for it. */
  let changes = 0

  function begin(): VersionRead {
    return { started: Date.now(), changes }
  }

  function observe(at: VersionRead, found: { catalogue: unknown; figures: unknown }): void {
    // Both only grow: a slower read that started earlier never takes a version back.
    catalogue = Math.max(catalogue, Number(found.catalogue ?? 0))
    figures = Math.max(figures, Number(found.figures ?? 0))
    if (at.changes === changes) readAt = Math.max(readAt, at.started)
  }

  async function readNow(): Promise<void> {
    const at = begin()
    const [row] = await read()
    observe(at, { catalogue: row?.catalogue, figures: row?.figures })
  }

  return {
    /** The catalogue version last read (an import raises it). */
    get catalogue(): number {
      return catalogue
    },
    /** The figures version last read (a favourite, a rating, a cooked record raise it). */
    get figures(): number {
      return figures
    },

    begin,
    /**
     * Versions another statement read alongside its own (the session read: a logged-in
     * request then needs no read of its own), begun at `at` (`begin()`).
     */
    observe,

    /**
     * Brings both versions up to date before a request reads kept data, as fresh as `fresh`
     * asks (Freshness); anonymous callers at the same moment share one read. Undefined when
     * nothing had to be read.
     */
    check(fresh: Freshness): Promise<void> | undefined {
      if (typeof fresh === 'number') return readAt >= fresh ? undefined : readNow()
      if (fresh) return readNow()
      if (Date.now() - readAt < POLL_MS) return undefined
      polling ??= readNow().finally(() => {
        polling = undefined
      })
      return polling
    },

    /** This process changed a version: the next check reads it, whoever asks. */
    changed(): void {
      changes++
      readAt = -Infinity
      polling = undefined
    },
  }
}

export type CatalogueClock = ReturnType<typeof createCatalogueClock>

const clocks = new WeakMap<Db, CatalogueClock>()

/** The one clock of a database handle, shared by the catalogue, search and stock repositories. */
export function catalogueClock(db: Db): CatalogueClock {
  let clock = clocks.get(db)
  if (!clock) {
    clock = createCatalogueClock(db)
    clocks.set(db, clock)
  }
  return clock
}

/**
 * A value made from the catalogue (category counts, list orders, the today-eat pool…) kept
 * until the catalogue version moves: `current()` hands out the same value until then, then a
 * new one from `make`. It compares the version the clock last read, so a request checks the
 * clock first (`check`).
 */
export function perCatalogueVersion<T>(db: Db, make: (version: number) => T) {
  const clock = catalogueClock(db)
  let madeFor = -1
  let value: T | undefined
  return {
    current(): T {
      const version = clock.catalogue
      if (value === undefined || version !== madeFor) {
        value = make(version)
        madeFor = version
      }
      return value
    },
    reset(): void {
      value = undefined
    },
  }
}

/**
 * The read kept under `key`, started once: requests arriving together share it (on a cold
 * start fifty of them would each read the whole catalogue), and a failed read is forgotten so
 * the next request tries again.
 */
export function keptRead<K, V>(reads: Map<K, Promise<V>>, key: K, read: () => Promise<V>) {
  let kept = reads.get(key)
  if (!kept) {
    kept = read()
    reads.set(key, kept)
    kept.catch(() => {
      if (reads.get(key) === kept) reads.delete(key)
    })
  }
  return kept
}
