import type { Readable } from 'node:stream'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { UploadResult } from '../../../types/auth'
import { EnvelopeSchema, ok } from '../lib/envelope'
import type { SameType } from '../lib/same-type'
import { requireUser, userOf } from '../plugins/auth'
import { AppError } from '../lib/app-error'
import { limit } from '../plugins/rate-limit'
import { DAY_MS, HOUR_MS, quotaRefusal } from './quota'
import { MAX_UPLOAD_BYTES, readFilePart } from './read-file-part'
import { sniffImage } from './sniff'
import { newUploadName, uploadKey, uploadType, uploadUrl } from './storage'
import { scheduleSweep } from './sweep'

const UploadResultSchema = Type.Object({ url: Type.String({ examples: ['/api/uploads/….png'] }) })
const matchesContract: SameType<typeof UploadResultSchema.static, UploadResult> = true
void matchesContract

/** Bodies this much over the limit are refused unread rather than streamed through. */
const HOPELESS_BYTES = 4 * MAX_UPLOAD_BYTES

async function refuseHopeless(request: FastifyRequest, reply: FastifyReply) {
  const length = Number(request.headers['content-length'])
  if (Number.isFinite(length) && length > HOPELESS_BYTES) {
    reply.header('connection', 'close')
    throw new AppError(413, 41301, 'upload.tooLarge', { limit: '5 MB' })
  }
}

const tags = ['upload']

/**
 * Images people upload (avatars, recipe photos), kept in the file store (under DATA_DIR, or in
 * PostgreSQL for every instance) and served back.
 */
export const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  scheduleSweep(app)
  // In this scope only: elsewhere a multipart body stays an unsupported media type.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  })

  app.post(
    '/upload',
    {
      onRequest: [requireUser, refuseHopeless],
      schema: {
        summary:
          'Upload a JPEG, PNG or WebP image (by content) of at most 5 MB; per user at most 30 ' +
          'uploads an hour and 50 MB a day (429)',
        tags,
        consumes: ['multipart/form-data'],
        body: Type.Object({ file: Type.String({ format: 'binary' }) }),
        response: { 200: EnvelopeSchema(Type.Union([UploadResultSchema, Type.Null()])) },
      },
      // The body is a stream the handler checks part by part; there is no JSON to validate.
      validatorCompiler: () => () => true,
      config: { rateLimit: limit(30) },
    },
    async (request) => {
      const user = userOf(request)
      const bytes = await readFilePart(request)
      const type = sniffImage(bytes)
      if (!type) throw new AppError(422, 42201, 'upload.unsupportedType')
      const name = newUploadName(type)
      const now = app.clock.now()
      // Recorded first, within the quota: a crash before the write leaves a row the sweep drops.
      const refused = await app.repos.uploads.recordWithin(
        { name, userId: user.id, contentType: type.contentType, size: bytes.length, now },
        { hourSince: now - HOUR_MS, daySince: now - DAY_MS },
        (usage) => quotaRefusal(usage, bytes.length, now),
      )
      if (refused) throw refused
      try {
        await app.files.write(uploadKey(name), bytes)
      } catch (error) {
        await app.repos.uploads.forget(name)
        throw error
      }
      return ok(request, { url: uploadUrl(name) })
    },
  )

  app.get(
    '/uploads/:name',
    {
      schema: {
        summary: 'An uploaded image, with its real content type; cached for a year',
        tags,
        params: Type.Object({ name: Type.String({ maxLength: 64 }) }),
        response: {
          200: Type.Unsafe<Readable | Buffer>({
            type: 'string',
            format: 'binary',
            description: 'The image bytes',
          }),
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params
      const contentType = uploadType(name)
      const found = contentType ? await app.files.open(uploadKey(name)) : undefined
      if (!contentType || !found) throw new AppError(404, 40401, 'upload.notFound', { name })
      return (
        reply
          .header('content-type', contentType)
          .header('content-length', found.size)
          .header('x-content-type-options', 'nosniff')
          // A name is never reused for other bytes, so the file can be cached for good.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(found.body)
      )
    },
  )
}
