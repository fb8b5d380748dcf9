import { randomBytes } from 'node:crypto'
import type { InjectOptions } from 'fastify'
import type { AuthResult, CodePurpose } from '../../../types/auth'
import type { Config } from '../../src/config'
import type { Clock } from '../../src/lib/clock'
import { makeApp, type TestApp } from '../helpers'

/** A clock the test moves: sleeping advances it at once and is recorded. */
export class FakeClock implements Clock {
  readonly sleeps: number[] = []

  constructor(private current = Date.parse('2025-03-01T08:00:00.000Z')) {}

  now(): number {
    return this.current
  }

  async sleep(ms: number): Promise<void> {
    this.sleeps.push(ms)
    this.current += ms
  }

  advance(ms: number): void {
    this.current += ms
  }
}

export const MINUTE = 60_000
export const GOOD_PASSWORD = 'Braised-Pork-42'

export interface AuthTestApp extends TestApp {
  clock: FakeClock
}

/** The real app with captured logs (where mail goes without SMTP_URL) and a fake clock. */
export async function makeAuthApp(overrides: Partial<Config> = {}): Promise<AuthTestApp> {
  const clock = new FakeClock()
  const t = await makeApp(overrides, { captureLogs: true, clock })
  return Object.assign(t, { clock })
}

let addressCounter = 0
/** A fresh client address, so per-address quotas of one test do not spill into another. */
export function freshAddress(): string {
  addressCounter += 1
  return `10.1.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`
}

interface CallOptions {
  token?: string
  address?: string
  language?: string
}

export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
  options: CallOptions = {},
) {
  const headers: Record<string, string> = {}
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.language) headers['accept-language'] = options.language
  const request: InjectOptions = { method, url, headers, remoteAddress: options.address }
  if (body !== undefined) request.payload = body as Record<string, unknown>
  return t.app.inject(request)
}

/** The mail messages the app logged for lack of SMTP_URL, oldest first. */
export async function mailsTo(t: TestApp, email: string) {
  await t.app.mailer.idle()
  return t.logs
    .map((line) => line.mail as { to: string; subject: string; text: string } | undefined)
    .filter((mail) => mail?.to === email.toLowerCase()) as Array<{
    to: string
    subject: string
    text: string
  }>
}

/** The code of the latest mail to that address. */
export async function lastCode(t: TestApp, email: string): Promise<string> {
  const mail = (await mailsTo(t, email)).at(-1)
  const code = mail?.subject.match(/\d{6}/)?.[0]
  if (!code) throw new Error(`no code was mailed to ${email}`)
  return code
}

export async function sendCode(
  t: TestApp,
  email: string,
  purpose: CodePurpose,
  options: CallOptions = {},
) {
  return call(
    t,
    'POST',
    '/api/auth/send-code',
    { email, purpose },
    {
      address: freshAddress(),
      ...options,
    },
  )
}

/** Registers through the API (code by "mail") and answers the token and user info. */
export async function registerUser(
  t: AuthTestApp,
  username: string,
  password = GOOD_PASSWORD,
  email = `${username.toLowerCase()}@example.com`,
): Promise<AuthResult> {
  const sent = await sendCode(t, email, 'register')
  expect(sent.json()).toMatchObject({ code: 0 })
  const code = await lastCode(t, email)
  const res = await call(
    t,
    'POST',
    '/api/auth/register',
    { username, email, code, password },
    {
      address: freshAddress(),
    },
  )
  expect(res.json()).toMatchObject({ code: 0 })
  return res.json().content as AuthResult
}

export function loginBody(t: AuthTestApp, username: string, password: string) {
  return {
    username,
    password,
    nonce: randomBytes(16).toString('hex'),
    timestamp: t.clock.now(),
  }
}

export function login(t: AuthTestApp, username: string, password: string, address?: string) {
  return call(t, 'POST', '/api/auth/login', loginBody(t, username, password), {
    address: address ?? freshAddress(),
  })
}
