import { DEFAULT_TIME_ZONE } from '../../../types/kitchen'
import type { Db } from '../db/open-database'
import { addDays, dayIn, daysBetween } from '../lib/kitchen-day'

interface Scope {
  userId: number
  kitchenId: number | null
  now: number
}

/** No zone is further than this from UTC (Kiribati +14): a margin for day windows in UTC. */
const ZONE_MARGIN_MS = 15 * 3_600_000
/** Records read per query while walking back through a streak. */
const BATCH = 500

async function zoneOf(db: Db, kitchenId: number | null): Promise<string> {
  if (kitchenId === null) return DEFAULT_TIME_ZONE
  const row = await db
    .selectFrom('kitchens')
    .select('time_zone')
    .where('id', '=', kitchenId)
    .executeTakeFirst()
  return row?.time_zone ?? DEFAULT_TIME_ZONE
}

function iso(ms: number): string {
  return new Date(ms).toISOString()
}

/** The caller's cooked records, by when they were eaten. */
function cooked(db: Db, userId: number) {
  return db.selectFrom('orders').where('user_id', '=', userId).where('status', '=', 'cooked')
}

/**
 * Days of the kitchen's current month, up to today, on which the caller ate something they
 * cooked (a record's `eatAt`, read in the kitchen's time zone).
 */
export async function cookedDaysThisMonth(db: Db, scope: Scope): Promise<number> {
  const zone = await zoneOf(db, scope.kitchenId)
  const today = dayIn(zone, scope.now)
  const first = `${today.slice(0, 7)}-01`
  const rows = await cooked(db, scope.userId)
    .select('eat_at')
    .where('eat_at', '>=', iso(Date.parse(`${first}T00:00:00Z`) - ZONE_MARGIN_MS))
    .where('eat_at', '<', iso(Date.parse(`${addDays(today, 1)}T00:00:00Z`) + ZONE_MARGIN_MS))
    .execute()
  const days = new Set(
    rows
      .map((row) => dayIn(zone, Date.parse(row.eat_at)))
      .filter((day) => day >= first && day <= today),
  )
  return days.size
}

/**
 * Consecutive days with a cooked record, counted back from today. A day not over yet does not
 * break a streak: with nothing cooked today, the streak runs up to yesterday; it is 0 once
 * yesterday has nothing either. Reads back only as far as the streak goes.
 */
export async function streakDays(db: Db, scope: Scope, batch = BATCH): Promise<number> {
  const zone = await zoneOf(db, scope.kitchenId)
  const today = dayIn(zone, scope.now)
  let before = { eatAt: iso(Date.parse(`${addDays(today, 1)}T00:00:00Z`) + ZONE_MARGIN_MS), id: 0 }
  let last: string | null = null
  let streak = 0
  for (;;) {
    const rows = await cooked(db, scope.userId)
      .select(['id', 'eat_at'])
      .where((eb) =>
        before.id === 0
          ? eb('eat_at', '<', before.eatAt)
          : eb.or([
              eb('eat_at', '<', before.eatAt),
              eb.and([eb('eat_at', '=', before.eatAt), eb('id', '<', before.id)]),
            ]),
      )
      .orderBy('eat_at', 'desc')
      .orderBy('id', 'desc')
      .limit(batch)
      .execute()
    for (const row of rows) {
      const day = dayIn(zone, Date.parse(row.eat_at))
      if (day > today || day === last) continue
      if (last === null) {
        if (daysBetween(day, today) > 1) return 0
      } else if (day !== addDays(last, -1)) return streak
      streak += 1
      last = day
    }
    const end = rows.at(-1)
    if (!end || rows.length < batch) return streak
    before = { eatAt: end.eat_at, id: end.id }
  }
}
