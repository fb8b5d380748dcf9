import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { resolveLocale, t, type MessageKey } from '../i18n'
import { describeIssue, type Translate } from '../i18n/describe-issue'
import { AppError } from '../lib/app-error'
import { failure } from '../lib/envelope'

interface Answer {
  status: number
  code: number
  msg: string
}

const GENERIC_4XX: Record<number, MessageKey> = {
  401: 'error.unauthorized',
  403: 'error.forbidden',
  404: 'error.notFound',
  409: 'error.conflict',
  413: 'error.bodyTooLarge',
  415: 'error.unsupportedMediaType',
  422: 'error.unprocessable',
  429: 'error.tooManyRequests',
}

const DEFAULT_BODY_LIMIT = 1024 * 1024

function formatBytes(bytes: number): string {
  return bytes % 1048576 === 0 ? `${bytes / 1048576} MiB` : `${Math.round(bytes / 1024)} KiB`
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? ''
}

function answerFor(
  error: FastifyError | AppError,
  request: FastifyRequest,
  say: Translate,
): Answer {
  // Something thrown that is not an error object is a bug, never the caller's fault.
  if (typeof error !== 'object' || error === null) {
    return { status: 500, code: 500, msg: say('error.internal') }
  }
  if (error instanceof AppError) {
    return { status: error.httpStatus, code: error.code, msg: say(error.key, error.params) }
  }
  const issue = error.validation?.[0]
  if (issue) {
    return {
      status: 400,
      code: 400,
      msg: describeIssue(say, error.validationContext ?? 'body', issue),
    }
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, code: 400, msg: say('error.malformedJson') }
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, code: 400, msg: say('error.emptyJson') }
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500
  if (status >= 400 && status < 500) {
    const params = {
      method: request.method,
      url: pathOf(request),
      type: request.headers['content-type'] ?? '-',
      limit: formatBytes(request.routeOptions?.bodyLimit ?? DEFAULT_BODY_LIMIT),
    }
    return { status, code: status, msg: say(GENERIC_4XX[status] ?? 'error.badRequest', params) }
  }
  return { status: 500, code: 500, msg: say('error.internal') }
}

/**
 * The one place an error becomes an answer. Also receives Fastify's framework errors (a bad
 * URL), whose request is a bare one without our decorations: hence the locale read here.
 */
export function handleError(
  error: FastifyError | AppError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const locale = resolveLocale(request.headers['accept-language'])
  const answer = answerFor(error, request, (key, params) => t(locale, key, params))
  // An AppError is an answer the app chose (even the 503 while shutting down): a refusal, one
  // info line. Only what nobody planned for is a failure worth its stack.
  if (answer.status >= 500 && !(error instanceof AppError)) {
    // What the client is not told goes to the log (secrets redacted by the logger config).
    const { method, url, headers, body } = request
    request.log.error({ err: error, request: { method, url, headers, body } }, 'request failed')
  } else {
    request.log.info({ status: answer.status, reason: answer.msg }, 'request refused')
  }
  return (
    reply
      .code(answer.status)
      .type('application/json; charset=utf-8')
      // Not the route's response schema: a refusal sent with HTTP 200 (login required) would
      // otherwise be reshaped by the success schema (content null turned into {}).
      .serializer(JSON.stringify)
      .send(failure(answer.code, answer.msg))
  )
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')
}

export function setupErrors(app: FastifyInstance): void {
  app.setErrorHandler(handleError)
  app.setNotFoundHandler((request, reply) => {
    if (!isApiPath(request.url)) {
      // Outside /api the caller is a browser asking for a page or an asset: plain text.
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found')
    }
    const params = { method: request.method, url: pathOf(request) }
    return reply.code(404).send(failure(404, request.t('error.notFound', params)))
  })
}
