import { maskEmail, type AuthResult } from '@shared/auth'
import { t } from '@/i18n'
import { isOutage } from '@/services/offline'
import { RequestError } from '@/services/request'
import { toast } from '@/services/toast'
import { useSessionStore } from '@/stores/session-store'
import { forgetDevice } from './api/forget-device'
import { loginRemembered } from './api/login-remembered'

/** The server's code for a device token that no longer logs in (revoked, used, never one). */
export const REMEMBERED_REFUSED = 40020

interface Credential {
  username: string
  token: string
}

/** The remembered account's one-tap credential: this device's token of it, when it may log in. */
export function rememberedCredential(): Credential | undefined {
  const { rememberedAccount, deviceTokens } = useSessionStore.getState()
  if (!rememberedAccount?.oneTap) return undefined
  const username = rememberedAccount.username.toLowerCase()
  const token = deviceTokens.find((entry) => entry.username === username)?.token
  return token ? { username: rememberedAccount.username, token } : undefined
}

/** After a login with "remember account": who it was, and that its device token logs in. */
export function rememberAccount({ userInfo }: AuthResult) {
  const { username, nickname, avatar, email } = userInfo
  useSessionStore
    .getState()
    .setRememberedAccount({ username, nickname, avatar, email, oneTap: true })
}

/** Stops a credential working: on the server (best effort), and here unless a login replaced it. */
export function release(credential: Credential | undefined) {
  if (!credential) return
  const { deviceTokens, dropDeviceToken } = useSessionStore.getState()
  const key = credential.username.toLowerCase()
  if (deviceTokens.some((entry) => entry.username === key && entry.token === credential.token)) {
    dropDeviceToken(key)
  }
  forgetDevice({ username: credential.username, deviceToken: credential.token }).catch(
    () => undefined,
  )
}

/** "Forget this account" on the login page. */
export function forgetRemembered() {
  const credential = rememberedCredential()
  useSessionStore.getState().setRememberedAccount(null)
  release(credential)
}

/**
 * The server revoked every device token of this account (a password change or reset made
 * here): the remembered account, if it is this one, and this device's token of it go.
 */
function forgetRevoked(username: string) {
  const { rememberedAccount, setRememberedAccount, dropDeviceToken } = useSessionStore.getState()
  dropDeviceToken(username)
  if (rememberedAccount?.username.toLowerCase() === username.toLowerCase()) {
    setRememberedAccount(null)
  }
}

export function forgetAfterPasswordChange(username: string) {
  forgetRevoked(username)
}

/**
 * After a reset by email made here. The phone knows the remembered account's email only masked
 * (a***@example.com): a match is that account (or one that looks the same, which then types its
 * password once); an account remembered before [11] has no email and is forgotten too.
 */
export function forgetAfterReset(email: string) {
  const { rememberedAccount } = useSessionStore.getState()
  if (!rememberedAccount) return
  const masked = maskEmail(email.trim().toLowerCase())
  if (!rememberedAccount.email || rememberedAccount.email.toLowerCase() === masked) {
    forgetRevoked(rememberedAccount.username)
  }
}

export type OneTapOutcome =
  | { status: 'in'; result: AuthResult }
  | { status: 'offline' }
  /** The server refused the credential: it is forgotten, and the form asks for the password. */
  | { status: 'refused'; username: string; message: string }

/** The one-tap login. The caller stores the session (see session.ts). */
export async function tryRememberedLogin(): Promise<OneTapOutcome> {
  const credential = rememberedCredential()
  const username = useSessionStore.getState().rememberedAccount?.username ?? ''
  if (!credential) return { status: 'refused', username, message: t('auth.remembered.refused') }
  try {
    const result = await loginRemembered({
      username: credential.username,
      deviceToken: credential.token,
    })
    return { status: 'in', result }
  } catch (error) {
    if (isOutage(error)) {
      void toast(error instanceof Error ? error.message : t('errors.networkFailed'))
      return { status: 'offline' }
    }
    // Refused for good (revoked, expired, used elsewhere): nothing left to revoke.
    forgetRevoked(credential.username)
    const message =
      error instanceof RequestError && error.code !== REMEMBERED_REFUSED
        ? error.message
        : t('auth.remembered.refused')
    return { status: 'refused', username, message }
  }
}
