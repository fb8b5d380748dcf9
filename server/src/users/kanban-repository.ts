import type { SelectQueryBuilder } from 'kysely'
import type { Kanban } from '../../../types/auth'
import type { Db } from '../db/open-database'
import type { Database } from '../db/schema'
import { countStockAlerts } from '../stock/alerts'
import { cookedDaysThisMonth, streakDays } from '../orders/kanban-counters'

/** Whose figures: a person (favourites are personal) and their kitchen (records, stock). */
export interface KanbanScope {
  userId: number
  kitchenId: number | null
  /** The app clock's now, for "this month" and "expiring" figures. */
  now: number
}

export type KanbanCounter = (db: Db, scope: KanbanScope) => Promise<number>

/** The row count of a query, e.g. `countRows(db.selectFrom('favorites').where(...))`. */
export async function countRows<TB extends keyof Database>(
  query: SelectQueryBuilder<Database, TB, object>,
): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** The figures counted from tables; `toBuy` is computed from the plan (shopping/list.ts). */
export type CountedFigure = Exclude<keyof Kanban, 'toBuy'>

/** Which table answers which profile figure: one counter per figure. */
export const KANBAN_COUNTERS: Record<CountedFigure, KanbanCounter> = {
  stockAlerts: countStockAlerts,
  favorites: (db, s) => countRows(db.selectFrom('favorites').where('user_id', '=', s.userId)),
  records: (db, s) =>
    countRows(
      db.selectFrom('orders').where('user_id', '=', s.userId).where('status', '!=', 'cancelled'),
    ),
  planned: (db, s) =>
    countRows(
      db.selectFrom('orders').where('user_id', '=', s.userId).where('status', '=', 'planned'),
    ),
  cookedDaysThisMonth,
  streakDays,
}

export function createKanbanRepository(
  db: Db,
  counters: Partial<Record<CountedFigure, KanbanCounter>> = KANBAN_COUNTERS,
) {
  return {
    /** Every figure, exact, counted in parallel from the tables that exist. */
    async of(scope: KanbanScope): Promise<Omit<Kanban, 'toBuy'>> {
      const count = (figure: CountedFigure) => counters[figure]?.(db, scope) ?? Promise.resolve(0)
      const [favorites, records, cookedDaysThisMonth, streakDays, planned, stockAlerts] =
        await Promise.all([
          count('favorites'),
          count('records'),
          count('cookedDaysThisMonth'),
          count('streakDays'),
          count('planned'),
          count('stockAlerts'),
        ])
      return { favorites, records, cookedDaysThisMonth, streakDays, planned, stockAlerts }
    },
  }
}

export type KanbanRepository = ReturnType<typeof createKanbanRepository>
