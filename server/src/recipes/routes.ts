import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Locale } from '../../../types/api'
import type { Category } from '../../../types/recipes'
import { pageJson, sendKeptOkJson, sendOkJson } from '../lib/json-text'
import { originJson } from './origin'
import { AppError } from '../lib/app-error'
import { detailJson } from './detail-json'
import type { ReadPersonalView } from './personal'
import { summaryJsonIn, type CatalogueRow } from './summary-cache'
import {
  CategoriesReplySchema,
  PageOnlyQuerySchema,
  RecipeDetailQuerySchema,
  RecipeDetailReplySchema,
  RecipeListQuerySchema,
  RecipePageReplySchema,
  RecipeParamsSchema,
} from './schemas'
import { ErrorReplySchema } from '../lib/envelope'
import { freshness } from '../plugins/auth'
import { categoryRef } from './summary'

/**
 * A page of dish summaries, kept as bytes under `key` (its order and page) and the total while
 * its dishes' summaries are the same.
 */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  list: readonly CatalogueRow[],
  total: number,
  page: number,
  pageSize: number,
) {
  const { locale } = request
  const items = list.map((row) => summaryJsonIn(row, locale))
  return sendKeptOkJson(request, reply, `${key}:${locale}:${total}`, items, () =>
    pageJson(items, { total, page, pageSize }),
  )
}

/** The categories' JSON in each reader's words, kept with the array (one per catalogue version). */
const categoryTexts = new WeakMap<Category[], Map<Locale, string>>()

function categoriesJson(categories: Category[], locale: Locale): string {
  let texts = categoryTexts.get(categories)
  if (!texts) categoryTexts.set(categories, (texts = new Map()))
  let text = texts.get(locale)
  if (text === undefined) {
    const named = categories.map((c) => ({ ...c, name: categoryRef(c.id, locale).name || c.name }))
    text = JSON.stringify(named)
    texts.set(locale, text)
  }
  return text
}

export interface RecipeRouteOptions {
  /** The logged-in caller's view of a dish (stock/personal-view.ts, handed in by app.ts). */
  personalView: ReadPersonalView
}

export const recipeRoutes: FastifyPluginAsyncTypebox<RecipeRouteOptions> = async (
  app,
  { personalView },
) => {
  app.get(
    '/categories',
    {
      schema: {
        summary: 'The ten categories with their dish counts',
        tags: ['recipes'],
        response: { 200: CategoriesReplySchema },
      },
    },
    async (request, reply) => {
      // The same array until the catalogue changes: its answer is kept as bytes with it.
      const categories = await app.repos.recipes.categories()
      const text = categoriesJson(categories, request.locale)
      return sendKeptOkJson(request, reply, `categories:${request.locale}`, [text], () => text)
    },
  )

  app.get(
    '/recipes',
    {
      schema: {
        summary: 'A page of dishes, optionally of one category, in the chosen order',
        description:
          'popular: most favourited and cooked first (favourites + cooked food records); newest: last imported first; easiest: by difficulty; quickest: by estimated minutes. Ties are broken by id, so pages never repeat or skip a dish.',
        tags: ['recipes'],
        querystring: RecipeListQuerySchema,
        response: { 200: RecipePageReplySchema },
      },
    },
    async (request, reply) => {
      const { categoryId, sort, page, pageSize } = request.query
      const options = { categoryId, sort, page, pageSize }
      const { list, total } = await app.repos.recipes.list(options, freshness(request))
      const key = `list:${sort}:${categoryId ?? 0}:${page}:${pageSize}`
      return sendPage(request, reply, key, list, total, page, pageSize)
    },
  )

  app.get(
    '/recipes/recommended',
    {
      schema: {
        summary: 'The home feed: every dish once, in an order that stays the same all day',
        tags: ['recipes'],
        querystring: PageOnlyQuerySchema,
        response: { 200: RecipePageReplySchema },
      },
    },
    async (request, reply) => {
      const { page, pageSize } = request.query
      const strict = freshness(request)
      const { list, total } = await app.repos.recipes.recommended(page, pageSize, strict)
      return sendPage(request, reply, `feed:${page}:${pageSize}`, list, total, page, pageSize)
    },
  )

  app.get(
    '/recipes/:id',
    {
      schema: {
        summary: 'One dish with its ingredients scaled to the servings asked, and its steps',
        description:
          'For a logged-in caller, also their favourite id and how their kitchen’s stock covers each ingredient (stock: enough, short or missing).',
        tags: ['recipes'],
        params: RecipeParamsSchema,
        querystring: RecipeDetailQuerySchema,
        response: { 200: RecipeDetailReplySchema, 404: ErrorReplySchema },
      },
    },
    async (request, reply) => {
      const { locale } = request
      const record = await app.repos.recipes.find(request.params.id, locale)
      // An own recipe the caller may not see is not found, as one that does not exist.
      const origin = record && (await originJson(app, record.recipe, request.user?.id ?? null))
      if (!record || origin === undefined) {
        throw new AppError(404, 404, 'recipe.notFound', { id: request.params.id })
      }
      const servings = request.query.servings ?? record.recipe.servings
      // Anonymous callers (most of them): no personal view to read.
      if (request.user === null) {
        return sendOkJson(request, reply, detailJson(record, locale, servings, origin))
      }
      const personal = await personalView(app, request, record, servings)
      return sendOkJson(request, reply, detailJson(record, locale, servings, origin, personal))
    },
  )
}
