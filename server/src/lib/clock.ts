/**
 * The app's time: what "now" is and how it waits. Everything with an expiry or a window
 * (sessions, codes, nonces, lockouts, rate limits) reads it, so a test can move time forward
 * instead of sleeping.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number
  sleep(ms: number): Promise<void>
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock
  }
}
