import { sql } from 'kysely'
import type { HotSearch } from '../../../types/recipes'
import type { Db } from '../db/open-database'

/** Hot searches look this far back; older counts are deleted. */
const HOT_DAYS = 30
const DAY_MS = 86_400_000
/** Searches are written at most this long after they are answered, together. */
export const COUNTS_FLUSH_MS = 200
/** Rows per insert (three values each, under every database's parameter limit). */
const ROWS_PER_INSERT = 1000
/** Searches this process has written today, remembered so a repeat writes nothing. */
const MAX_REMEMBERED = 50_000

let lastDay = { number: NaN, text: '' }

/** The UTC day of a time, YYYY-MM-DD (every search asks it: the last day is remembered). */
export function dayOf(ms: number): string {
  const number = Math.floor(ms / DAY_MS)
  if (number !== lastDay.number) lastDay = { number, text: new Date(ms).toISOString().slice(0, 10) }
  return lastDay.text
}

interface Count {
  term: string
  day: string
  who: string
}

/**
 * Hot-search counts (search_daily, migration 008: one row per term, day and searcher), written
 * to the database within COUNTS_FLUSH_MS of the search, the searches of that moment in one
 * statement: every instance counts into the same rows and shows the same list, a person's
 * repeats add nothing, and a search never waits for a write (one insert per search measured
 * 130 µs a call, most of a search, when each came from another address). At most the last
 * 200 ms of counts are lost if the process is killed; closing writes them. This process also
 * remembers what it wrote today, so a repeat costs no write: that memory only ever skips an
 * insert that would change nothing, so it needs no invalidation.
 */
export function createSearchCounts(db: Db) {
  const pending = new Map<string, Count>()
  let written = new Set<string>()
  let writtenDay = ''
  let timer: NodeJS.Timeout | undefined
  let writing: Promise<void> = Promise.resolve()

  async function write(counts: Count[], today: string): Promise<void> {
    if (today !== writtenDay) {
      // Once a day per process (and at its first write): old counts go.
      written = new Set()
      writtenDay = today
      const before = dayOf(Date.parse(today) - HOT_DAYS * DAY_MS)
      await db.deleteFrom('search_daily').where('day', '<', before).execute()
    }
    for (let start = 0; start < counts.length; start += ROWS_PER_INSERT) {
      await db
        .insertInto('search_daily')
        .values(counts.slice(start, start + ROWS_PER_INSERT))
        .onConflict((oc) => oc.columns(['term', 'day', 'who']).doNothing())
        .execute()
    }
    if (written.size + counts.length > MAX_REMEMBERED) written.clear()
    for (const c of counts) if (c.day === writtenDay) written.add(`${c.term}\t${c.who}`)
  }

  /** Writes what is pending (one write at a time; a failed one is tried again next time). */
  function flush(): Promise<void> {
    writing = writing
      .catch(() => undefined)
      .then(async () => {
        if (pending.size === 0) return
        const counts = [...pending.values()]
        pending.clear()
        try {
          await write(counts, dayOf(Date.now()))
        } catch (error) {
          for (const c of counts) pending.set(`${c.term}\t${c.day}\t${c.who}`, c)
          throw error
        }
      })
    return writing
  }

  function flushSoon(): void {
    timer ??= setTimeout(() => {
      timer = undefined
      // Counting searches must never take the server down: kept for the next try.
      flush().catch(() => undefined)
    }, COUNTS_FLUSH_MS).unref()
  }

  return {
    /** One search of `term` by `who`, counted once per day. */
    record(term: string, who: string): void {
      const day = dayOf(Date.now())
      if (day === writtenDay && written.has(`${term}\t${who}`)) return
      pending.set(`${term}\t${day}\t${who}`, { term, day, who })
      flushSoon()
    },

    /** The hot list from the database, this process's pending counts written first. */
    async hot(limit: number, people: number): Promise<HotSearch[]> {
      await flush().catch(() => undefined)
      const since = dayOf(Date.now() - HOT_DAYS * DAY_MS)
      const rows = await db
        .selectFrom('search_daily')
        .select(['term', (eb) => eb.fn.countAll<number>().as('count')])
        .where('day', '>=', since)
        .groupBy('term')
        .having(sql<number>`count(distinct who)`, '>=', people)
        .orderBy('count', 'desc')
        .orderBy('term')
        .limit(limit)
        .execute()
      return rows.map((row) => ({ term: row.term, count: Number(row.count) }))
    },

    flush,

    /** Writes what is pending and stops the timer (the app is closing). */
    async close(): Promise<void> {
      if (timer) clearTimeout(timer)
      timer = undefined
      await flush().catch(() => undefined)
    },
  }
}
