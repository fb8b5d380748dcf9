import { sql } from 'kysely'
import type { SearchHighlight } from '../../../types/recipes'
import type { Db } from '../db/open-database'
import { visibleRecipe } from '../recipes/visibility'
import type { RecipeRepository } from '../recipes/repository'
import type { SearchRow } from './repository'
import { highlightOf } from './search-dishes'
import { beyondIndex, decodeNames, indexedPrefix, textRank } from './terms'
import { searchKey } from './text'
import { understandQuery } from './understand'

/** Own recipes a search shows at most (they come before the catalogue's). */
const MAX_OWN = 200

export interface OwnHit {
  row: SearchRow
  highlight: SearchHighlight
}

async function idsWithAll(
  db: Db,
  userId: number,
  terms: readonly string[],
  categoryId: number | undefined,
) {
  let query = db
    .selectFrom('recipe_terms')
    .innerJoin('recipes', 'recipes.id', 'recipe_terms.recipe_id')
    .select(['recipe_terms.recipe_id as id', sql<number>`min(recipe_terms.rank)`.as('rank')])
    .where('recipe_terms.term', 'in', [...terms])
    .where(visibleRecipe(userId))
    .groupBy('recipe_terms.recipe_id')
    .having(sql`count(distinct recipe_terms.term)`, '=', terms.length)
    .orderBy('rank')
    .orderBy('recipe_terms.recipe_id')
    .limit(MAX_OWN)
  if (categoryId !== undefined) query = query.where('recipes.category_id', '=', categoryId)
  return query.execute()
}

/**
 * The caller's own recipes and their kitchen's shared ones that a search finds (SPEC §8.1): by
 * the terms each was indexed with when saved (recipe_terms, the catalogue's terms and ranks),
 * the whole query first, else all of its parts; best rank first. Only those the caller may see
 * (recipes/visibility.ts); search filters of time or diet are the catalogue's alone.
 */
export async function ownHits(
  db: Db,
  recipes: RecipeRepository,
  userId: number,
  q: string,
  categoryId: number | undefined,
): Promise<OwnHit[]> {
  const understood = understandQuery(q)
  for (const keys of [[understood.key], understood.parts.map(searchKey)]) {
    const wanted = keys.filter(Boolean)
    if (wanted.length === 0) continue
    const terms = [...new Set(wanted.map((k) => (beyondIndex(k) ? indexedPrefix(k) : k)))]
    const found = await idsWithAll(db, userId, terms, categoryId)
    if (found.length === 0) continue
    const rows = await recipes.summaryRows(
      found.map((hit) => hit.id),
      true,
      userId,
    )
    const hits: OwnHit[] = []
    for (const row of rows) {
      const names = decodeNames(row.search_names)
      // A long word is held by its prefix: the text must hold the whole of it.
      const ranks = wanted.map((k) => textRank(k, row.title, names))
      if (ranks.some((rank) => rank === null)) {
        if (wanted.some(beyondIndex)) continue
      }
      const best = wanted[0] as string
      const rank = ranks[0] ?? Number(found.find((hit) => hit.id === row.id)?.rank ?? 0)
      hits.push({ row, highlight: highlightOf(row, best, rank) })
    }
    if (hits.length > 0) return hits
  }
  return []
}
