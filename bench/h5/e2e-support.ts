/**
 * The browser tests' mail catcher and session helpers, reused as they are. Loaded by path: those
 * files are type-checked with the client's compiler settings (tsconfig.json), while bench/ is
 * checked with the server's stricter ones; the types below are the part the bench uses.
 */
import path from 'node:path'
import type { Browser, BrowserContext } from 'playwright-core'
import type { AuthResult } from '../../types/auth'

const SUPPORT = path.resolve(__dirname, '../../test/e2e/support')

export interface MailCatcher {
  url: string
  mails: unknown[]
  codeFor: (address: string, after?: number) => Promise<string>
  close: () => Promise<void>
}

interface Session {
  api: <T>(
    server: { url: string },
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ) => Promise<T>
  registerAccount: (
    server: { url: string },
    mail: MailCatcher,
    username: string,
  ) => Promise<AuthResult>
  startLoggedIn: (context: BrowserContext, auth: AuthResult) => Promise<void>
}

export const { startMailCatcher } = require(path.join(SUPPORT, 'mail-catcher')) as {
  startMailCatcher: () => Promise<MailCatcher>
}
export const { api, registerAccount, startLoggedIn } = require(
  path.join(SUPPORT, 'session'),
) as Session

export const { launch } = require(path.join(SUPPORT, 'browser')) as {
  launch: () => Promise<Browser>
}
