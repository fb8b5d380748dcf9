import type { Readable } from 'node:stream'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { AppError } from '../lib/app-error'
import { ErrorReplySchema } from '../lib/envelope'
import { IMAGE_WIDTHS, SLOT_PATTERN, sourceKey, versionOf } from './image-url'
import { guardedImage } from './safe-image'
import { createCoverService } from './service'
import { createCoverStore } from './store'

const ImageParamsSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  slot: Type.String({
    pattern: SLOT_PATTERN,
    description: 'cover, i<n> (the dish’s n-th image) or s<n> (the n-th step’s picture)',
  }),
  version: Type.String({
    pattern: '^[0-9a-f]{10}$',
    description: 'Changes when the source changes; the API’s answers carry the current one',
  }),
})

const ImageQuerySchema = Type.Object({
  w: Type.Union(
    IMAGE_WIDTHS.map((width) => Type.Literal(width)),
    { default: IMAGE_WIDTHS[0], description: 'Width in px: 360 for cards, 750 for the dish page' },
  ),
})

/** The current version never changes its bytes; an old one is answered with today's picture. */
const CACHE_CURRENT = 'public, max-age=31536000, immutable'
const CACHE_OLD_VERSION = 'public, max-age=3600'

/**
 * Catalogue pictures from our own origin, as WebP thumbnails made from a copy of the source
 * kept under DATA_DIR (covers/service.ts). The source URL is read from the dish's row: nothing
 * in the request names what the server fetches.
 */
export const coverRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const store = createCoverStore(app.files)
  const covers = createCoverService({
    store,
    repo: app.repos.covers,
    clock: app.clock,
    log: app.log,
  })

  app.get(
    '/recipes/:id/images/:slot/:version',
    {
      schema: {
        summary: 'A dish’s picture as a WebP thumbnail; 404 when its source gives none',
        description:
          'Fetched from the catalogue source on first use and kept; a source that fails is ' +
          'not asked again for 6 hours. The app draws the category picture on 404.',
        tags: ['recipes'],
        params: ImageParamsSchema,
        querystring: ImageQuerySchema,
        response: {
          200: Type.Unsafe<Readable | Buffer>({ type: 'string', format: 'binary' }),
          304: Type.Null({ description: 'Not modified (If-None-Match)' }),
          404: ErrorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const { id, slot, version } = request.params
      const width = request.query.w
      const source = await app.repos.covers.sourceOf(id, slot)
      // An own recipe's picture only at its current version: the address is in the answers of
      // those who may see the recipe, and no one else gets it by trying ids.
      const hidden = source?.owned && versionOf(sourceKey(source.url)) !== version
      const fetcher = source?.owned ? guardedImage(app.config.importAllowHosts ?? []) : undefined
      const found = source && !hidden && (await covers.thumbnail(source.url, width, fetcher))
      if (!found) throw new AppError(404, 40450, 'image.notFound', { id, slot })
      const etag = `"${found.key}-${width}"`
      reply
        .header('etag', etag)
        .header(
          'cache-control',
          versionOf(found.key) === version ? CACHE_CURRENT : CACHE_OLD_VERSION,
        )
      if (request.headers['if-none-match']?.includes(etag)) return reply.code(304).send(null)
      const file = await store.openThumbnail(found.key, width)
      if (!file) throw new AppError(404, 40450, 'image.notFound', { id, slot })
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .send(file.body)
    },
  )
}
