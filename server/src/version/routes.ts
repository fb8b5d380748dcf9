import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { ok } from '../lib/envelope'
import { AppError } from '../lib/app-error'
import { limit } from '../plugins/rate-limit'
import { downloadAnswers200 } from './download-check'
import { pickUpdate } from './pick-update'
import {
  DownloadCheckBodySchema,
  DownloadCheckReplySchema,
  VersionCheckBodySchema,
  VersionCheckReplySchema,
} from './schemas'

/**
 * Taro's env names are lower case ("h5"); accept them rather than make every client remember to
 * upper-case.
 */
async function upperCasePlatform(request: FastifyRequest) {
  const body = request.body as { platform?: unknown } | null
  if (body && typeof body === 'object' && typeof body.platform === 'string') {
    body.platform = body.platform.toUpperCase()
  }
}

export const versionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1/app/version/download-check',
    {
      schema: {
        summary: 'Whether a published release’s download URL answers HTTP 200 now',
        tags: ['version'],
        body: DownloadCheckBodySchema,
        response: { 200: DownloadCheckReplySchema },
      },
      // Each call makes the server fetch an outside URL.
      config: { rateLimit: limit(10) },
      preValidation: upperCasePlatform,
    },
    async (request) => {
      const { platform, versionCode } = request.body
      const releases = await app.repos.releases.listByPlatform(platform)
      const release = releases.find((item) => item.version_name === versionCode)
      if (!release) {
        throw new AppError(404, 40440, 'version.unknown', { platform, version: versionCode })
      }
      return ok(request, { available: await downloadAnswers200(release.download_url) })
    },
  )

  app.post(
    '/v1/app/version/check',
    {
      schema: {
        summary: 'The newest release of a platform newer than the caller, or null',
        tags: ['version'],
        body: VersionCheckBodySchema,
        response: { 200: VersionCheckReplySchema },
      },
      preValidation: upperCasePlatform,
    },
    async (request) => {
      const { platform, versionCode } = request.body
      const releases = await app.repos.releases.listByPlatform(platform)
      return ok(request, pickUpdate(releases, versionCode))
    },
  )
}
