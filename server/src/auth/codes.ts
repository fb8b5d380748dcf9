import type { Locale } from '../../../types/api'
import { CODE_RESEND_SECONDS, type CodePurpose } from '../../../types/auth'
import { t } from '../i18n'
import type { MailMessage } from '../mail/mailer'
import { AppError } from '../lib/app-error'
import { normalizeEmail } from '../lib/email'
import type { AuthContext } from './context'
import { hashVerificationCode, newVerificationCode, sameDigest } from '../lib/secrets'

export const CODE_LIFETIME_MS = 10 * 60 * 1000
/** Wrong tries that burn a code. */
export const CODE_MAX_TRIES = 5
export const CODE_RESEND_MS = CODE_RESEND_SECONDS * 1000
export const CODES_PER_ADDRESS_PER_HOUR = 10
const HOUR_MS = 60 * 60 * 1000

export interface CodeRequest {
  /** An email, or (to log in) the username of the account whose email gets the code. */
  to: string | { username: string }
  purpose: CodePurpose
  /** The client address, for the hourly quota. */
  address: string
  locale: Locale
}

export function codeMail(locale: Locale, to: string, purpose: CodePurpose, code: string) {
  const minutes = CODE_LIFETIME_MS / 60_000
  const message: MailMessage = {
    to,
    subject: t(locale, 'mail.codeSubject', { code }),
    text: t(locale, 'mail.codeBody', {
      purpose: t(locale, `mail.purpose.${purpose}`),
      code,
      minutes,
    }),
  }
  return message
}

/** To an email that already has an account, in place of a register code: log in or reset. */
export function accountExistsMail(locale: Locale, to: string): MailMessage {
  return {
    to,
    subject: t(locale, 'mail.accountExistsSubject'),
    text: t(locale, 'mail.accountExistsBody'),
  }
}

/** Refuses a request over the quotas: one per email per minute, ten per address per hour. */
async function checkQuota(ctx: AuthContext, email: string, address: string, now: number) {
  const { throttle } = ctx.repos
  const byEmail = await throttle.eventsSince('code-request-email', email, now - CODE_RESEND_MS)
  if (byEmail.newest !== null) {
    const seconds = Math.ceil((byEmail.newest + CODE_RESEND_MS - now) / 1000)
    throw new AppError(429, 42902, 'auth.codeCooldown', { seconds: Math.max(1, seconds) })
  }
  const byAddress = await throttle.eventsSince('code-request-address', address, now - HOUR_MS)
  if (byAddress.count >= CODES_PER_ADDRESS_PER_HOUR && byAddress.oldest !== null) {
    const minutes = Math.ceil((byAddress.oldest + HOUR_MS - now) / 60_000)
    throw new AppError(429, 42903, 'auth.codeHourlyLimit', { minutes: Math.max(1, minutes) })
  }
}

/**
 * Sends a code when it makes sense: to an existing account for login and reset, to a free
 * address for register and bind-email (an address with an account asked to register gets a
 * "you already have an account" mail instead). Whether a code was sent is never told: the
 * quotas are counted and the answer is the same either way, so this cannot probe for accounts.
 */
export async function requestCode(ctx: AuthContext, request: CodeRequest): Promise<void> {
  const named = typeof request.to === 'string' ? undefined : request.to.username
  // The quotas count what was typed, so a username is limited the same whether it exists or not.
  const subject =
    named === undefined ? normalizeEmail(request.to as string) : `username:${named.toLowerCase()}`
  const now = ctx.clock.now()
  await checkQuota(ctx, subject, request.address, now)
  await ctx.repos.throttle.addEvent('code-request-email', subject, now)
  await ctx.repos.throttle.addEvent('code-request-address', request.address, now)

  const account = named === undefined ? undefined : await ctx.repos.users.findByLogin(named)
  const email = named === undefined ? subject : account?.email
  if (email === undefined) return
  const exists = account !== undefined || (await ctx.repos.users.emailTaken(email))
  const wantsAccount = request.purpose === 'login' || request.purpose === 'reset'
  if (exists !== wantsAccount) {
    // Registering an email that has an account: its owner is told so instead of waiting for a
    // code that never comes. The answer on screen stays the same, so the asker learns nothing.
    if (request.purpose === 'register') ctx.mailer.send(accountExistsMail(request.locale, email))
    return
  }

  const code = newVerificationCode()
  await ctx.repos.codes.replace({
    email,
    purpose: request.purpose,
    codeHash: hashVerificationCode(email, request.purpose, code),
    now,
    lifetimeMs: CODE_LIFETIME_MS,
  })
  ctx.mailer.send(codeMail(request.locale, email, request.purpose, code))
}

/**
 * The id of the current code of that email and purpose when `code` matches it, without using it
 * up (a caller may still refuse for another reason and leave the code for the next try). A wrong
 * try counts; the fifth burns the code. Undefined for a wrong, expired, used or burned code alike.
 */
export async function matchCode(
  ctx: AuthContext,
  rawEmail: string,
  purpose: CodePurpose,
  code: string,
): Promise<number | undefined> {
  const email = normalizeEmail(rawEmail)
  const row = await ctx.repos.codes.current(email, purpose, ctx.clock.now())
  if (!row) return undefined
  if (sameDigest(hashVerificationCode(email, purpose, code), row.code_hash)) return row.id
  const tries = await ctx.repos.codes.addAttempt(row.id)
  if (tries >= CODE_MAX_TRIES) await ctx.repos.codes.consume(row.id)
  return undefined
}

function codeInvalid(): AppError {
  return new AppError(400, 40004, 'auth.codeInvalid')
}

/** Uses up the current code of that email and purpose when `code` matches (see matchCode). */
export async function consumeCode(
  ctx: AuthContext,
  email: string,
  purpose: CodePurpose,
  code: string,
): Promise<boolean> {
  const id = await matchCode(ctx, email, purpose, code)
  return id !== undefined && ctx.repos.codes.consume(id)
}

export async function requireCode(
  ctx: AuthContext,
  email: string,
  purpose: CodePurpose,
  code: string,
): Promise<void> {
  if (!(await consumeCode(ctx, email, purpose, code))) throw codeInvalid()
}

/** The id of a matching code (not used up yet), or the 400 a wrong code gets. */
export async function requireMatchingCode(
  ctx: AuthContext,
  email: string,
  purpose: CodePurpose,
  code: string,
): Promise<number> {
  const id = await matchCode(ctx, email, purpose, code)
  if (id === undefined) throw codeInvalid()
  return id
}

/** Uses up a code requireMatchingCode found; a racing use of the same code loses here. */
export async function spendMatchedCode(ctx: AuthContext, id: number): Promise<void> {
  if (!(await ctx.repos.codes.consume(id))) throw codeInvalid()
}
