import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '../lib/envelope'
import { pickUpdate } from './pick-update'
import { VersionCheckBodySchema, VersionCheckReplySchema } from './schemas'

export const versionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1/app/version/check',
    {
      schema: {
        summary: 'The newest release of a platform newer than the caller, or null',
        tags: ['version'],
        body: VersionCheckBodySchema,
        response: { 200: VersionCheckReplySchema },
      },
      // Taro's env names are lower case ("h5"); accept them rather than make every client
      // remember to upper-case.
      preValidation: async (request) => {
        const body = request.body as { platform?: unknown } | null
        if (body && typeof body === 'object' && typeof body.platform === 'string') {
          body.platform = body.platform.toUpperCase()
        }
      },
    },
    async (request) => {
      const { platform, versionCode } = request.body
      const releases = await app.repos.releases.listByPlatform(platform)
      return ok(request, pickUpdate(releases, versionCode))
    },
  )
}
