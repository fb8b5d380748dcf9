import type { FastifyInstance } from 'fastify'
import type { Locale } from '../../../types/api'
import type { StockPlanLine, StockTake } from '../../../types/kitchen'
import { nounIn } from '../i18n/catalogue/glossary'
import { summaryJsonIn } from '../recipes/summary-cache'
import { planItemsOf } from '../stock/movements'
import { planStock, type PlanItem } from '../stock/plan'
import type { RecordWithDishes } from './detail-read'
import type { RecordRow } from './scope'
import type { Freshness } from '../db/catalogue-clock'
import type { ItemRow, StockViewer, Viewer } from './scope'
import { dishSummary } from './snapshot'

/**
 * Records are written as JSON text (as the catalogue's answers are: lib/json-text.ts), each dish
 * with its summary's kept text: run through the response schema, the record's nullable fields
 * (rating, cookedAt, a plan line's need and have) each cost a validation per answer. The fields
 * come in the schema's order (FoodRecordSchema, then the detail's), as its serialiser wrote them.
 */
function recordJson(
  row: RecordRow,
  dishes: readonly ItemRow[],
  summaries: ReadonlyMap<number, string>,
  viewer: Viewer,
): string {
  const items: string[] = []
  for (const dish of dishes) {
    if (dish.order_id !== row.id) continue
    const recipe = dishSummary(dish, summaries, viewer)
    if (recipe !== undefined) items.push(`{"recipe":${recipe},"servings":${dish.servings}}`)
  }
  return (
    `{"id":${row.id},"status":"${row.status}","meal":"${row.meal}",` +
    `"eatAt":${JSON.stringify(row.eat_at)},"note":${JSON.stringify(row.note)},` +
    `"items":[${items.join(',')}],"rating":${row.rating === null ? 'null' : row.rating},` +
    `"comment":${JSON.stringify(row.comment)},` +
    `"author":{"id":${row.user_id},"nickname":${JSON.stringify(row.nickname)}},` +
    `"mine":${row.user_id === viewer.userId},"stockTaken":${row.stock_taken === 1},` +
    `"createdAt":${JSON.stringify(row.created_at)},"cookedAt":${JSON.stringify(row.cooked_at)}`
  )
}

/** The kept summary text of each dish these records name. */
async function summariesOf(
  app: FastifyInstance,
  dishes: readonly ItemRow[],
  fresh: Freshness,
  locale: Locale = 'zh-Hans',
): Promise<Map<number, string>> {
  const ids = [...new Set(dishes.map((dish) => dish.recipe_id))]
  const summaries = new Map<number, string>()
  for (const row of await app.repos.recipes.summaryRows(ids, fresh)) {
    summaries.set(row.id, summaryJsonIn(row, locale))
  }
  return summaries
}

/**
 * Plans kept per list of kitchen items (so per kitchen and stock version): a kitchen has a few
 * planned records at a time. With the stock repository's 1,000 kept kitchens and plans of 2-4 KB,
 * at most about 30 MB.
 */
const KEPT_PLANS = 8

/**
 * Plans written as text, per kitchen item list (the kitchen's kept rows at one stock version:
 * a new list comes with every stock write) and then per catalogue version and dishes. A plan is
 * a pure function of those three; making it again on every opening of a planned record was
 * about a fifth of the call. Only a copy: the version it is keyed by is read per call.
 */
const keptPlans = new WeakMap<readonly PlanItem[], Map<string, string>>()

async function stockPlanJson(
  app: FastifyInstance,
  items: readonly PlanItem[],
  dishes: readonly ItemRow[],
  locale: Locale = 'zh-Hans',
): Promise<string> {
  let key = `${locale}:${await app.repos.recipes.catalogueVersion()}`
  for (const dish of dishes) key += `,${dish.recipe_id}x${dish.servings}`
  let plans = keptPlans.get(items)
  let text = plans?.get(key)
  if (text !== undefined) return text
  // Plan lines are built field by field in their schema's order.
  const { lines } = planStock(await app.repos.orders.needLines(dishes), items)
  const hant = locale === 'zh-Hant' ? await hantNamesOf(app, dishes) : null
  text = JSON.stringify(
    lines.map((line) =>
      hant ? { ...line, name: hant.get(line.name) ?? line.name } : planLineIn(line, locale),
    ),
  )
  if (!plans) keptPlans.set(items, (plans = new Map()))
  if (plans.size >= KEPT_PLANS) plans.clear()
  plans.set(key, text)
  return text
}

/**
 * A plan line for an en/es/fr reader: the food named by the glossary, with its noun so the app
 * phrases the amounts ("Takes 2 eggs"); stock items keep the names their cooks gave them.
 */
function planLineIn(line: StockPlanLine, locale: Locale): StockPlanLine {
  const noun = nounIn(locale, line.name)
  return typeof noun === 'string' ? line : { ...line, name: noun.one, noun }
}

/** The Traditional name of each ingredient of these dishes (stored by the import, migration 021). */
async function hantNamesOf(app: FastifyInstance, dishes: readonly ItemRow[]) {
  const names = new Map<string, string>()
  for (const dish of dishes) {
    const needs = await app.repos.recipes.needsOf(dish.recipe_id)
    needs?.ingredients.forEach((row, i) => {
      const name = needs.hantNames?.[i]
      if (name) names.set(row.name, name)
    })
  }
  return names
}

/** Records as lists show them, as JSON texts: each with its dishes' summaries and its author. */
export async function foodRecordsJson(
  app: FastifyInstance,
  viewer: Viewer,
  rows: readonly RecordRow[],
  fresh: Freshness,
): Promise<string[]> {
  const dishes = await app.repos.orders.items(rows.map((row) => row.id))
  const summaries = await summariesOf(app, dishes, fresh, viewer.locale)
  return rows.map((row) => `${recordJson(row, dishes, summaries, viewer)}}`)
}

/**
 * One record in full, as JSON text: a planned one with what cooking it would take from the
 * viewer's kitchen now (its dishes' ingredients scaled to their servings), a cooked one with what
 * it took.
 */
export async function foodRecordDetailJson(
  app: FastifyInstance,
  viewer: StockViewer,
  { row, dishes }: RecordWithDishes,
  fresh: Freshness,
): Promise<string> {
  const { orders, stock } = app.repos
  const record = recordJson(
    row,
    dishes,
    await summariesOf(app, dishes, fresh, viewer.locale),
    viewer,
  )
  const kitchenId = viewer.kitchenId
  let stockPlan = '[]'
  let taken: StockTake[] = []
  if (kitchenId !== null && row.status === 'planned') {
    const items = planItemsOf(await stock.all(kitchenId, viewer.stockVersion))
    stockPlan = await stockPlanJson(app, items, dishes, viewer.locale)
  } else if (kitchenId !== null && row.status === 'cooked') {
    taken = await orders.taken(row.id, kitchenId)
  }
  // Takes are built field by field in their schema's order.
  return `${record},"stockPlan":${stockPlan},"taken":${JSON.stringify(taken)}}`
}
