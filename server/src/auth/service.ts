import type { Locale } from '../../../types/api'
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  type PasswordOwner,
  type AuthResult,
  type CodeLoginRequest,
  type LoginRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
} from '../../../types/auth'
import { t } from '../i18n'
import { AppError } from '../lib/app-error'
import { SESSION_LIFETIME_MS } from '../plugins/auth'
import { consumeCode, requireMatchingCode, spendMatchedCode } from './codes'
import type { AuthContext } from './context'
import { claimDeviceAttempt, issueDeviceToken, recordDeviceFailure } from './device-tokens'
import {
  accountSubject,
  claimAttempt,
  delayFailure,
  forgiveAccount,
  nameSubject,
  recordDeviceSuccess,
  recordFailure,
  recordSuccess,
} from './login-guard'
import { hashPassword, passwordRuleProblem, verifyPassword } from './passwords'
import { newSessionToken, sha256 } from '../lib/secrets'
import { passwordStrengthProblem } from './strength'

/** How far a login's timestamp may be from the server's clock, either way. */
export const TIMESTAMP_SKEW_MS = 5 * 60 * 1000
/** How long a used nonce is remembered: longer than any timestamp that could carry it again. */
export const NONCE_RETENTION_MS = 10 * 60 * 1000

const PASSWORD_PROBLEMS = {
  tooShort: ['reason.minLength', { limit: PASSWORD_MIN }],
  tooLong: ['reason.maxLength', { limit: PASSWORD_MAX }],
  onlyDigits: ['auth.passwordOnlyDigits', {}],
  common: ['auth.passwordCommon', {}],
  blank: ['auth.passwordBlank', {}],
  hasName: ['auth.passwordHasName', {}],
  weak: ['auth.passwordWeak', {}],
} as const

/**
 * Refuses a new password that breaks the rules (the schema has already checked its length) or
 * is too easy to guess for its owner. Existing passwords are never checked: they keep working.
 */
export function assertGoodPassword(password: string, owner: PasswordOwner): void {
  const problem = passwordRuleProblem(password) ?? passwordStrengthProblem(password, owner)
  if (!problem) return
  const [key, params] = PASSWORD_PROBLEMS[problem]
  throw new AppError(400, 40005, key, params)
}

/**
 * A new session for a user (a fresh random token, of which only the hash is stored) and a new
 * device token, replacing the one the login presented; with `remember`, that token may log in.
 */
export async function issueSession(
  ctx: AuthContext,
  userId: number,
  replacingDevice?: number,
  remember = false,
): Promise<AuthResult> {
  const token = newSessionToken()
  await ctx.repos.sessions.create(userId, sha256(token), ctx.clock.now(), SESSION_LIFETIME_MS)
  const userInfo = await ctx.repos.users.info(userId)
  if (!userInfo) throw new Error(`user ${userId} vanished while logging in`)
  const deviceToken = await issueDeviceToken(ctx, userId, replacingDevice, remember)
  return { token, userInfo, deviceToken }
}

function wrongCredentials(): AppError {
  return new AppError(400, 40001, 'auth.wrongCredentials')
}

export async function passwordLogin(
  ctx: AuthContext,
  body: LoginRequest,
  address: string,
): Promise<AuthResult> {
  const now = ctx.clock.now()
  if (Math.abs(now - body.timestamp) > TIMESTAMP_SKEW_MS) {
    throw new AppError(400, 40002, 'auth.staleTimestamp')
  }
  if (!(await ctx.repos.throttle.useNonce(body.nonce, now + NONCE_RETENTION_MS))) {
    throw new AppError(400, 40003, 'auth.nonceReused')
  }
  const user = await ctx.repos.users.findByLogin(body.username)
  const account = accountSubject(user, body.username)
  const name = nameSubject(body.username)
  // A device this account logged in from is exempt from the locks anyone else can cause and
  // counts its own attempts. Either way the attempt is counted before argon2 runs.
  const device = user && (await claimDeviceAttempt(ctx, user.id, body.deviceToken, now))
  const attempt = device ? undefined : await claimAttempt(ctx, account, address, now)
  // Runs argon2 even for an unknown user, so both failures take the same time.
  const matches = await verifyPassword(user?.password_hash, body.password)
  if (!user || !matches) {
    if (attempt) throw await recordFailure(ctx, attempt, name, now, wrongCredentials())
    if (device) await recordDeviceFailure(ctx, device)
    await delayFailure(ctx, name, now)
    throw wrongCredentials()
  }
  if (attempt) await recordSuccess(ctx, attempt, name)
  else await recordDeviceSuccess(ctx, account, name)
  return issueSession(ctx, user.id, device ? device.id : undefined, body.remember === true)
}

export async function codeLogin(ctx: AuthContext, body: CodeLoginRequest): Promise<AuthResult> {
  const user = await ctx.repos.users.findByLogin(body.username)
  if (!user || !(await consumeCode(ctx, user.email, 'login', body.code))) {
    throw new AppError(400, 40004, 'auth.codeInvalid')
  }
  return issueSession(ctx, user.id)
}

export async function register(
  ctx: AuthContext,
  body: RegisterRequest,
  locale: Locale,
): Promise<AuthResult> {
  assertGoodPassword(body.password, body)
  // The code first: without it, "username taken" would answer anyone probing for names. The
  // code stays usable until the account is made, so another username can be tried with it.
  const codeId = await requireMatchingCode(ctx, body.email, 'register', body.code)
  if (await ctx.repos.users.usernameTaken(body.username)) {
    throw new AppError(409, 40901, 'auth.usernameTaken')
  }
  await spendMatchedCode(ctx, codeId)
  // Only a race gets here with a taken email: no register code is sent to one.
  if (await ctx.repos.users.emailTaken(body.email)) {
    throw new AppError(409, 40902, 'auth.emailTaken')
  }
  // Cleaned by the schema: a blank nickname arrives as ''.
  const nickname = body.nickname || body.username
  const userId = await ctx.repos.users.createWithKitchen({
    username: body.username,
    email: body.email,
    passwordHash: await hashPassword(body.password),
    nickname,
    locale,
    kitchenName: t(locale, 'kitchen.defaultName', { nickname }),
    now: ctx.clock.now(),
  })
  return issueSession(ctx, userId)
}

/** A new password by emailed code; every session of the account ends. */
export async function resetPassword(ctx: AuthContext, body: ResetPasswordRequest): Promise<void> {
  assertGoodPassword(body.password, { email: body.email })
  const codeId = await requireMatchingCode(ctx, body.email, 'reset', body.code)
  const user = await ctx.repos.users.findByEmail(body.email)
  if (!user) throw new AppError(400, 40004, 'auth.codeInvalid')
  // Only once the code proved the caller owns the email: the username rule would tell it.
  assertGoodPassword(body.password, user)
  await spendMatchedCode(ctx, codeId)
  await ctx.repos.users.setPasswordHash(user.id, await hashPassword(body.password), ctx.clock.now())
  await ctx.repos.sessions.revokeAllOf(user.id)
  await ctx.repos.deviceTokens.revokeAllOf(user.id)
  await forgiveAccount(ctx, accountSubject(user, user.username))
}
