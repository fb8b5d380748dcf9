import type { FastifyInstance } from 'fastify'
import type { AccountRepositories } from './context'

const EVERY_MS = 10 * 60 * 1000

/** Deletes rows that can no longer matter: ended sessions, expired codes, old throttle data,
 * expired device tokens. */
export async function purgeExpired(
  repos: Pick<AccountRepositories, 'sessions' | 'codes' | 'throttle' | 'deviceTokens'>,
  now: number,
): Promise<void> {
  await repos.sessions.purgeExpired(now)
  await repos.codes.purgeExpired(now)
  await repos.throttle.purge(now)
  await repos.deviceTokens.purgeExpired(now)
}

/** Every ten minutes while the app runs; a timer that never keeps the process alive. */
export function schedulePurge(app: FastifyInstance): void {
  const timer = setInterval(() => {
    purgeExpired(app.repos, app.clock.now()).catch((error: unknown) => {
      app.log.error({ err: error }, 'purging expired auth data failed')
    })
  }, EVERY_MS)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}
