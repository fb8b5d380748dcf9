import { sql } from 'kysely'
import type { HotSearch } from '../../../types/recipes'
import type { Db } from '../db/open-database'

/** Hot searches look this far back; older counts are deleted. */
const HOT_DAYS = 30
const DAY_MS = 86_400_000
/** Searches this process has written today, remembered so a repeat writes nothing. */
const MAX_REMEMBERED = 50_000

let lastDay = { number: NaN, text: '' }

/** The UTC day of a time, YYYY-MM-DD (every search asks it: the last day is remembered). */
export function dayOf(ms: number): string {
  const number = Math.floor(ms / DAY_MS)
  if (number !== lastDay.number) lastDay = { number, text: new Date(ms).toISOString().slice(0, 10) }
  return lastDay.text
}

/**
 * Hot-search counts, written to the database as searches happen (one row per term, day and
 * searcher: search_daily, migration 008), so every instance counts and shows the same list at
 * once. A person's repeat of a search the same day adds nothing; this process remembers what it
 * wrote today so a repeat costs no write. That memory only ever skips a write that would change
 * nothing, so it needs no invalidation.
 */
export function createSearchCounts(db: Db) {
  let written = new Set<string>()
  let writtenDay = ''

  async function forgetOldDays(today: string): Promise<void> {
    const before = dayOf(Date.parse(today) - HOT_DAYS * DAY_MS)
    await db.deleteFrom('search_daily').where('day', '<', before).execute()
  }

  return {
    async record(term: string, who: string): Promise<void> {
      const day = dayOf(Date.now())
      if (day !== writtenDay) {
        // Once a day per process (and at its first search): old counts go.
        written = new Set()
        writtenDay = day
        await forgetOldDays(day)
      }
      const key = `${term}\t${who}`
      if (written.has(key)) return
      await db
        .insertInto('search_daily')
        .values({ term, day, who })
        .onConflict((oc) => oc.columns(['term', 'day', 'who']).doNothing())
        .execute()
      if (written.size >= MAX_REMEMBERED) written.clear()
      written.add(key)
    },

    async hot(limit: number, people: number): Promise<HotSearch[]> {
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
  }
}
