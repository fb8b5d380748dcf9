import type { ExpressionBuilder, Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** Who asks for a dish: a signed-in user's id, or null for anyone (catalogue dishes only). */
export type RecipeViewer = number | null

/** What a row needs for the visibility rule (migration 020's columns). */
export interface OwnedRow {
  owner_id: number | null
  visibility: string | null
  deleted_at: number | null
}

/**
 * The visibility rule as SQL (SPEC §8.1): a catalogue dish for everyone; an own recipe, not
 * deleted, for its owner and, when shared with the kitchen, for whoever is now in the owner's
 * kitchen (the owner's membership as it is now, so a recipe follows its owner between kitchens).
 */
export function visibleRecipe(viewer: RecipeViewer) {
  return (eb: ExpressionBuilder<Database, 'recipes'>) => {
    if (viewer === null) return eb('recipes.owner_id', 'is', null)
    return eb.or([
      eb('recipes.owner_id', 'is', null),
      eb.and([
        eb('recipes.deleted_at', 'is', null),
        eb.or([
          eb('recipes.owner_id', '=', viewer),
          eb.and([
            eb('recipes.visibility', '=', 'kitchen'),
            eb(
              'recipes.owner_id',
              'in',
              eb
                .selectFrom('kitchen_members as mate')
                .select('mate.user_id')
                .where(
                  'mate.kitchen_id',
                  'in',
                  eb
                    .selectFrom('kitchen_members as me')
                    .select('me.kitchen_id')
                    .where('me.user_id', '=', viewer),
                ),
            ),
          ]),
        ]),
      ]),
    ])
  }
}

/** The ids of the users in the viewer's kitchen (the viewer among them). */
async function kitchenMates(db: Kysely<Database>, viewer: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('kitchen_members as mate')
    .select('mate.user_id')
    .where(
      'mate.kitchen_id',
      'in',
      db
        .selectFrom('kitchen_members as me')
        .select('me.kitchen_id')
        .where('me.user_id', '=', viewer),
    )
    .execute()
  return new Set(rows.map((row) => Number(row.user_id)))
}

/**
 * The rows the viewer may see, in their order: the same rule as visibleRecipe, applied to rows
 * already read (kept summaries). Catalogue rows cost nothing; the kitchen is read only when
 * another member's shared recipe is among them.
 */
export async function visibleRows<T extends OwnedRow>(
  db: Kysely<Database>,
  rows: readonly T[],
  viewer: RecipeViewer,
): Promise<T[]> {
  if (rows.every((row) => row.owner_id === null)) return [...rows]
  let mates: Set<number> | undefined
  const seen: T[] = []
  for (const row of rows) {
    if (row.owner_id === null) seen.push(row)
    else if (viewer === null || row.deleted_at !== null) continue
    else if (row.owner_id === viewer) seen.push(row)
    else if (row.visibility === 'kitchen') {
      mates ??= await kitchenMates(db, viewer)
      if (mates.has(row.owner_id)) seen.push(row)
    }
  }
  return seen
}
