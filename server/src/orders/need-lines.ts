import type { Transaction } from 'kysely'
import type { Db } from '../db/open-database'
import type { Database } from '../db/schema'
import type { NeedLine } from '../stock/plan'

/** An ingredient line at `factor` times its recipe's servings, as a stock plan reads it. */
export function needLine(
  row: { name: string; alias: string | null; quantity: number | null; unit: string | null },
  factor: number,
): NeedLine {
  return {
    name: row.name,
    alias: row.alias,
    quantity: row.quantity === null ? null : row.quantity * factor,
    unit: row.unit,
  }
}

/**
 * Every ingredient line of these dishes, each scaled to its servings, dish after dish in the
 * order given (the stock plan counts shared ingredients once, in that order).
 */
export async function needLines(
  db: Db | Transaction<Database>,
  dishes: readonly { recipe_id: number; servings: number }[],
): Promise<NeedLine[]> {
  if (dishes.length === 0) return []
  const rows = await db
    .selectFrom('recipe_ingredients')
    .innerJoin('recipes', 'recipes.id', 'recipe_ingredients.recipe_id')
    .select([
      'recipe_ingredients.recipe_id',
      'recipe_ingredients.name',
      'recipe_ingredients.alias',
      'recipe_ingredients.quantity',
      'recipe_ingredients.unit',
      'recipes.servings as base',
    ])
    .where('recipe_ingredients.recipe_id', 'in', [...new Set(dishes.map((d) => d.recipe_id))])
    .orderBy('recipe_ingredients.recipe_id')
    .orderBy('recipe_ingredients.position')
    .execute()
  const byRecipe = new Map<number, typeof rows>()
  for (const row of rows) {
    const list = byRecipe.get(row.recipe_id)
    if (list) list.push(row)
    else byRecipe.set(row.recipe_id, [row])
  }
  return dishes.flatMap((dish) =>
    (byRecipe.get(dish.recipe_id) ?? []).map((row) => needLine(row, dish.servings / row.base)),
  )
}
