import Fastify, { type FastifyInstance } from 'fastify'
import type { Config } from './config'
import { healthRoutes } from './health/routes'
import { setupDb } from './plugins/db'
import { setupDocs } from './plugins/docs'
import { handleError, setupErrors } from './plugins/errors'
import { setupI18n } from './plugins/i18n'
import { loggerOptions, type LogStream } from './plugins/logger'
import { SERVER_LIMITS, setupSecurity } from './plugins/security'
import { setupStatic } from './plugins/static'
import { setupValidation } from './plugins/validation'
import { setupRepositories } from './repositories'
import { versionRoutes } from './version/routes'

export interface BuildOptions {
  /** Where log lines go instead of stdout (tests capture them here). */
  logStream?: LogStream
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
  }
}

/**
 * The whole server, not yet listening: infrastructure first, then repositories, then the routes
 * under /api. Resolves once the database is open and migrated.
 */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    ...SERVER_LIMITS,
    // Errors raised before routing (a malformed URL) get the same envelope as the rest.
    frameworkErrors: handleError,
  })
  app.decorate('config', config)

  setupI18n(app)
  setupValidation(app)
  setupErrors(app)
  await setupSecurity(app)
  await setupDb(app, config.dbPath)
  await setupDocs(app)
  await setupStatic(app, config.staticDir)

  setupRepositories(app)

  await app.register(
    async (api) => {
      await api.register(healthRoutes)
      await api.register(versionRoutes)
    },
    { prefix: '/api' },
  )
  return app
}
