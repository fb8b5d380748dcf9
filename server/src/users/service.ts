import type { ChangePasswordRequest, SensitiveInfoRequest } from '../../../types/auth'
import type { UserInfo } from '../../../types/api'
import { requireCode } from '../auth/codes'
import type { AuthContext } from '../auth/context'
import {
  accountSubject,
  claimAttempt,
  nameSubject,
  recordFailure,
  recordSuccess,
} from '../auth/login-guard'
import { hashPassword, verifyPassword } from '../auth/passwords'
import { assertGoodPassword } from '../auth/service'
import { AppError } from '../lib/app-error'
import type { SessionUser } from '../plugins/auth'
import type { ProfilePatch } from '../auth/user-repository'
import { normalizeEmail } from '../lib/email'

/** The name in an upload URL of this server, or undefined for anything else. */
export function uploadNameOf(url: string): string | undefined {
  return /^\/api\/uploads\/([0-9a-f]{32}\.(?:jpg|png|webp))$/.exec(url)?.[1]
}

/**
 * Checks the caller's current password. A wrong one counts towards the same lockout as a
 * failed login: a stolen session must not become a way to guess the password.
 */
async function assertPassword(
  ctx: AuthContext,
  user: SessionUser,
  password: string,
  address: string,
): Promise<void> {
  const now = ctx.clock.now()
  const account = accountSubject(user, user.username)
  const name = nameSubject(user.username)
  const attempt = await claimAttempt(ctx, account, address, now)
  const row = await ctx.repos.users.findById(user.id)
  if (row && (await verifyPassword(row.password_hash, password))) {
    await recordSuccess(ctx, attempt, name)
    return
  }
  throw await recordFailure(ctx, attempt, name, now, new AppError(400, 40006, 'auth.passwordWrong'))
}

/** Applies a profile change and answers the fields it changed, as stored. */
export async function updateProfile(
  ctx: AuthContext,
  user: SessionUser,
  body: ProfilePatch,
): Promise<ProfilePatch> {
  const patch: ProfilePatch = { ...body }
  if (patch.avatar !== undefined && patch.avatar !== '') {
    const name = uploadNameOf(patch.avatar)
    if (!name || !(await ctx.repos.uploads.isOwnedBy(name, user.id))) {
      throw new AppError(400, 40010, 'user.avatarNotOwn')
    }
  }
  if (Object.keys(patch).length > 0) {
    await ctx.repos.users.updateProfile(user.id, patch, ctx.clock.now())
  }
  return patch
}

/** A new password; every other session ends, this one stays. */
export async function changePassword(
  ctx: AuthContext,
  user: SessionUser,
  body: ChangePasswordRequest,
  address: string,
): Promise<void> {
  const owner = await ctx.repos.users.findById(user.id)
  assertGoodPassword(body.newPassword, owner ?? user)
  if (body.newPassword === body.oldPassword) throw new AppError(400, 40007, 'auth.passwordSame')
  await assertPassword(ctx, user, body.oldPassword, address)
  await ctx.repos.users.setPasswordHash(
    user.id,
    await hashPassword(body.newPassword),
    ctx.clock.now(),
  )
  await ctx.repos.sessions.revokeAllOf(user.id, user.sessionId)
  // A device that knew the old password is trusted no longer.
  await ctx.repos.deviceTokens.revokeAllOf(user.id)
}

/** A new email, proved by the password and by a bind-email code sent to the new address. */
export async function changeEmail(
  ctx: AuthContext,
  user: SessionUser,
  body: SensitiveInfoRequest,
  address: string,
): Promise<UserInfo> {
  await assertPassword(ctx, user, body.password, address)
  const current = await ctx.repos.users.findById(user.id)
  if (current?.email === normalizeEmail(body.email)) {
    throw new AppError(400, 40008, 'auth.emailSame')
  }
  await requireCode(ctx, body.email, 'bind-email', body.code)
  await ctx.repos.users.setEmail(user.id, body.email, ctx.clock.now())
  const info = await ctx.repos.users.info(user.id)
  if (!info) throw new Error(`user ${user.id} vanished while changing email`)
  return info
}
