import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { roundAmount } from '../../../types/amounts'
import type { DishNeeds } from '../recipes/repository'
import type { StoredIngredient } from '../recipes/scale'
import type { NeedLine } from './plan'

/**
 * An ingredient line at `factor` times its recipe's servings, as a stock plan reads it: the
 * amount the dish page shows (rounded alike: 2 eggs, not 1.5), so what cooking takes is what
 * the cook read.
 */
export function needLine(row: StoredIngredient, factor: number): NeedLine {
  return {
    name: row.name,
    alias: row.alias,
    quantity:
      row.quantity === null ? null : roundAmount(row.quantity * factor, row.unit, row.round_up),
    unit: row.unit,
    optional: row.optional,
  }
}

/** Where a dish's ingredient lines come from: the catalogue's dish documents (kept parsed). */
export interface DishSource {
  /** `via`: the transaction the caller is in, if any (recipes/repository.ts). */
  needsOf(id: number, via?: Kysely<Database>): Promise<DishNeeds | undefined>
}

/**
 * Every ingredient line of these dishes, each scaled to its servings, dish after dish in the
 * order given (the stock plan counts shared ingredients once, in that order). Read from each
 * dish's document (its ingredients as JSON, kept parsed per catalogue version) rather than the
 * ingredient index the search reads: for a record of three dishes that was a sorted join of
 * about 30 rows, the largest part of a record's detail.
 */
export async function needLines(
  dishes: DishSource,
  items: readonly { recipe_id: number; servings: number }[],
  via?: Kysely<Database>,
): Promise<NeedLine[]> {
  const found: (DishNeeds | undefined)[] = []
  for (const item of items) found.push(await dishes.needsOf(item.recipe_id, via))
  return items.flatMap((item, i) => {
    const dish = found[i]
    if (!dish) return []
    const factor = item.servings / dish.servings
    return dish.ingredients.map((row) => needLine(row, factor))
  })
}
