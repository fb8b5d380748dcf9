import type { Database as Sqlite } from 'better-sqlite3'
import { importsInThisProcess } from './changes'

/** How often the database's catalogue version is read (imports by other processes). */
const CHECK_EVERY_MS = 1000

/**
 * The catalogue version as cheaply as possible: an import in this process is seen at once (a
 * counter in memory), one by another process (npm run seed beside a running server) within a
 * second. Caches of catalogue data compare it and start over when it moves.
 */
function watchCatalogueVersion(sqlite: Sqlite): (now: number) => number {
  const read = sqlite.prepare('select version from catalogue_state where id = 1').pluck()
  let version = -1
  let checkedAt = 0
  let importsSeen = -1
  return (now) => {
    if (now - checkedAt >= CHECK_EVERY_MS || importsSeen !== importsInThisProcess()) {
      checkedAt = now
      importsSeen = importsInThisProcess()
      version = read.get() as number
    }
    return version
  }
}

/**
 * A cache that starts over when the catalogue changes: `current()` hands out the same value
 * until the version moves (or `reset()` is called), then a new one from `make`.
 */
export function perCatalogueVersion<T>(sqlite: Sqlite, make: (version: number) => T) {
  const versionAt = watchCatalogueVersion(sqlite)
  let madeFor = -1
  let value: T | undefined
  return {
    /** `now` is Date.now(), passed by a caller that read it already (one clock read a call). */
    current(now = Date.now()): T {
      const version = versionAt(now)
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
