import { TypeCompiler } from '@sinclair/typebox/compiler'
import type { FastifyInstance } from 'fastify'
import type { RecipeDraft, RecipeImportDraft } from '../../../../types/my-recipes'
import { AppError } from '../../lib/app-error'
import { RecipeDraftSchema } from '../schemas'
import { EXTENSION } from './export'
import { draftOfThing } from './from-thing'
import { recipesOfPage, type Thing } from './html'
import { safeFetch } from '../../lib/safe-fetch'
import { draftOfText } from './text'

/**
 * POST /recipes/import with {url}: the page fetched through the SSRF guard and its first
 * schema.org Recipe made a draft (a page's other recipes are named in `skipped`); with {text}:
 * the pasted text read by its headings. 422 when there is no recipe to be found.
 */
export async function importDraft(
  app: FastifyInstance,
  body: { url: string } | { text: string },
): Promise<RecipeImportDraft> {
  if ('text' in body) {
    const draft = draftOfText(body.text)
    if (draft.ingredients.length === 0 && draft.steps.length === 0) {
      throw new AppError(422, 42277, 'import.emptyText')
    }
    return draft
  }
  const page = await safeFetch(body.url, { allowHosts: app.config.importAllowHosts ?? [] })
  const html = page.body.toString('utf8')
  let things: Thing[]
  if (/json/i.test(page.contentType)) {
    try {
      things = recipesOfPage(`<script type="application/ld+json">${html}</script>`)
    } catch {
      things = []
    }
  } else things = recipesOfPage(html)
  const [first, ...others] = things
  if (!first) throw new AppError(422, 42276, 'import.noRecipe')
  const draft = draftOfThing(first, page.url)
  draft.skipped.push(...others.map((other) => draftOfThing(other, page.url).title))
  return draft
}

const checkDraft = TypeCompiler.Compile(RecipeDraftSchema)

/**
 * The objects of an export file as drafts to save, all checked before any is saved: the exact
 * draft the export wrote beside the schema.org fields when it is there, else the schema.org
 * Recipe read as a page's would be. 422 names the first that cannot be a recipe.
 */
export function restoreDrafts(objects: readonly unknown[]): RecipeDraft[] {
  return objects.map((object, i) => {
    const fail = (reason: string) =>
      new AppError(422, 42278, 'import.badFile', { index: i + 1, reason })
    if (!object || typeof object !== 'object' || Array.isArray(object)) throw fail('not an object')
    const thing = object as Thing
    const read = draftOfThing(thing, null)
    const exact = thing[EXTENSION]
    const draft: RecipeDraft = {
      title: read.title,
      categoryId: read.categoryId,
      description: read.description,
      servings: read.servings,
      difficulty: read.difficulty,
      totalMinutes: read.totalMinutes,
      cover: read.cover ?? (typeof thing.image === 'string' ? thing.image : null),
      ingredients: read.ingredients,
      steps: read.steps,
      visibility: 'private',
      sourceUrl: read.sourceUrl,
      ...(exact && typeof exact === 'object' ? (exact as Partial<RecipeDraft>) : {}),
    }
    draft.visibility = 'private'
    if (!checkDraft.Check(draft)) {
      const first = checkDraft.Errors(draft).First()
      throw fail(first ? `${first.path} ${first.message}` : 'invalid')
    }
    return draft
  })
}
