import type { FastifyInstance } from 'fastify'
import type { RecipeOrigin } from '../../../types/my-recipes'
import type { RecipeRow } from './repository'
import { visibleRows, type RecipeViewer } from './visibility'

/** A catalogue dish's origin, the same text on every answer. */
const CATALOGUE = '"source":"catalogue","owner":null,"visibility":null,"sourceUrl":null'

/**
 * A dish's RecipeOrigin as JSON fields (without braces) to close its answer with, or undefined
 * when the viewer may not see it (recipes/visibility.ts): the caller then answers 404.
 */
export async function originJson(
  app: FastifyInstance,
  row: RecipeRow,
  viewer: RecipeViewer,
): Promise<string | undefined> {
  if (row.owner_id === null) return CATALOGUE
  if ((await visibleRows(app.db, [row], viewer)).length === 0) return undefined
  const origin = await originOf(app, row)
  return JSON.stringify(origin).slice(1, -1)
}

export async function originOf(app: FastifyInstance, row: RecipeRow): Promise<RecipeOrigin> {
  if (row.owner_id === null) {
    return { source: 'catalogue', owner: null, visibility: null, sourceUrl: null }
  }
  const owner = (await app.repos.ownRecipes.owner(row.owner_id)) ?? {
    id: row.owner_id,
    nickname: '',
  }
  return {
    source: row.source ?? 'own',
    owner,
    visibility: row.visibility === 'kitchen' ? 'kitchen' : 'private',
    sourceUrl: row.source_url,
  }
}
