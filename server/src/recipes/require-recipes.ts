import type { Transaction } from 'kysely'
import type { Database } from '../db/schema'
import { visibleRecipe } from './visibility'
import { AppError } from '../lib/app-error'

/**
 * Inside a write that refers to dishes (a favourite, today's plan): every id must be a dish the
 * user may see (the catalogue's, or an own recipe: recipes/visibility.ts), else the first
 * other one answers 404 and the transaction writes nothing.
 */
export async function requireRecipes(
  trx: Transaction<Database>,
  recipeIds: readonly number[],
  userId: number,
): Promise<void> {
  const wanted = [...new Set(recipeIds)]
  if (wanted.length === 0) return
  const found = await trx
    .selectFrom('recipes')
    .select('id')
    .where('id', 'in', wanted)
    .where(visibleRecipe(userId))
    .execute()
  const known = new Set(found.map((row) => row.id))
  const missing = recipeIds.find((id) => !known.has(id))
  if (missing !== undefined) throw new AppError(404, 404, 'recipe.notFound', { id: missing })
}
