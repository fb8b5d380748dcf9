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

const DEVICE_LOGIN = '/api/auth/login/device'
const NEW_PASSWORD = 'Steamed-Fish-77'
let t: AuthTestApp

beforeEach(async () => {
  t = await makeAuthApp()
  await registerUser(t, 'Alice', GOOD_PASSWORD, 'alice@example.com')
})
afterEach(async () => {
  await t.close()
})

/** A password login of alice with "remember account" ticked: answers its session. */
async function rememberedSession(remember = true) {
  const body = { ...loginBody(t, 'alice', GOOD_PASSWORD), remember }
  const res = await call(t, 'POST', '/api/auth/login', body, { address: freshAddress() })
  expect(res.json().code).toBe(0)
  return res.json().content as { token: string; deviceToken: string }
}

function tapLogin(deviceToken: string, username = 'alice', address = freshAddress()) {
  return call(t, 'POST', DEVICE_LOGIN, { username, deviceToken }, { address })
}

test('a remembered device token logs in once, and its answer carries the next one', async () => {
  const { deviceToken } = await rememberedSession()
  const first = await tapLogin(deviceToken)
  expect(first.json()).toMatchObject({ code: 0, content: { userInfo: { username: 'Alice' } } })
  const next = first.json().content.deviceToken as string
  expect(next).not.toBe(deviceToken)
  // The session it answered is a real one.
  const info = await call(t, 'GET', '/api/auth/user/info', undefined, {
    token: first.json().content.token,
  })
  expect(info.json().content.username).toBe('Alice')
  expect((await tapLogin(deviceToken)).json().code).toBe(40020)
  expect((await tapLogin(next)).json().code).toBe(0)
})

test('the token of a login without "remember account" does not log in', async () => {
  const { deviceToken } = await rememberedSession(false)
  const refused = await tapLogin(deviceToken, 'alice')
  expect(refused.statusCode).toBe(400)
  expect(refused.json().code).toBe(40020)
  // Said in the caller's language.
  const fr = await call(
    t,
    'POST',
    DEVICE_LOGIN,
    { username: 'alice', deviceToken },
    { address: freshAddress(), language: 'fr' },
  )
  expect(fr.json().msg).toMatch(/mot de passe/)
})

test('a password change revokes the remembered token', async () => {
  const { deviceToken } = await rememberedSession()
  const other = (await login(t, 'alice', GOOD_PASSWORD)).json().content
  const changed = await call(
    t,
    'PUT',
    '/api/user/password',
    { oldPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD },
    { token: other.token },
  )
  expect(changed.json().code).toBe(0)
  expect((await tapLogin(deviceToken)).json().code).toBe(40020)
})

test('a password reset revokes the remembered token', async () => {
  const { deviceToken } = await rememberedSession()
  t.clock.advance(MINUTE)
  await sendCode(t, 'alice@example.com', 'reset')
  const code = await lastCode(t, 'alice@example.com')
  const body = { email: 'alice@example.com', code, password: NEW_PASSWORD }
  expect((await call(t, 'POST', '/api/auth/reset-password', body)).json().code).toBe(0)
  expect((await tapLogin(deviceToken)).json().code).toBe(40020)
})

test('"forget" revokes it, and answers the same for anything sent', async () => {
  const { deviceToken } = await rememberedSession()
  const forget = (username: string, token: string) =>
    call(t, 'POST', '/api/auth/device/forget', { username, deviceToken: token })
  expect((await forget('nobody', deviceToken)).json()).toMatchObject({ code: 0 })
  expect((await forget('alice', 'forged')).json()).toMatchObject({ code: 0 })
  expect((await tapLogin(deviceToken)).json().code).toBe(0)
  const { deviceToken: next } = (await tapLogin(await freshToken())).json().content
  expect((await forget('alice', next)).json()).toMatchObject({ code: 0 })
  expect((await tapLogin(next)).json().code).toBe(40020)
})

/** A new remembered token (the previous ones of this test may be used up). */
async function freshToken() {
  return (await rememberedSession()).deviceToken
}

test('forged, foreign and used tokens are refused and counted by the account lock', async () => {
  const bob = (await registerUser(t, 'Bob')).deviceToken
  const { deviceToken } = await rememberedSession()
  await tapLogin(deviceToken)
  const tries = [bob, deviceToken, 'A'.repeat(43), 'not-a-token']
  for (const token of tries) expect((await tapLogin(token)).json().code).toBe(40020)
  // The fifth refusal locks alice for everyone, the right password included.
  expect((await tapLogin('B'.repeat(43))).json().code).toBe(42901)
  const locked = await login(t, 'alice', GOOD_PASSWORD)
  expect(locked.json().code).toBe(42901)
  expect((await tapLogin('C'.repeat(43))).json().code).toBe(42901)
})

test('forged tokens from one address lock that address', async () => {
  const address = '192.0.2.77'
  for (let i = 0; i < 20; i += 1) await tapLogin('A'.repeat(43), `stranger${i}`, address)
  expect((await login(t, 'alice', GOOD_PASSWORD, address)).json().code).toBe(42901)
})

test('a remembered token still logs in while strangers hold the account locked', async () => {
  const { deviceToken } = await rememberedSession()
  for (let i = 0; i < 5; i += 1) await login(t, 'alice', `Wrong-pass-${i}`)
  expect((await login(t, 'alice', GOOD_PASSWORD)).json().code).toBe(42901)
  expect((await tapLogin(deviceToken)).json().code).toBe(0)
})

test('two logins with the same token at once: exactly one gets in', async () => {
  const { deviceToken } = await rememberedSession()
  const answers = await Promise.all(Array.from({ length: 6 }, () => tapLogin(deviceToken)))
  const codes = answers.map((res) => res.json().code)
  expect(codes.filter((code) => code === 0)).toHaveLength(1)
})

test('the token is refused for an unknown account, without telling it apart', async () => {
  const { deviceToken } = await rememberedSession()
  const unknown = await tapLogin(deviceToken, 'nobody')
  const known = await tapLogin('D'.repeat(43), 'alice')
  expect(unknown.json().code).toBe(40020)
  expect(unknown.json().msg).toBe(known.json().msg)
})
