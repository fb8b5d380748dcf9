import type { FastifyInstance, FastifyRequest } from 'fastify'
import { callerMembership } from '../kitchen/caller'
import { userOf } from '../plugins/auth'
import type { PersonalView } from '../recipes/personal'
import type { RecipeRecord } from '../recipes/repository'
import { planItemsOf } from './movements'
import { needLine } from './need-lines'
import { planStock } from './plan'

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
