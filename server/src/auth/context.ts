import type { FastifyInstance } from 'fastify'
import type { Clock } from '../lib/clock'
import type { Mailer } from '../mail/mailer'
import type { UploadRepository } from '../upload/repository'
import type { CodeRepository } from './code-repository'
import type { DeviceTokenRepository } from './device-token-repository'
import type { SessionRepository } from './session-repository'
import type { ThrottleRepository } from './throttle-repository'
import type { UserRepository } from './user-repository'

/** The repositories the account services use (app.repos has them, and more). */
export interface AccountRepositories {
  users: UserRepository
  sessions: SessionRepository
  codes: CodeRepository
  throttle: ThrottleRepository
  deviceTokens: DeviceTokenRepository
  uploads: UploadRepository
}

/** What the account services work with: data, time and mail (the app's, or a test's). */
export interface AuthContext {
  repos: AccountRepositories
  clock: Clock
  mailer: Mailer
}

export function authContextOf(app: FastifyInstance): AuthContext {
  return { repos: app.repos, clock: app.clock, mailer: app.mailer }
}
