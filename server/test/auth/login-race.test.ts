import type { AddressInfo } from 'node:net'
import * as passwords from '../../src/auth/passwords'
import { makeApp } from '../helpers'
import {
  call,
  freshAddress,
  GOOD_PASSWORD,
  login,
  loginBody,
  makeAuthApp,
  registerUser,
  type AuthTestApp,
} from './support'

/**
 * Logins sent all at once (finding 1 of [11]): the lock must count each attempt before its
 * password is checked, or every request that arrives while argon2 works on the first ones gets
 * its own guess. "Evaluated" is counted where it happens: calls of verifyPassword.
 */
const LOGIN = '/api/auth/login'
const AT_ONCE = 40
let t: AuthTestApp
let device: string
let evaluated: jest.SpyInstance

beforeEach(async () => {
  t = await makeAuthApp()
  device = (await registerUser(t, 'Alice', GOOD_PASSWORD, 'alice@example.com')).deviceToken
  evaluated = jest.spyOn(passwords, 'verifyPassword')
}, 30_000)
afterEach(async () => {
  evaluated.mockRestore()
  await t.close()
})

/** The password of attempt i: wrong, except at `right` (1-based). */
const passwordAt = (i: number, right?: number) =>
  i + 1 === right ? GOOD_PASSWORD : `Wrong-pass-${i}`

async function codesOf(answers: Array<Promise<{ json(): unknown }>>): Promise<number[]> {
  return (await Promise.all(answers)).map((res) => (res.json() as { code: number }).code)
}

test.each([10, 30])(
  '40 logins at once from 40 addresses, the right one at %i: 5 evaluated, no login',
  async (right) => {
    const codes = await codesOf(
      Array.from({ length: AT_ONCE }, (_, i) => login(t, 'alice', passwordAt(i, right))),
    )
    expect(evaluated.mock.calls.length).toBeLessThanOrEqual(5)
    expect(codes).not.toContain(0)
    expect(codes[right - 1]).toBe(42901)
    // One at a time afterwards: still locked.
    expect((await login(t, 'alice', GOOD_PASSWORD)).json().code).toBe(42901)
  },
  30_000,
)

test('40 logins at once over real HTTP from one address: 5 evaluated, no login', async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = t.app.server.address() as AddressInfo
  const send = async (password: string) => {
    const res = await fetch(`http://127.0.0.1:${port}${LOGIN}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(loginBody(t, 'alice', password)),
    })
    return ((await res.json()) as { code: number }).code
  }
  // All wrong: sockets do not keep the order they were opened in, and a right password among
  // the first five checked logs in (as it should) and takes the account's failures back.
  const codes = await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => send(passwordAt(i))))
  expect(evaluated.mock.calls.length).toBeLessThanOrEqual(5)
  expect(codes).not.toContain(0)
  // Refused by the lock (42901) or, past 30 a minute, by the route's rate limit (42900).
  expect(codes.every((code) => [40001, 42901, 42900].includes(code))).toBe(true)
  // The right password afterwards is refused unchecked: by the lock, or by the route's limit.
  expect([42901, 42900]).toContain(await send(GOOD_PASSWORD))
  expect(evaluated.mock.calls.length).toBeLessThanOrEqual(5)
}, 30_000)

test('40 names at once from one address: at most 20 evaluated, then the address is locked', async () => {
  const address = '192.0.2.77'
  const codes = await codesOf(
    Array.from({ length: AT_ONCE }, (_, i) => login(t, `stranger${i}`, 'Wrong-password', address)),
  )
  expect(evaluated.mock.calls.length).toBeLessThanOrEqual(20)
  expect(codes.filter((code) => code === 40001).length).toBeLessThanOrEqual(19)
  t.clock.advance(60_000) // past the route's own 30 a minute
  expect((await login(t, 'alice', GOOD_PASSWORD, address)).json().code).toBe(42901)
}, 30_000)

test('40 logins at once with a device token of a locked account: 10 evaluated, no login', async () => {
  for (let i = 0; i < 5; i += 1) await login(t, 'alice', `Stranger-pass-${i}`)
  evaluated.mockClear()
  const codes = await codesOf(
    Array.from({ length: AT_ONCE }, (_, i) =>
      call(
        t,
        'POST',
        LOGIN,
        { ...loginBody(t, 'alice', passwordAt(i, 30)), deviceToken: device },
        { address: freshAddress() },
      ),
    ),
  )
  expect(evaluated.mock.calls.length).toBeLessThanOrEqual(10)
  expect(codes).not.toContain(0)
  expect(codes[29]).toBe(42901)
}, 30_000)

test('two instances on one database, 20 logins at once each: 5 evaluated between them', async () => {
  const second = await makeApp({ dbPath: t.config.dbPath }, { clock: t.clock })
  try {
    const on = (app: typeof t.app, i: number) =>
      app.inject({
        method: 'POST',
        url: LOGIN,
        payload: loginBody(t, 'alice', passwordAt(i)),
        remoteAddress: freshAddress(),
      })
    const codes = await codesOf(
      Array.from({ length: AT_ONCE }, (_, i) => on(i % 2 ? second.app : t.app, i)),
    )
    expect(evaluated.mock.calls.length).toBeLessThanOrEqual(5)
    expect(codes.filter((code) => code === 40001).length).toBeLessThanOrEqual(4)
  } finally {
    await second.app.close()
  }
}, 30_000)
