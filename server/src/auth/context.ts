import type { FastifyInstance } from 'fastify'
import type { Clock } from '../lib/clock'
import type { Mailer } from '../mail/mailer'
import type { Repositories } from '../repositories'

/** What the account services work with: data, time and mail (the app's, or a test's). */
export interface AuthContext {
  repos: Repositories
  clock: Clock
  mailer: Mailer
}

export function authContextOf(app: FastifyInstance): AuthContext {
  return { repos: app.repos, clock: app.clock, mailer: app.mailer }
}
