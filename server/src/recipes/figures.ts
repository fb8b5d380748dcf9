import { sql, type Transaction } from 'kysely'
import { catalogueClock } from '../db/catalogue-clock'
import type { Db } from '../db/open-database'
import type { Database } from '../db/schema'
import { forUpdate, inTransaction } from '../db/transactions'

/**
 * A dish's figures that people move (the catalogue import never writes them):
 * - `favorite_count`: how many people keep it as a favourite;
 * - `rating`: the mean of the ratings of cooked food records holding it, to one decimal, 0 when
 *   none is rated;
 * - `popularity` (the "popular" order): favourites + cooked food records holding it, so a dish
 *   people keep and a dish people actually cook both rise.
 * They are counted again from the tables, not incremented, in the transaction of the write that
 * moves them: a retried or concurrent write can never make them drift. On PostgreSQL the dishes'
 * rows are locked first, by a statement of their own: a count that began before another
 * transaction's favourite committed would miss it (two favourites at once left the count at 1),
 * while one that starts after the lock is granted sees it.
 */
export async function refreshFigures(
  trx: Transaction<Database>,
  recipeIds: readonly number[],
): Promise<void> {
  if (recipeIds.length === 0) return
  const ids = [...recipeIds].sort((a, b) => a - b)
  await forUpdate(trx, trx.selectFrom('recipes').select('id').where('id', 'in', ids)).execute()
  await trx
    .updateTable('recipes')
    .set((eb) => {
      const favourites = eb
        .selectFrom('favorites')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('favorites.recipe_id', '=', 'recipes.id')
      const cookedWithIt = eb
        .selectFrom('orders')
        .where('orders.status', '=', 'cooked')
        .where(
          'orders.id',
          'in',
          eb
            .selectFrom('order_items')
            .select('order_items.order_id')
            .whereRef('order_items.recipe_id', '=', 'recipes.id'),
        )
      const cooked = cookedWithIt.select(eb.fn.countAll<number>().as('n'))
      const mean = cookedWithIt
        .where('orders.rating', 'is not', null)
        .select(sql<number>`round(avg(orders.rating), 1)`.as('mean'))
      return {
        favorite_count: favourites,
        rating: eb.fn.coalesce(mean, sql<number>`0`),
        popularity: sql<number>`(${favourites}) + (${cooked})`,
      }
    })
    .where('id', 'in', recipeIds)
    .execute()
}

/**
 * The one way to write something that moves dish figures: `work` runs in a transaction and
 * names the dishes it touched; their figures are counted again and the figures version
 * (migration 014) raised in the same transaction, so every instance reads the new figures at
 * its next check (db/catalogue-clock.ts): a logged-in caller's next request on any instance, anyone
 * else's within a second, and this instance's next request at once.
 */
export async function figuresTransaction<T>(
  db: Db,
  work: (trx: Transaction<Database>, touched: Set<number>) => Promise<T>,
): Promise<T> {
  const touched = new Set<number>()
  const result = await inTransaction(db, async (trx) => {
    // A retried attempt names its dishes afresh.
    touched.clear()
    const done = await work(trx, touched)
    if (touched.size > 0) {
      await refreshFigures(trx, [...touched])
      await trx
        .updateTable('figures_state')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('id', '=', 1)
        .execute()
    }
    return done
  })
  if (touched.size > 0) catalogueClock(db).changed()
  return result
}
