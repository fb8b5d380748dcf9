import type { AuthResult, DeviceLoginRequest } from '../../../types/auth'
import { AppError } from '../lib/app-error'
import type { AuthContext } from './context'
import { forgetDeviceToken, takeSignInToken } from './device-tokens'
import {
  accountSubject,
  claimAttempt,
  nameSubject,
  recordDeviceSuccess,
  recordFailure,
} from './login-guard'
import { issueSession } from './service'

/**
 * A remembered account's one-tap login: the device token of a login that chose "remember
 * account" logs in once and is replaced by the next (still remembered). Like a password login
 * from a trusted device, a good token is not held back by the locks strangers can cause; a
 * refused one (never remembered, used, revoked by a password change, a reset or "forget",
 * expired, forged, another account's) counts as a failed login against the account and the
 * address, and the device is told to ask for the password.
 */
export async function rememberedLogin(
  ctx: AuthContext,
  body: DeviceLoginRequest,
  address: string,
): Promise<AuthResult> {
  const now = ctx.clock.now()
  const user = await ctx.repos.users.findByLogin(body.username)
  const account = accountSubject(user, body.username)
  const name = nameSubject(body.username)
  if (user && (await takeSignInToken(ctx, user.id, body.deviceToken))) {
    await recordDeviceSuccess(ctx, account, name)
    return issueSession(ctx, user.id, undefined, true)
  }
  // Counted as a failed login, like a wrong password (a lock already set refuses it here).
  const attempt = await claimAttempt(ctx, account, address, now)
  throw await recordFailure(
    ctx,
    attempt,
    name,
    now,
    new AppError(400, 40020, 'auth.rememberedRefused'),
  )
}

/**
 * "Forget this account" on a device: the token it holds no longer logs in nor spares the locks.
 * The same answer whatever was sent, so it tells nothing about accounts or tokens.
 */
export async function forgetRememberedDevice(
  ctx: AuthContext,
  body: DeviceLoginRequest,
): Promise<void> {
  const user = await ctx.repos.users.findByLogin(body.username)
  if (user) await forgetDeviceToken(ctx, user.id, body.deviceToken)
}
