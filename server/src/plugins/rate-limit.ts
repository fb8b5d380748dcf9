import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  type RateLimitOptions,
} from '@fastify/rate-limit'
import type { FastifyInstance, RouteOptions } from 'fastify'
import type { Clock } from '../lib/clock'
import { AppError } from '../lib/app-error'

/** What the limiter counts with: the throttle repository (auth/throttle-repository.ts). */
interface Counters {
  hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>
  peek(key: string, now: number): Promise<{ count: number; resetAt: number }>
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void

/**
 * The limiter's counters in the database instead of process memory, so a limit holds across
 * restarts and across several instances behind a load balancer (SPEC §7). Each route limited
 * by its own options gets its own counters (a child store keyed by method and URL).
 */
function databaseStore(throttle: Counters, clock: Clock): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    private readonly prefix: string

    // The plugin constructs the root store with its options; children get their route's key.
    constructor(prefix: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'global'
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = clock.now()
      throttle.hit(`${this.prefix}|${key}`, timeWindow, now).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: resetAt - now }),
        (error: Error) => callback(error),
      )
    }

    read(key: string, callback: Callback): void {
      const now = clock.now()
      throttle.peek(`${this.prefix}|${key}`, now).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: resetAt - now }),
        (error: Error) => callback(error),
      )
    }

    child(options: RouteOptions & { path: string; prefix: string }): FastifyRateLimitStore {
      const route = (options as { routeInfo?: RouteOptions }).routeInfo
      const method = [route?.method ?? options.method].flat().join(',')
      return new DatabaseStore(`${method} ${route?.url ?? options.url}`)
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor
}

/**
 * Per client address, only on routes that ask for it with `config: { rateLimit: limit(n) }`.
 * A refusal is the usual 429 envelope, saying in the caller's language how long to wait.
 */
export async function setupRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(app.repos.throttle, app.clock),
    errorResponseBuilder: (_request, context) =>
      new AppError(context.statusCode, 42900, 'error.tooManyRequestsWait', {
        seconds: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
  })
}

/** A route's limit: at most `max` calls per client address per `minutes`. */
export function limit(max: number, minutes = 1): RateLimitOptions {
  return { max, timeWindow: minutes * 60_000 }
}
