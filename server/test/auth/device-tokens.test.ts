import { DEVICE_TOKEN_LIFETIME_MS } from '../../src/auth/device-tokens'
import {
  call,
  freshAddress,
  GOOD_PASSWORD,
  lastCode,
  login,
  loginBody,
  makeAuthApp,
  MINUTE,
  registerUser,
  sendCode,
  type AuthTestApp,
} from './support'

const LOGIN = '/api/auth/login'
let t: AuthTestApp
let device: string

beforeEach(async () => {
  t = await makeAuthApp()
  device = (await registerUser(t, 'Alice', GOOD_PASSWORD, 'alice@example.com')).deviceToken
})
afterEach(async () => {
  await t.close()
})

function deviceLogin(token: string, password = GOOD_PASSWORD, address = freshAddress()) {
  return call(
    t,
    'POST',
    LOGIN,
    { ...loginBody(t, 'alice', password), deviceToken: token },
    { address },
  )
}

/** Five wrong passwords by a stranger who knows the username: the account is locked. */
async function lockAccount() {
  for (let i = 0; i < 5; i += 1) await login(t, 'alice', `Wrong-pass-${i}`)
  expect((await login(t, 'alice', GOOD_PASSWORD)).json().code).toBe(42901)
}

test('every login answers a new device token; register and code login too', async () => {
  expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/)
  const byPassword = (await login(t, 'alice', GOOD_PASSWORD)).json().content.deviceToken
  t.clock.advance(MINUTE)
  await sendCode(t, 'alice@example.com', 'login')
  const code = await lastCode(t, 'alice@example.com')
  const byCode = await call(t, 'POST', '/api/auth/login/code', { username: 'alice', code })
  const tokens = [device, byPassword, byCode.json().content.deviceToken]
  expect(new Set(tokens).size).toBe(3)
})

test('a device token exempts its login from the account lock, once (it rotates)', async () => {
  await lockAccount()
  const trusted = await deviceLogin(device)
  expect(trusted.json().code).toBe(0)
  const next = trusted.json().content.deviceToken as string
  expect(next).not.toBe(device)
  await lockAccount()
  // The used token no longer exempts anyone; its replacement does.
  expect((await deviceLogin(device)).json().code).toBe(42901)
  expect((await deviceLogin(next)).json().code).toBe(0)
})

test('a device token exempts its login from the address lock', async () => {
  const address = '192.0.2.50'
  for (let i = 0; i < 20; i += 1) await login(t, `stranger${i}`, 'Wrong-password', address)
  expect((await login(t, 'alice', GOOD_PASSWORD, address)).json().code).toBe(42901)
  expect((await deviceLogin(device, GOOD_PASSWORD, address)).json().code).toBe(0)
})

test('a device token of another account is not trusted for this one', async () => {
  const bob = (await registerUser(t, 'Bob')).deviceToken
  await lockAccount()
  expect((await deviceLogin(bob)).json().code).toBe(42901)
  expect((await deviceLogin('not-a-token')).json().code).toBe(42901)
})

test('failures with a device token count on it alone; the tenth invalidates it', async () => {
  for (let i = 0; i < 9; i += 1) {
    expect((await deviceLogin(device, `Wrong-pass-${i}`)).json().code).toBe(40001)
  }
  // Nine wrong passwords from the owner's device did not lock the account for anyone else.
  const stranger = await login(t, 'alice', GOOD_PASSWORD)
  expect(stranger.json().code).toBe(0)
  device = stranger.json().content.deviceToken
  for (let i = 0; i < 10; i += 1) await deviceLogin(device, `Wrong-pass-${i}`)
  await lockAccount()
  expect((await deviceLogin(device)).json().code).toBe(42901)
})

test('a device token expires after a year', async () => {
  await lockAccount()
  t.clock.advance(DEVICE_TOKEN_LIFETIME_MS)
  for (let i = 0; i < 5; i += 1) await login(t, 'alice', `Wrong-pass-${i}`)
  expect((await deviceLogin(device)).json().code).toBe(42901)
})

test('changing the password revokes the device tokens', async () => {
  const session = (await login(t, 'alice', GOOD_PASSWORD)).json().content
  const res = await call(
    t,
    'PUT',
    '/api/user/password',
    { oldPassword: GOOD_PASSWORD, newPassword: 'Steamed-Fish-77' },
    { token: session.token },
  )
  expect(res.json().code).toBe(0)
  for (let i = 0; i < 5; i += 1) await login(t, 'alice', `Wrong-pass-${i}`)
  const refused = await call(
    t,
    'POST',
    LOGIN,
    { ...loginBody(t, 'alice', 'Steamed-Fish-77'), deviceToken: session.deviceToken },
    { address: freshAddress() },
  )
  expect(refused.json().code).toBe(42901)
})

test('a password reset revokes the device tokens', async () => {
  t.clock.advance(MINUTE)
  await sendCode(t, 'alice@example.com', 'reset')
  const code = await lastCode(t, 'alice@example.com')
  const body = { email: 'alice@example.com', code, password: 'Steamed-Fish-77' }
  expect((await call(t, 'POST', '/api/auth/reset-password', body)).json().code).toBe(0)
  expect(await t.app.repos.deviceTokens.countOf(1)).toBe(0)
})

test('the failure delay grows per typed name, so it does not link an email to a username', async () => {
  await login(t, 'alice@example.com', 'Wrong-pass-1')
  await login(t, 'alice@example.com', 'Wrong-pass-2')
  await login(t, 'Alice', 'Wrong-pass-3')
  expect(t.clock.sleeps).toEqual([200, 400, 200])
})
