import Fastify, { type FastifyInstance } from 'fastify'
import { authRoutes } from './auth/routes'
import { strengthRoutes } from './auth/strength-routes'
import { schedulePurge } from './auth/purge'
import { cartRoutes } from './cart/routes'
import { seedIfEmpty } from './catalogue/seed'
import { databaseLocation, type Config } from './config'
import { coverRoutes } from './covers/routes'
import { favoriteRoutes } from './favorites/routes'
import { healthRoutes } from './health/routes'
import { kitchenRoutes } from './kitchen/routes'
import { systemClock, type Clock } from './lib/clock'
import { orderRoutes } from './orders/routes'
import { setupAuth } from './plugins/auth'
import { setupDb } from './plugins/db'
import { setupDocs } from './plugins/docs'
import { drainingServerFactory } from './plugins/draining-server'
import { handleClientError } from './plugins/client-errors'
import { handleError, setupErrors } from './plugins/errors'
import { setupI18n } from './plugins/i18n'
import { lazyChildLogger, loggerOptions, RequestLog, type LogStream } from './plugins/logger'
import { setupMail } from './plugins/mail'
import { setupRateLimit } from './plugins/rate-limit'
import { SERVER_LIMITS, setupSecurity } from './plugins/security'
import { setupShutdown } from './plugins/shutdown'
import { setupStatic } from './plugins/static'
import { setupValidation } from './plugins/validation'
import { recipeRoutes } from './recipes/routes'
import { personalView } from './stock/personal-view'
import { myRecipeRoutes } from './my-recipes/routes'
import { setupFiles } from './files/store'
import { setupRepositories } from './repositories'
import { searchRoutes } from './search/routes'
import { shoppingRoutes } from './shopping/routes'
import { stockRoutes } from './stock/routes'
import { todayEatRoutes } from './today-eat/routes'
import { uploadRoutes } from './upload/routes'
import { userRoutes } from './users/routes'
import { versionRoutes } from './version/routes'

export interface BuildOptions {
  /** Where log lines go instead of stdout (tests capture them here). */
  logStream?: LogStream
  /** The app's time (tests move it forward instead of sleeping). */
  clock?: Clock
  /** Import the recipe catalogue when the database has none (the server's boot; tests seed
   * themselves, once per file). */
  seedCatalogue?: boolean
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
    logController: new RequestLog(config.logLevel),
    childLoggerFactory: lazyChildLogger,
    ...SERVER_LIMITS,
    // Behind the load balancers TRUST_PROXY names, request.ip is the client's (X-Forwarded-For):
    // the per-address limits then count each client, not the balancer.
    trustProxy: config.trustProxy ?? false,
    // Errors raised before routing (a malformed URL) get the same envelope as the rest.
    frameworkErrors: handleError,
    // Errors before a request exists (431, 408, bad framing) and 503 while closing: envelopes too.
    clientErrorHandler: handleClientError,
    return503OnClosing: false,
    // Closing drains: requests under way and connections not yet read are answered first.
    serverFactory: drainingServerFactory,
    forceCloseConnections: false,
  })
  app.decorate('config', config)
  app.decorate('clock', options.clock ?? systemClock)

  setupI18n(app)
  setupValidation(app)
  setupErrors(app)
  setupShutdown(app)
  setupSecurity(app)
  await setupDb(app, databaseLocation(config))
  await setupDocs(app)
  await setupStatic(app, config.staticDir)

  setupRepositories(app)
  setupFiles(app)
  if (options.seedCatalogue) {
    const seeded = await seedIfEmpty(app.db)
    if (seeded) app.log.info({ catalogue: seeded }, 'empty database: recipe catalogue imported')
  }
  setupMail(app)
  setupAuth(app)
  schedulePurge(app)
  await setupRateLimit(app)

  await app.register(
    async (api) => {
      await api.register(healthRoutes)
      await api.register(versionRoutes)
      await api.register(authRoutes)
      await api.register(strengthRoutes)
      await api.register(userRoutes)
      await api.register(uploadRoutes)
      await api.register(recipeRoutes, { personalView })
      await api.register(myRecipeRoutes)
      await api.register(coverRoutes)
      await api.register(searchRoutes)
      await api.register(favoriteRoutes)
      await api.register(cartRoutes)
      await api.register(shoppingRoutes)
      await api.register(orderRoutes)
      await api.register(todayEatRoutes)
      await api.register(stockRoutes)
      await api.register(kitchenRoutes)
    },
    { prefix: '/api' },
  )
  return app
}
