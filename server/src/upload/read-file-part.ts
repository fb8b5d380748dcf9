import type { FastifyRequest } from 'fastify'
import { AppError } from '../lib/app-error'

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

function tooLarge(): AppError {
  return new AppError(413, 41301, 'upload.tooLarge', { limit: '5 MB' })
}

/** Multipart failures, from @fastify/multipart's error codes, as answers a person can act on. */
function answerFor(error: unknown): AppError {
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge()
    case 'FST_FILES_LIMIT':
      return new AppError(400, 40014, 'upload.tooManyFiles')
    default:
      // Malformed multipart, too many fields or parts: not an upload this route understands.
      return new AppError(400, 40011, 'upload.notMultipart')
  }
}

/**
 * The bytes of the one file in field `file`, at most 5 MB. Every part is read to its end, so
 * even a refused upload leaves the connection clean for the answer.
 */
export async function readFilePart(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(400, 40011, 'upload.notMultipart')
  let bytes: Buffer | undefined
  let refusal: AppError | undefined
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue
      const content = await part.toBuffer()
      // Busboy may stop at the limit without the plugin noticing in time: check it here.
      if (part.file.truncated) refusal ??= tooLarge()
      if (part.fieldname !== 'file') refusal ??= new AppError(400, 40012, 'upload.missingFile')
      else if (bytes) refusal ??= new AppError(400, 40014, 'upload.tooManyFiles')
      else bytes = content
    }
  } catch (error) {
    throw error instanceof AppError ? error : answerFor(error)
  }
  if (refusal) throw refusal
  if (!bytes) throw new AppError(400, 40012, 'upload.missingFile')
  if (bytes.length === 0) throw new AppError(400, 40013, 'upload.empty')
  return bytes
}
