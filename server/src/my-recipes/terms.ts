import type { Transaction } from 'kysely'
import type { PreparedRecipe } from '../catalogue/prepare'
import { bulkInserter } from '../db/bulk-insert'
import type { Database } from '../db/schema'
import { termsOf } from '../search/term-index'

const insertTerms = bulkInserter('recipe_terms', ['term', 'recipe_id', 'rank'])

/**
 * An own recipe's search terms, written in the transaction that saves it: the terms and ranks the
 * catalogue's index gives a dish (search/term-index.ts, the same code), one row each, so a search
 * finds it at once and only those who may see it (search/own-hits.ts) are shown it.
 */
export async function writeTerms(
  trx: Transaction<Database>,
  id: number,
  recipe: PreparedRecipe,
): Promise<void> {
  await trx.deleteFrom('recipe_terms').where('recipe_id', '=', id).execute()
  const terms = termsOf({
    title: recipe.title,
    syllables: recipe.titlePinyin ? recipe.titlePinyin.split(' ') : [],
    ingredients: recipe.ingredients
      .filter((i) => i.parsed)
      .map((i) => ({ name: i.name, alias: i.alias })),
  })
  await insertTerms(
    trx,
    [...terms].map(([term, rank]) => [term, id, rank]),
  )
}
