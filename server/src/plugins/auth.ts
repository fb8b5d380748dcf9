import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Freshness } from '../db/catalogue-clock'
import { SESSION_TOKEN_SHAPE, sha256 } from '../lib/secrets'
import type { Membership } from '../db/schema-accounts'
import { AppError } from '../lib/app-error'

/** Who is calling, as far as a valid bearer token says. */
export interface SessionUser {
  id: number
  username: string
  /** The session this request's token opened (logout and password change need it). */
  sessionId: number
  /** When the session read began, which also read the catalogue clock (see `freshness`). */
  versionsReadAt: number
}

/** Why there is no user: no token at all, or a token that opens nothing. */
export type TokenState = 'none' | 'invalid' | 'valid'

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in caller, or null. Optional-user routes read it; login-only ones guard it. */
    user: SessionUser | null
    tokenState: TokenState
    /**
     * The caller's kitchen as read with the session, for kitchen/caller.ts to use
     * once; null when not read (or already used). Routes never read it themselves.
     */
    sessionKitchen: Membership | null
  }
}

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000
/** A sliding expiry is pushed forward at most this often, not with a write on every request. */
export const SESSION_REFRESH_MS = 60 * 60 * 1000

/** The token of an `Authorization: Bearer <token>` header; null when malformed. */
export function bearerToken(header: string): string | null {
  const match = /^Bearer ([^\s]+)$/i.exec(header.trim())
  const token = match?.[1]
  return token && SESSION_TOKEN_SHAPE.test(token) ? token : null
}

/**
 * Reads the bearer token of every API request and puts the caller on `request.user`. Nothing
 * is refused here: a route decides whether it needs a user (`requireUser`) or only uses one
 * when present.
 */
export function setupAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null)
  app.decorateRequest('tokenState', 'none')
  app.decorateRequest('sessionKitchen', null)
  const readSession = async (request: FastifyRequest, header: string): Promise<void> => {
    request.tokenState = 'invalid'
    const token = bearerToken(header)
    if (!token) return
    const now = app.clock.now()
    const session = await app.repos.sessions.findActive(sha256(token), now)
    if (!session) return
    if (now - session.lastUsedAt >= SESSION_REFRESH_MS) {
      await app.repos.sessions.touch(session.sessionId, now, SESSION_LIFETIME_MS)
    }
    request.tokenState = 'valid'
    request.user = {
      id: session.userId,
      username: session.username,
      sessionId: session.sessionId,
      versionsReadAt: session.versionsReadAt,
    }
    request.sessionKitchen = session.kitchen
  }
  // A callback hook, not an async one: an anonymous request (the whole catalogue) passes
  // without a promise made and awaited for nothing.
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.authorization
    if (header === undefined || !request.url.startsWith('/api/')) return done()
    readSession(request, header).then(() => done(), done)
  })
}

/**
 * How fresh the catalogue's kept data must be for this request (db/catalogue-clock.ts): a
 * logged-in caller sees their own last write, whichever instance made it, through the versions
 * their session read brought; anyone else, versions under half a second old.
 */
export function freshness(request: FastifyRequest): Freshness {
  return request.user === null ? false : request.user.versionsReadAt
}

/** The refusal SPEC §4 gives each case: no token → HTTP 200 + code 401; a bad one → HTTP 401. */
function refusal(request: FastifyRequest): AppError {
  return request.tokenState === 'none'
    ? new AppError(200, 401, 'auth.loginRequired')
    : new AppError(401, 401, 'error.unauthorized')
}

/**
 * For login-only routes, as an onRequest hook so the refusal comes before the body is read or
 * validated: `app.post('/x', { onRequest: requireUser, schema }, handler)`.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw refusal(request)
}

/** The caller of a login-only route, typed as present (throws the refusal otherwise). */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw refusal(request)
  return request.user
}
