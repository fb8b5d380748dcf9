import type { FastifyInstance } from 'fastify'
import type { Db } from './db/open-database'
import { createHealthRepository } from './health/repository'
import { createReleaseRepository } from './version/repository'

/** Every repository over one database; the only code that runs SQL. */
export function createRepositories(db: Db) {
  return {
    health: createHealthRepository(db),
    releases: createReleaseRepository(db),
  }
}

export type Repositories = ReturnType<typeof createRepositories>

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories
  }
}

export function setupRepositories(app: FastifyInstance): void {
  app.decorate('repos', createRepositories(app.db))
}
