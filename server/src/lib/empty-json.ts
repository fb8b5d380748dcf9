import { isUtf8 } from 'node:buffer'
import type { FastifyInstance } from 'fastify'
import { AppError } from './app-error'

/**
 * How this scope reads JSON bodies: as bytes, refused unless they are UTF-8 (Node's decoder would
 * silently turn broken bytes, such as a lone surrogate written as WTF-8, into U+FFFD and the
 * text rule could no longer see them), then parsed as usual. With `emptyIsNull`, an empty body
 * is read as no body (null) instead of being refused.
 */
export function readJsonBodies(scope: FastifyInstance, emptyIsNull = false): void {
  const parseJson = scope.getDefaultJsonParser('error', 'error')
  scope.removeContentTypeParser('application/json')
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body
    if (!isUtf8(bytes)) {
      done(new AppError(400, 400, 'error.notUtf8'), undefined)
      return
    }
    const text = bytes.toString('utf8')
    if (emptyIsNull && text.trim() === '') {
      done(null, null)
      return
    }
    parseJson(request, text, done)
  })
}

/**
 * In this plugin scope, a JSON request with an empty body is read as no body (null) instead of
 * being refused: for calls that take nothing (logout), which clients send with their usual
 * `Content-Type: application/json` and no data. Anything non-empty is parsed as usual.
 */
export function acceptEmptyJson(scope: FastifyInstance): void {
  readJsonBodies(scope, true)
}
