import type { FastifyInstance } from 'fastify'

/**
 * In this plugin scope, a JSON request with an empty body is read as no body (null) instead of
 * being refused: for calls that take nothing (logout), which clients send with their usual
 * `Content-Type: application/json` and no data. Anything non-empty is parsed as usual.
 */
export function acceptEmptyJson(scope: FastifyInstance): void {
  const parseJson = scope.getDefaultJsonParser('error', 'error')
  scope.removeContentTypeParser('application/json')
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (text.trim() === '') {
      done(null, null)
      return
    }
    parseJson(request, text, done)
  })
}
