import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify'
import type { Bindings, ChildLoggerOptions } from 'pino'
import type { LogLevel } from '../config'

/** Anything with write(line): a test's capture buffer, a file stream. */
export interface LogStream {
  write(line: string): void
}

const SECRET_FIELDS = ['password', 'oldPassword', 'newPassword']
/** Where a logged object carries a request body: a handler's `{body}`, the error handler's. */
const BODIES = ['body', 'request.body']

/**
 * Secrets that must never reach a log line: the headers of a logged request, password fields of
 * a logged body (top level and one object down) or of a logged object, and verification codes
 * in a logged body (`code` elsewhere is an error code, kept). Every path starts with a literal
 * key on purpose: pino runs a path starting with `*` over every binding of every child logger,
 * that is the request id of every request, deep-cloning it (a fifth of a small request's cost).
 */
export const REDACT_PATHS = [
  'headers.authorization',
  'headers.cookie',
  'request.headers.authorization',
  'request.headers.cookie',
  ...SECRET_FIELDS,
  ...BODIES.flatMap((b) => [
    ...SECRET_FIELDS.flatMap((f) => [`${b}.${f}`, `${b}.*.${f}`]),
    `${b}.code`,
  ]),
]

let pipeWatched = false

/** A reader of our stdout that went away (EPIPE) must not take the server down with it. */
function keepLoggingThroughBrokenPipes(): void {
  if (pipeWatched) return
  pipeWatched = true
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error
  })
}

export function loggerOptions(level: LogLevel, stream?: LogStream) {
  const options: Exclude<FastifyServerOptions['logger'], boolean | undefined> = {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  }
  // process.stdout rather than pino's default destination: that one writes from libuv's thread
  // pool, so a line written at exit could overtake lines still queued there and those could be
  // lost (a shutdown's last request lines went missing, "database closed" came after "shutdown
  // complete"). A pipe or file on Linux is written synchronously, in order.
  if (!stream) keepLoggingThroughBrokenPipes()
  options.stream = stream ?? process.stdout
  return options
}

/** A request slower than this is logged at info level; faster ones only at debug. */
export const SLOW_REQUEST_MS = 500

const RANK: Record<LogLevel, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Infinity,
}

/**
 * One compact line per request instead of Fastify's two ("incoming request", "request
 * completed", each built with its request or reply serialiser even when the level drops it): at
 * debug level for every request, at info level only for a slow one or a server error. Refusals
 * and failures are also logged by the error handler, with the request redacted. Fastify's other
 * lines (stream errors, serialiser failures) are kept as they are.
 */
export class RequestLog extends LogController {
  private readonly info: boolean
  private readonly debug: boolean

  constructor(level: LogLevel) {
    super()
    this.info = RANK[level] <= RANK.info
    this.debug = RANK[level] <= RANK.debug
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (!error && !this.info) return
    const ms = Math.round(reply.elapsedTime)
    const line = { method: request.method, url: request.url, status: reply.statusCode, ms }
    // The response itself broke (a socket error): as Fastify logs it, at error level.
    if (error) return request.log.error({ ...line, err: error }, 'request errored')
    const notable = ms >= SLOW_REQUEST_MS || reply.statusCode >= 500
    if (notable) request.log.info(line, 'request')
    else if (this.debug) request.log.debug(line, 'request')
  }
}

type LogArgs = Parameters<FastifyBaseLogger['info']>

/**
 * A request's logger that becomes pino's child (bound to the request id) only when something is
 * logged through it. Fastify made the child for every request, and most requests log nothing:
 * measured at 4,000 calls a second, about 8 µs of a list page's 65-75 µs of CPU.
 */
class LazyChildLogger {
  private made?: FastifyBaseLogger

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get real(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options)
    return this.made
  }

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level
  }

  set level(level: string) {
    this.real.level = level
  }

  fatal(...args: LogArgs): void {
    this.real.fatal(...args)
  }
  error(...args: LogArgs): void {
    this.real.error(...args)
  }
  warn(...args: LogArgs): void {
    this.real.warn(...args)
  }
  info(...args: LogArgs): void {
    this.real.info(...args)
  }
  debug(...args: LogArgs): void {
    this.real.debug(...args)
  }
  trace(...args: LogArgs): void {
    this.real.trace(...args)
  }
  silent(...args: LogArgs): void {
    this.real.silent(...args)
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options)
  }
}

/** For Fastify's `childLoggerFactory`: each request's logger, made on first use. */
export function lazyChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyChildLogger(logger, bindings, options)
}
