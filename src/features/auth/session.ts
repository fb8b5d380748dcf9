import type { AuthResult, RegisterRequest } from '@shared/auth'
import { t } from '@/i18n'
import { isOutage } from '@/services/offline'
import { RequestError } from '@/services/request'
import { toast } from '@/services/toast'
import { deviceTokenFor, useSessionStore } from '@/stores/session-store'
import { getUserInfo } from './api/get-user-info'
import { login } from './api/login'
import { loginByCode } from './api/login-by-code'
import { logout } from './api/logout'
import { register } from './api/register'
import { makeNonce } from './nonce'
import { release, rememberAccount, rememberedCredential, tryRememberedLogin } from './remembered'

function start(result: AuthResult) {
  const store = useSessionStore.getState()
  store.logIn(result.token, result.userInfo)
  // A server older than device tokens answers none; the login itself still counts.
  if (result.deviceToken) store.keepDeviceToken(result.userInfo.username, result.deviceToken)
}

/**
 * Password login, with this device's token for the account when it has one (exempt from the
 * lockouts). "Remember account" keeps the account on this device when chosen, never its
 * password: the login's device token then logs it in with one tap. Not chosen, a remembered
 * account is forgotten (the source's rule). A previously remembered token that this login did
 * not replace (the server rotates the one sent) is revoked.
 */
export async function logInWithPassword(username: string, password: string, remember: boolean) {
  const before = rememberedCredential()
  const deviceToken = deviceTokenFor(useSessionStore.getState().deviceTokens, username)
  const body = { username, password, nonce: makeNonce(), timestamp: Date.now(), remember }
  const result = await login(deviceToken ? { ...body, deviceToken } : body)
  start(result)
  if (remember) rememberAccount(result)
  else useSessionStore.getState().setRememberedAccount(null)
  if (before && before.token !== deviceToken) release(before)
}

/** Code login also forgets a remembered account (the source's rule), here and on the server. */
export async function logInWithCode(username: string, code: string) {
  const before = rememberedCredential()
  start(await loginByCode({ username, code }))
  useSessionStore.getState().setRememberedAccount(null)
  release(before)
}

/**
 * The remembered account's one-tap login: in, offline (kept, the toast said so), or refused
 * (forgotten; the form asks for the password with the outcome's message).
 */
export async function logInRemembered() {
  const outcome = await tryRememberedLogin()
  if (outcome.status === 'in') {
    start(outcome.result)
    rememberAccount(outcome.result)
  }
  return outcome
}

export async function registerAccount(body: RegisterRequest) {
  start(await register(body))
}

/**
 * Ends the session on the server and here. A failed call is reported ("logout failed") but the
 * local session is cleared anyway: the user asked to leave, and a token we no longer hold cannot
 * be misused from this phone. An HTTP 401 has already been handled by the request wrapper.
 */
export async function logOut(): Promise<boolean> {
  try {
    await logout()
    return true
  } catch (error) {
    if (!(error instanceof RequestError && error.statusCode === 401)) {
      void toast(t('errors.logoutFailed'))
    }
    return false
  } finally {
    useSessionStore.getState().clear()
  }
}

export type RefreshOutcome = 'anonymous' | 'refreshed' | 'kept' | 'cleared'

/**
 * At launch with a stored token: fetch the user info and store it. When the server refuses, the
 * session is over (the source: "fetching user info fails → logged out"; an HTTP 401 is cleared by
 * the request wrapper itself). When the server cannot be reached, or fails on its side, the
 * session is kept: opening the app offline must not log the user out.
 */
export async function refreshSession(): Promise<RefreshOutcome> {
  const { token } = useSessionStore.getState()
  if (!token) return 'anonymous'
  try {
    const userInfo = await getUserInfo()
    // A logout or another login while the call ran wins over this answer.
    if (useSessionStore.getState().token !== token) return 'kept'
    useSessionStore.getState().logIn(token, userInfo)
    return 'refreshed'
  } catch (error) {
    if (isOutage(error)) {
      console.warn('[session] user info not refreshed', error)
      return 'kept'
    }
    if (useSessionStore.getState().token === token) useSessionStore.getState().clear()
    return 'cleared'
  }
}
