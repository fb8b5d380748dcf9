import { Type } from '@sinclair/typebox'
import { sql } from 'kysely'
import { EnvelopeSchema } from '../../src/lib/envelope'
import { requireUser, SESSION_LIFETIME_MS, SESSION_REFRESH_MS } from '../../src/plugins/auth'
import { sha256 } from '../../src/lib/secrets'
import { call, GOOD_PASSWORD, login, makeAuthApp, registerUser, type AuthTestApp } from './support'

let t: AuthTestApp
let token: string

beforeEach(async () => {
  t = await makeAuthApp()
  token = (await registerUser(t, 'Alice')).token
})
afterEach(async () => {
  await t.close()
})

const INFO = '/api/auth/user/info'

function expiryOf(value: string) {
  return t.app.db
    .selectFrom('sessions')
    .select('expires_at')
    .where('token_hash', '=', sha256(value))
    .executeTakeFirst()
}

test('a token is 256 random bits, URL-safe, and only its hash is stored', async () => {
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  const rows = await t.app.db.selectFrom('sessions').selectAll().execute()
  expect(rows).toHaveLength(1)
  expect(rows[0]?.token_hash).toBe(sha256(token))
  expect(JSON.stringify(rows)).not.toContain(token)
})

test('every login gets a new token; the old ones keep working', async () => {
  const first = (await login(t, 'alice', GOOD_PASSWORD)).json().content.token
  const second = (await login(t, 'alice', GOOD_PASSWORD)).json().content.token
  expect(new Set([token, first, second]).size).toBe(3)
  for (const each of [token, first, second]) {
    expect((await call(t, 'GET', INFO, undefined, { token: each })).json().code).toBe(0)
  }
})

describe('a login-only route', () => {
  test('without a token: HTTP 200, envelope code 401, "please log in"', async () => {
    const zh = await call(t, 'GET', INFO)
    expect(zh.statusCode).toBe(200)
    expect(zh.json()).toEqual({ code: 401, msg: '该功能需登录后使用，请先登录', content: null })
    const en = await call(t, 'GET', INFO, undefined, { language: 'en' })
    expect(en.json().msg).toBe('this feature is for logged-in users only, please log in')
  })

  test.each([
    ['a forged token', `Bearer ${'A'.repeat(43)}`],
    ['a token of the wrong shape', 'Bearer not-a-token'],
    ['another scheme', 'Basic YWxpY2U6c2VjcmV0'],
    ['a bare "Bearer"', 'Bearer'],
    ['an empty header', ''],
    ['a token with a trailing word', 'Bearer abc def'],
  ])('with %s: HTTP 401, envelope code 401', async (_name, authorization) => {
    const res = await t.app.inject({ method: 'GET', url: INFO, headers: { authorization } })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ code: 401, msg: '未授权，请重新登录', content: null })
  })

  test('the refusal comes before the body is validated', async () => {
    const res = await call(t, 'PUT', INFO, { nickname: 42 })
    expect(res.statusCode).toBe(200)
    expect(res.json().code).toBe(401)
  })
})

test('a session expires 30 days after its last use, sliding', async () => {
  t.clock.advance(SESSION_LIFETIME_MS - 60_000)
  expect((await call(t, 'GET', INFO, undefined, { token })).json().code).toBe(0)
  // Used just now: good for another 30 days.
  t.clock.advance(SESSION_LIFETIME_MS - 60_000)
  expect((await call(t, 'GET', INFO, undefined, { token })).json().code).toBe(0)
  t.clock.advance(SESSION_LIFETIME_MS + 1)
  const res = await call(t, 'GET', INFO, undefined, { token })
  expect(res.statusCode).toBe(401)
})

test('the expiry is pushed forward at most once an hour, not on every request', async () => {
  const before = (await expiryOf(token))?.expires_at
  t.clock.advance(SESSION_REFRESH_MS - 1000)
  await call(t, 'GET', INFO, undefined, { token })
  expect((await expiryOf(token))?.expires_at).toBe(before)
  t.clock.advance(2000)
  await call(t, 'GET', INFO, undefined, { token })
  expect((await expiryOf(token))?.expires_at).toBe(t.clock.now() + SESSION_LIFETIME_MS)
})

describe('logout', () => {
  test('revokes this token only', async () => {
    const other = (await login(t, 'alice', GOOD_PASSWORD)).json().content.token
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    })
    expect(res.json()).toEqual({ code: 0, msg: '成功', content: null })
    expect((await call(t, 'GET', INFO, undefined, { token })).statusCode).toBe(401)
    expect((await call(t, 'GET', INFO, undefined, { token: other })).json().code).toBe(0)
  })

  test('takes {} or nothing, and succeeds without a valid token', async () => {
    expect((await call(t, 'POST', '/api/auth/logout', {})).json().code).toBe(0)
    expect((await call(t, 'POST', '/api/auth/logout')).json().code).toBe(0)
    const forged = await call(t, 'POST', '/api/auth/logout', {}, { token: 'B'.repeat(43) })
    expect(forged.json().code).toBe(0)
    const extra = await call(t, 'POST', '/api/auth/logout', { all: true }, { token })
    expect(extra.statusCode).toBe(400)
  })
})

test('optional-user routes read request.user when a valid token is sent', async () => {
  const probe = await makeAuthApp()
  probe.app.get('/api/test/who', async (request) => ({
    user: request.user?.username ?? null,
    state: request.tokenState,
  }))
  try {
    const { token: bobs } = await registerUser(probe, 'Bob')
    const who = (value?: string) =>
      call(probe, 'GET', '/api/test/who', undefined, { token: value }).then((r) => r.json())
    expect(await who(bobs)).toEqual({ user: 'Bob', state: 'valid' })
    expect(await who()).toEqual({ user: null, state: 'none' })
    expect(await who('C'.repeat(43))).toEqual({ user: null, state: 'invalid' })
  } finally {
    await probe.close()
  }
})

test('the no-token refusal keeps content null whatever the route’s success schema', async () => {
  const probe = await makeAuthApp()
  probe.app.get(
    '/api/test/strict',
    {
      onRequest: requireUser,
      schema: { response: { 200: EnvelopeSchema(Type.Object({ a: Type.Integer() })) } },
    },
    async () => ({ code: 0, msg: 'OK', content: { a: 1 } }),
  )
  try {
    const res = await call(probe, 'GET', '/api/test/strict')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ code: 401, msg: '该功能需登录后使用，请先登录', content: null })
  } finally {
    await probe.close()
  }
})

test('expired sessions are purged from the table', async () => {
  const { purgeExpired } = await import('../../src/auth/purge')
  t.clock.advance(SESSION_LIFETIME_MS + 1)
  await purgeExpired(t.app.repos, t.clock.now())
  const left = await sql<{ n: number }>`select count(*) as n from sessions`.execute(t.app.db)
  expect(left.rows[0]?.n).toBe(0)
})
