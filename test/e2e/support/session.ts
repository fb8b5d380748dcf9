import type { BrowserContext } from 'playwright-core'
import type { AuthResult } from '../../../types/auth'
import type { MailCatcher } from './mail-catcher'
import type { RunningServer } from './server'

interface Envelope<T> {
  code: number
  msg: string
  content: T
}

/** Calls the real API as the app does, failing on anything but envelope code 0. */
export async function api<T>(
  server: RunningServer,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (token) headers.authorization = `Bearer ${token}`
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const envelope = (await res.json()) as Envelope<T>
  if (envelope.code !== 0) throw new Error(`${method} ${path} → ${res.status} ${envelope.msg}`)
  return envelope.content
}

/** A new account registered through the API with the code the mail catcher received. */
export async function registerAccount(
  server: RunningServer,
  mail: MailCatcher,
  username: string,
  password = 'Braised-pork-2024',
): Promise<AuthResult> {
  const email = `${username.toLowerCase()}@example.com`
  const before = mail.mails.length
  await api(server, 'POST', '/auth/send-code', { email, purpose: 'register' })
  const code = await mail.codeFor(email, before)
  return api<AuthResult>(server, 'POST', '/auth/register', { username, email, code, password })
}

/**
 * Pages of this context open logged in: the persisted session is written before the app loads,
 * as Taro H5 keeps it (`localStorage[key] = JSON.stringify({data: value})`, the value being
 * zustand's `JSON.stringify({state, version})`).
 */
export async function startLoggedIn(context: BrowserContext, auth: AuthResult): Promise<void> {
  const state = {
    token: auth.token,
    userInfo: auth.userInfo,
    rememberedAccount: null,
    newVersion: null,
  }
  const value = JSON.stringify({ data: JSON.stringify({ state, version: 1 }) })
  await context.addInitScript((stored) => {
    // about:blank (between visits) has no storage of its own.
    if (!location.protocol.startsWith('http')) return
    if (!localStorage.getItem('sichu:session')) localStorage.setItem('sichu:session', stored)
  }, value)
}
