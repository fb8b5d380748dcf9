import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { IngredientLine, StockMark } from '../../../types/recipes'
import type { RecipeRecord } from './repository'

/** What a dish page adds for a logged-in caller. */
export interface PersonalView {
  favoriteId: number | null
  /** The stock mark of each ingredient line, in order. */
  marks: StockMark[]
}

/**
 * Reads a logged-in caller's view of a dish at these servings. The stock plan behind it stands
 * above the recipes (stock/personal-view.ts), so app.ts hands it to the recipe routes.
 */
export type ReadPersonalView = (
  app: FastifyInstance,
  request: FastifyRequest,
  record: RecipeRecord,
  servings: number,
) => Promise<PersonalView>

/** A scaled line with its stock mark, written field by field (see detail-json.ts). */
export function markedLine(line: IngredientLine, stock: StockMark | undefined): IngredientLine {
  return {
    name: line.name,
    quantity: line.quantity,
    quantityLow: line.quantityLow,
    unit: line.unit,
    note: line.note,
    optional: line.optional,
    roundUp: line.roundUp,
    baseQuantity: line.baseQuantity,
    baseQuantityLow: line.baseQuantityLow,
    alias: line.alias,
    stock: stock ?? 'missing',
  }
}
