import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { OwnRecipeSummary, RecipeDraft } from '../../../types/my-recipes'
import type { Locale } from '../../../types/api'
import { NullReplySchema } from '../auth/schemas'
import { ok } from '../lib/envelope'
import { pageJson, sendOkJson } from '../lib/json-text'
import { requireUser, userOf } from '../plugins/auth'
import { AppError } from '../lib/app-error'
import { limit } from '../plugins/rate-limit'
import { personalView } from '../stock/personal-view'
import { detailJson } from '../recipes/detail-json'
import { RecipeParamsSchema } from '../recipes/schemas'
import { ErrorReplySchema } from '../lib/envelope'
import { toExport } from './import/export'
import { importDraft, restoreDrafts } from './import/import-draft'
import { originJson } from '../recipes/origin'
import { ownPicturesOnly, requireOwnPictures } from './pictures'
import { readIngredients } from './prepare-own'
import {
  ExportReplySchema,
  ImportBodySchema,
  ImportReplySchema,
  MineQuerySchema,
  OwnRecipePageReplySchema,
  OwnRecipeReplySchema,
  ReadIngredientsBodySchema,
  ReadIngredientsReplySchema,
  RecipeDraftSchema,
} from './schemas'

const tags = ['my recipes']

/** The recipe as GET /recipes/{id} answers it (POST and PUT answer it too). */
async function sendDish(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  id: number,
) {
  const record = await app.repos.recipes.find(id, request.locale)
  const origin = record && (await originJson(app, record.recipe, userOf(request).id))
  if (!record || origin === undefined) throw new AppError(404, 404, 'recipe.notFound', { id })
  const servings = record.recipe.servings
  const personal = await personalView(app, request, record, servings)
  return sendOkJson(request, reply, detailJson(record, request.locale, servings, origin, personal))
}

/** Summaries of own recipes with who wrote them, in the order of `rows`. */
async function ownSummaries(
  app: FastifyInstance,
  userId: number,
  locale: Locale,
  rows: Awaited<ReturnType<FastifyInstance['repos']['ownRecipes']['mine']>>['rows'],
): Promise<OwnRecipeSummary[]> {
  const ids = rows.map((row) => row.id)
  const summaries = new Map(
    (await app.repos.recipes.summaries(ids, true, locale, userId)).map((s) => [s.id, s]),
  )
  return rows.flatMap((row) => {
    const summary = summaries.get(row.id)
    if (!summary) return []
    return [
      {
        ...summary,
        source: row.source,
        owner: { id: Number(row.owner_id), nickname: row.nickname },
        visibility: row.visibility,
        updatedAt: Date.parse(row.updated_at),
      },
    ]
  })
}

/** SPEC §8.1: a cook's own recipes, written, imported, shared with the kitchen, exported. */
export const myRecipeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/recipes',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Write an own recipe; answers it as GET /recipes/{id} does',
        description:
          'Ingredients are read as the catalogue’s are ("鸡蛋 2个" → 鸡蛋, 2, 个; 适量 kept); a step without timerSeconds gets one proposed from its text ("焖 20 分钟" → 1200).',
        tags,
        body: RecipeDraftSchema,
        response: { 200: OwnRecipeReplySchema },
      },
      config: { rateLimit: limit(60) },
    },
    async (request, reply) => {
      const draft = request.body as RecipeDraft
      const source = draft.sourceUrl ? 'import' : 'own'
      await requireOwnPictures(app, userOf(request).id, draft)
      const id = await app.repos.ownRecipes.create(userOf(request).id, draft, source)
      return sendDish(app, request, reply, id)
    },
  )

  app.put(
    '/recipes/:id',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Rewrite an own recipe (its owner only)',
        tags,
        params: RecipeParamsSchema,
        body: RecipeDraftSchema,
        response: { 200: OwnRecipeReplySchema, 403: ErrorReplySchema, 404: ErrorReplySchema },
      },
      config: { rateLimit: limit(60) },
    },
    async (request, reply) => {
      const { id } = request.params
      await requireOwnPictures(app, userOf(request).id, request.body as RecipeDraft)
      await app.repos.ownRecipes.update(userOf(request).id, id, request.body as RecipeDraft)
      return sendDish(app, request, reply, id)
    },
  )

  app.delete(
    '/recipes/:id',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Delete an own recipe (its owner only); food records keep what was cooked',
        tags,
        params: RecipeParamsSchema,
        response: { 200: NullReplySchema, 403: ErrorReplySchema, 404: ErrorReplySchema },
      },
      config: { rateLimit: limit(60) },
    },
    async (request) => {
      await app.repos.ownRecipes.remove(userOf(request).id, request.params.id, app.clock.now())
      return ok(request, null)
    },
  )

  app.post(
    '/recipes/read-ingredients',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Ingredient rows read as POST /recipes would store them (the editor’s preview)',
        description:
          'Nothing is saved. "冰糖 30g" typed as the name → 冰糖, 30, g; 适量 kept as the note. One call per pause in typing.',
        tags,
        body: ReadIngredientsBodySchema,
        response: { 200: ReadIngredientsReplySchema },
      },
      config: { rateLimit: limit(240) },
    },
    async (request) => {
      const read = readIngredients(request.body.ingredients)
      return ok(request, {
        ingredients: read.map((line) => ({
          name: line.name,
          quantity: line.quantity,
          quantityLow: line.quantityLow,
          unit: line.unit,
          note: line.note,
          optional: line.optional,
          parsed: line.parsed,
        })),
      })
    },
  )

  app.get(
    '/recipes/mine',
    {
      onRequest: requireUser,
      schema: {
        summary: 'The caller’s own recipes and those their kitchen shares, last changed first',
        tags,
        querystring: MineQuerySchema,
        response: { 200: OwnRecipePageReplySchema },
      },
    },
    async (request, reply) => {
      const { page, pageSize } = request.query
      const userId = userOf(request).id
      const { rows, total } = await app.repos.ownRecipes.mine(userId, page, pageSize)
      const list = await ownSummaries(app, userId, request.locale, rows)
      const items = list.map((item) => JSON.stringify(item))
      return sendOkJson(request, reply, pageJson(items, { total, page, pageSize }))
    },
  )

  app.get(
    '/recipes/export',
    {
      onRequest: requireUser,
      schema: {
        summary: 'The caller’s own recipes as schema.org Recipe objects',
        tags,
        response: { 200: ExportReplySchema },
      },
    },
    async (request) => {
      const rows = await app.repos.ownRecipes.exportable(userOf(request).id)
      return ok(request, rows.map(toExport))
    },
  )

  app.post(
    '/recipes/import',
    {
      onRequest: requireUser,
      schema: {
        summary: 'A draft from a page ({url}) or pasted text ({text}); or restore an export',
        description:
          '{url}: the page’s schema.org Recipe (JSON-LD, @graph, microdata), fetched over http(s) only, at most 2 MB, 10 s and 3 redirects, never from a private, loopback or link-local address. {text}: 用料/做法 (ingredients/steps) sections and numbered steps. Both answer a draft, not saved. {recipes}: the objects of GET /recipes/export, saved at once as private recipes.',
        tags,
        body: ImportBodySchema,
        response: { 200: ImportReplySchema, 422: ErrorReplySchema },
      },
      config: { rateLimit: limit(30) },
    },
    async (request) => {
      const { url, text, recipes } = request.body
      const userId = userOf(request).id
      if (recipes) {
        const drafts = []
        for (const draft of restoreDrafts(recipes)) {
          drafts.push(await ownPicturesOnly(app, userId, draft))
        }
        const ids = await app.repos.ownRecipes.createMany(userId, drafts)
        const { rows: created } = await app.repos.ownRecipes.mine(userId, 1, ids.length, ids)
        created.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
        return ok(request, { created: await ownSummaries(app, userId, request.locale, created) })
      }
      return ok(request, await importDraft(app, url !== undefined ? { url } : { text: text ?? '' }))
    },
  )
}
