import type { FastifyInstance } from 'fastify'
import type { FoodRecord, FoodRecordDetail } from '../../../types/records'
import type { RecipeSummary } from '../../../types/recipes'
import { planItemsOf } from '../stock/movements'
import { planStock } from '../stock/plan'
import type { RecordRow } from './repository'
import type { ItemRow, StockViewer, Viewer } from './scope'

function recordOf(
  row: RecordRow,
  dishes: readonly ItemRow[],
  recipes: ReadonlyMap<number, RecipeSummary>,
  viewer: Viewer,
): FoodRecord {
  return {
    id: row.id,
    status: row.status,
    meal: row.meal,
    eatAt: row.eat_at,
    note: row.note,
    items: dishes.flatMap((dish) => {
      const recipe = recipes.get(dish.recipe_id)
      return recipe ? [{ recipe, servings: dish.servings }] : []
    }),
    rating: row.rating,
    comment: row.comment,
    author: { id: row.user_id, nickname: row.nickname },
    mine: row.user_id === viewer.userId,
    stockTaken: row.stock_taken === 1,
    createdAt: row.created_at,
    cookedAt: row.cooked_at,
  }
}

/** Records as lists show them: each with its dishes' summaries and who wrote it. */
export async function foodRecords(
  app: FastifyInstance,
  viewer: Viewer,
  rows: readonly RecordRow[],
): Promise<FoodRecord[]> {
  return recordsOf(app, viewer, rows, await app.repos.orders.items(rows.map((row) => row.id)))
}

function recordsOf(
  app: FastifyInstance,
  viewer: Viewer,
  rows: readonly RecordRow[],
  items: readonly ItemRow[],
): FoodRecord[] {
  const recipes = new Map(
    app.repos.recipes.summaries([...new Set(items.map((i) => i.recipe_id))]).map((s) => [s.id, s]),
  )
  return rows.map((row) =>
    recordOf(
      row,
      items.filter((item) => item.order_id === row.id),
      recipes,
      viewer,
    ),
  )
}

/**
 * One record in full: a planned one with what cooking it would take from the viewer's kitchen
 * now (its dishes' ingredients scaled to their servings), a cooked one with what it took.
 */
export async function foodRecordDetail(
  app: FastifyInstance,
  viewer: StockViewer,
  row: RecordRow,
): Promise<FoodRecordDetail> {
  const { orders, stock } = app.repos
  const dishes = await orders.items([row.id])
  const [record] = recordsOf(app, viewer, [row], dishes) as [FoodRecord]
  const kitchenId = viewer.kitchenId
  let stockPlan: FoodRecordDetail['stockPlan'] = []
  let taken: FoodRecordDetail['taken'] = []
  if (kitchenId !== null && row.status === 'planned') {
    const items = planItemsOf(await stock.all(kitchenId, viewer.stockVersion))
    stockPlan = planStock(orders.needLines(dishes), items).lines
  } else if (kitchenId !== null && row.status === 'cooked') {
    taken = await orders.taken(row.id, kitchenId)
  }
  return { ...record, stockPlan, taken }
}
