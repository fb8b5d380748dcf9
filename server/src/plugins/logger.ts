import type { FastifyServerOptions } from 'fastify'
import type { LogLevel } from '../config'

/** Anything with write(line): a test's capture buffer, a file stream. */
export interface LogStream {
  write(line: string): void
}

const SECRET_FIELDS = ['password', 'oldPassword', 'newPassword']

/**
 * Secrets that must never reach a log line, wherever a log call puts them: the headers of a
 * logged request, and password fields of a logged body at any of the depths we log.
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'request.headers.authorization',
  'request.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`, `*.*.*.${f}`]),
  // Verification codes in a logged body (`code` elsewhere is an error code, kept).
  'body.code',
  '*.body.code',
]

export function loggerOptions(level: LogLevel, stream?: LogStream) {
  const options: Exclude<FastifyServerOptions['logger'], boolean | undefined> = {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  }
  if (stream) options.stream = stream
  return options
}
