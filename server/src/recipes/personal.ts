import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { IngredientLine, StockMark } from '../../../types/recipes'
import { callerMembership } from '../kitchen/caller'
import { needLine } from '../orders/need-lines'
import { userOf } from '../plugins/auth'
import { planItemsOf } from '../stock/movements'
import { planStock } from '../stock/plan'
import type { RecipeRecord } from './repository'

/** What a dish page adds for a logged-in caller. */
export interface PersonalView {
  favoriteId: number | null
  /** The stock mark of each ingredient line, in order. */
  marks: StockMark[]
}

/**
 * The caller's favourite id for the dish, and how their kitchen's stock covers each ingredient
 * at these servings (the marks of a stock plan over the whole kitchen).
 */
export async function personalView(
  app: FastifyInstance,
  request: FastifyRequest,
  { recipe, ingredients }: RecipeRecord,
  servings: number,
): Promise<PersonalView> {
  const [favoriteId, kitchen] = await Promise.all([
    app.repos.favorites.idFor(userOf(request).id, recipe.id),
    callerMembership(app, request),
  ])
  const items = kitchen
    ? planItemsOf(await app.repos.stock.all(kitchen.kitchenId, kitchen.stockVersion))
    : []
  const factor = servings / recipe.servings
  const { marks } = planStock(
    ingredients.map((row) => needLine(row, factor)),
    items,
  )
  return { favoriteId, marks }
}

/** A scaled line with its stock mark, written field by field (see detailJson). */
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
