import type { AuthContext } from './context'
import { newSessionToken, SESSION_TOKEN_SHAPE, sha256 } from '../lib/secrets'

/**
 * Device tokens, after OWASP's "device cookies": a successful login hands the device a token
 * bound to the account; a later password login presenting it is exempt from the per-address and
 * per-account lockouts (which a stranger who knows the username can trigger), and counts its own
 * failures instead. Each use rotates it, so a copied token stops working once its owner logs in.
 */
export const DEVICE_TOKEN_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000
/** Wrong passwords typed with one token before it stops exempting anyone. */
export const DEVICE_FAILURE_LIMIT = 10
/** Devices remembered per account; the oldest is forgotten first. */
export const DEVICE_TOKENS_PER_USER = 10

/** Only the hash is stored, and it includes the user id: a token opens nobody else's account. */
function deviceTokenHash(userId: number, token: string): string {
  return sha256(`device\n${userId}\n${token}`)
}

/** The trusted device row behind a token for this user, or undefined when it is not one. */
async function trustedDevice(
  ctx: AuthContext,
  userId: number,
  token: string | undefined,
  now: number,
) {
  if (token === undefined || !SESSION_TOKEN_SHAPE.test(token)) return undefined
  return ctx.repos.deviceTokens.find(userId, deviceTokenHash(userId, token), now)
}

/**
 * A new device token for the user; the one it replaces (rotation) stops working. `signsIn`: the
 * login chose "remember account", so the token may log in by itself (see takeSignInToken).
 */
export async function issueDeviceToken(
  ctx: AuthContext,
  userId: number,
  replacing?: number,
  signsIn = false,
): Promise<string> {
  if (replacing !== undefined) await ctx.repos.deviceTokens.revoke(replacing)
  const token = newSessionToken()
  await ctx.repos.deviceTokens.create(
    userId,
    deviceTokenHash(userId, token),
    ctx.clock.now(),
    DEVICE_TOKEN_LIFETIME_MS,
    DEVICE_TOKENS_PER_USER,
    signsIn,
  )
  return token
}

/**
 * Uses up a remembered device's token as a login: true once for a live token of that user given
 * with "remember account" (a password change or reset, "forget" and expiry end it), else false.
 */
export async function takeSignInToken(
  ctx: AuthContext,
  userId: number,
  token: string,
): Promise<boolean> {
  if (!SESSION_TOKEN_SHAPE.test(token)) return false
  const hash = deviceTokenHash(userId, token)
  return ctx.repos.deviceTokens.takeSignIn(userId, hash, ctx.clock.now())
}

/** "Forget this account" on the device that holds the token. */
export async function forgetDeviceToken(
  ctx: AuthContext,
  userId: number,
  token: string,
): Promise<void> {
  if (!SESSION_TOKEN_SHAPE.test(token)) return
  await ctx.repos.deviceTokens.revokeByHash(userId, deviceTokenHash(userId, token))
}

/** A trusted token's claim on one password attempt: the row, and the attempt's number on it. */
export interface DeviceAttempt {
  id: number
  count: number
}

/**
 * The token's claim when it exempts this login: the attempt is counted on the token BEFORE the
 * password is checked (one statement), so of logins sent all at once with one token only
 * DEVICE_FAILURE_LIMIT are checked. Undefined when it exempts nothing (not this user's, expired,
 * revoked, or past its limit): the login is then judged like one without a token.
 */
export async function claimDeviceAttempt(
  ctx: AuthContext,
  userId: number,
  token: string | undefined,
  now: number,
): Promise<DeviceAttempt | undefined> {
  const device = await trustedDevice(ctx, userId, token, now)
  if (!device) return undefined
  const count = await ctx.repos.deviceTokens.addAttempt(device.id)
  return count >= 1 && count <= DEVICE_FAILURE_LIMIT ? { id: device.id, count } : undefined
}

/** A wrong password typed with a trusted token stays counted on it; the tenth revokes it. */
export async function recordDeviceFailure(ctx: AuthContext, device: DeviceAttempt): Promise<void> {
  if (device.count >= DEVICE_FAILURE_LIMIT) await ctx.repos.deviceTokens.revoke(device.id)
}
