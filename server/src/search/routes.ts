import { createHash } from 'node:crypto'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Locale } from '../../../types/api'
import { ok } from '../lib/envelope'
import { sendKeptOkJson, sendOkJson } from '../lib/json-text'
import { remembered } from '../lib/remembered'
import { AppError } from '../lib/app-error'
import { ErrorReplySchema } from '../lib/envelope'
import { hotSearches } from './hot-searches'
import { HotSearchReplySchema, SearchQuerySchema, SearchReplySchema } from './schemas'
import { summaryJsonIn } from '../recipes/summary-cache'
import type { CachedAnswer } from './answer-cache'
import { ownHits, type OwnHit } from './own-hits'
import { searchDishes, searchPageJson, type SearchQuery } from './search-dishes'
import { freshness } from '../plugins/auth'

/**
 * Who searched, for counting hot searches once per person a day: the user when signed in, else
 * the address, hashed (the count needs to tell addresses apart, not to know them).
 */
/** An address's name in the hot list: hashed, never stored as it is (remembered: each search asks). */
const hashedAddress = remembered(
  (ip) => `addr:${createHash('sha256').update(ip).digest('base64url').slice(0, 16)}`,
  10_000,
)

function searcherOf(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : hashedAddress(request.ip)
}

/** A kept answer's key for its bytes in each other locale (zh-Hans: the answer itself). */
const localeKeys = new WeakMap<CachedAnswer, Map<Locale, object>>()

function keyIn(answer: CachedAnswer, locale: Locale): object {
  if (locale === 'zh-Hans') return answer
  let keys = localeKeys.get(answer)
  if (!keys) localeKeys.set(answer, (keys = new Map()))
  let key = keys.get(locale)
  if (!key) keys.set(locale, (key = {}))
  return key
}

/**
 * A search page when the caller's own recipes match: they come first (best first), then the
 * catalogue's hits, paged as one list; not kept (it is the caller's alone).
 */
async function withOwnHits(app: FastifyInstance, query: SearchQuery, own: OwnHit[]) {
  const { page, pageSize } = query
  const start = (page - 1) * pageSize
  const mine = own.slice(start, start + pageSize)
  const offset = Math.max(0, start - own.length)
  const wanted = pageSize - mine.length
  // At least one hit asked for, so the catalogue's total is known on a page of own hits alone.
  const catalogue = await searchDishes(
    app.repos.search,
    { ...query, offset, pageSize: Math.max(1, wanted) },
    true,
  )
  const list = [...mine, ...catalogue.list.slice(0, wanted)]
  const total = own.length + catalogue.total
  const locale = query.locale ?? 'zh-Hans'
  const shown = { ...catalogue, list, total, page, pageSize, hasMore: start + list.length < total }
  return searchPageJson(shown, locale, query.q)
}

export const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Searches counted in the last moments reach the database before it closes.
  app.addHook('onClose', async () => app.repos.search.close())

  app.get(
    '/search/dishes',
    {
      schema: {
        summary: 'Dishes whose title, ingredients or title pinyin match q, best first',
        description:
          "Any Chinese substring (红烧, 蛋), full pinyin (hongshaorou) or initials (hsr), Latin letters in any case, Traditional characters, en/es/fr names of dishes and ingredients (egg, huevos, poulet, kung pao: read in the reader's language first), several ingredients at once (西红柿 鸡蛋), one-character typos of titles. Words of time, ease, diet, taste, meal and occasion (快手, 简单, 素, 辣, 早餐, 下饭菜, quick, vegetarian…) become filters, listed in `filters` (docs/search-intent.md). Title matches come before ingredient matches, then earlier and shorter. The query is plain text: quotes, %, *, AND… are searched as written.",
        tags: ['search'],
        querystring: SearchQuerySchema,
        response: { 200: SearchReplySchema, 400: ErrorReplySchema },
      },
    },
    async (request, reply) => {
      const { q, categoryId, page, pageSize } = request.query
      // Cleaned by the schema: only what can be searched for is left.
      if (q === '') throw new AppError(400, 400, 'search.emptyQuery')
      const who = searcherOf(request)
      const query = { q, who, categoryId, page, pageSize, locale: request.locale }
      const own = request.user
        ? await ownHits(app.db, app.repos.recipes, request.user.id, q, categoryId)
        : []
      if (own.length > 0) return sendOkJson(request, reply, await withOwnHits(app, query, own))
      const result = await searchDishes(app.repos.search, query, freshness(request))
      // The page's text follows from its kept answer and its dishes' summaries (fresh figures).
      const { locale } = request
      const summaries = result.list.map(({ row }) => summaryJsonIn(row, locale))
      // Kept per locale: the hits' titles and highlights are in the reader's words.
      return sendKeptOkJson(request, reply, keyIn(result.answer, locale), summaries, () =>
        searchPageJson(result, locale, q),
      )
    },
  )

  app.get(
    '/search/hot',
    {
      schema: {
        summary: 'The ten most searched terms (well-known dishes while searches are few)',
        description:
          'Each person (user or address) counts once a day per term; a term shows once 3 people searched it and it still finds dishes. Terms are what the search resolved to (hsr → 红烧肉), case and width folded.',
        tags: ['search'],
        response: { 200: HotSearchReplySchema },
      },
    },
    async (request) => {
      // The versions checked once for the whole list (each term is a search of its own).
      await app.repos.search.check(freshness(request))
      const finds = async (term: string) =>
        (await searchDishes(app.repos.search, { q: term, page: 1, pageSize: 1 }, false)).total > 0
      return ok(request, await hotSearches(app.repos.search, finds))
    },
  )
}
