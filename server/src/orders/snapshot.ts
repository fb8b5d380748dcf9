import type { Transaction } from 'kysely'
import type { Database } from '../db/schema'
import { toSummary } from '../recipes/summary'
import type { ItemRow, Viewer } from './scope'

/**
 * What a record keeps of an own recipe it names (order_items.dish_json, migration 020): its
 * summary as it was when the record was made, who wrote it and who could see it. An own recipe
 * may be edited or deleted later; the record still shows what was cooked. Catalogue dishes need
 * none (nobody edits them; an import keeps their ids).
 */
interface Snapshot {
  summary: string
  ownerId: number
  visibility: string | null
}

/** The snapshots of the own recipes among these dishes, by recipe id. */
export async function snapshotsOf(
  trx: Transaction<Database>,
  recipeIds: readonly number[],
): Promise<Map<number, string>> {
  if (recipeIds.length === 0) return new Map()
  const rows = await trx
    .selectFrom('recipes')
    .select([
      'id',
      'title',
      'title_hant',
      'cover',
      'category_id',
      'difficulty',
      'total_minutes',
      'rating',
      'favorite_count',
      'owner_id',
      'visibility',
    ])
    .where('id', 'in', [...recipeIds])
    .where('owner_id', 'is not', null)
    .execute()
  return new Map(
    rows.map((row) => {
      const snapshot: Snapshot = {
        summary: JSON.stringify(toSummary(row)),
        ownerId: Number(row.owner_id),
        visibility: row.visibility,
      }
      return [row.id, JSON.stringify(snapshot)]
    }),
  )
}

/**
 * The summary text a record shows for one of its dishes: the kept snapshot of an own recipe
 * (to its author, and to the kitchen when it was shared with the kitchen), else the dish's
 * summary now; undefined leaves the dish out.
 */
export function dishSummary(
  dish: ItemRow,
  summaries: ReadonlyMap<number, string>,
  viewer: Viewer,
): string | undefined {
  if (dish.dish_json === null || dish.dish_json === undefined) return summaries.get(dish.recipe_id)
  const snapshot = JSON.parse(dish.dish_json) as Snapshot
  const seen = snapshot.ownerId === viewer.userId || snapshot.visibility === 'kitchen'
  return seen ? snapshot.summary : undefined
}
