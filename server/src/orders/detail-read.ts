import { compiledQuery } from '../db/compiled-query'
import type { Db } from '../db/open-database'
import { visibleTo, type ItemRow, type RecordRow, type Viewer } from './scope'

/** A record in full as one read brings it: the record with its author, and its dishes in order. */
export interface RecordWithDishes {
  row: RecordRow
  dishes: ItemRow[]
}

/**
 * A record's detail, the read behind every record opened, in one statement: the record and
 * its author joined to its dishes, one row a dish (issue [10]: at most 2 round trips for a
 * logged-in read on PostgreSQL, the session's being the other). A plain join rather than a JSON
 * aggregate: the same SQL on both databases, and a record has a few dishes, so repeating its
 * columns on each row costs less than building and parsing JSON. Compiled once per visibility
 * shape (compiled-query.ts).
 */
export function recordDetailReader(db: Db) {
  const joined = () =>
    db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.user_id')
      .leftJoin('order_items', 'order_items.order_id', 'orders.id')
      .selectAll('orders')
      .select([
        'users.nickname',
        'order_items.recipe_id as dish_recipe_id',
        'order_items.servings as dish_servings',
        'order_items.dish_json as dish_json',
      ])
      .orderBy('order_items.position')
  const inKitchen = compiledQuery(db, 2, (id: number, kitchenId: number) =>
    joined()
      .where('orders.id', '=', id)
      .where(visibleTo({ userId: 0, kitchenId })),
  )
  const ownOnly = compiledQuery(db, 2, (id: number, userId: number) =>
    joined()
      .where('orders.id', '=', id)
      .where(visibleTo({ userId, kitchenId: null })),
  )

  return async (viewer: Viewer, id: number): Promise<RecordWithDishes | undefined> => {
    const rows = await (viewer.kitchenId === null
      ? ownOnly(id, viewer.userId)
      : inKitchen(id, viewer.kitchenId))
    const first = rows[0]
    if (!first) return undefined
    const { dish_recipe_id: _recipe, dish_servings: _servings, dish_json: _json, ...row } = first
    const dishes: ItemRow[] = []
    for (const dish of rows) {
      if (dish.dish_recipe_id === null || dish.dish_servings === null) continue // no dishes
      dishes.push({
        order_id: row.id,
        recipe_id: dish.dish_recipe_id,
        servings: dish.dish_servings,
        dish_json: dish.dish_json,
      })
    }
    return { row, dishes }
  }
}
