import swagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import { version } from '../../../package.json'

/**
 * Collects every route's schema into an OpenAPI 3 document, served as plain JSON (no envelope:
 * tools read it, not the app). Must be set up before the routes it describes.
 */
export async function setupDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Sichu API',
        description:
          'The API of Sichu (私厨), a home-cooking app. Every answer except /health and /docs is an envelope {code, msg, content}; msg follows Accept-Language.',
        version,
      },
      servers: [{ url: '/' }],
    },
  })
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger())
}
