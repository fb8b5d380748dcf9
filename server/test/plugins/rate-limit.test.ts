import { makeApp } from '../helpers'
import { call, makeAuthApp, MINUTE, type AuthTestApp } from '../auth/support'

let t: AuthTestApp

beforeEach(async () => {
  t = await makeAuthApp()
})
afterEach(async () => {
  await t.close()
})

const LOGOUT = '/api/auth/logout'

async function logoutMany(times: number, address: string) {
  const codes = []
  for (let i = 0; i < times; i += 1) {
    codes.push((await call(t, 'POST', LOGOUT, {}, { address })).statusCode)
  }
  return codes
}

test('an auth route refuses callers over its limit with a translated 429 envelope', async () => {
  expect(new Set(await logoutMany(60, '203.0.113.1'))).toEqual(new Set([200]))
  t.clock.advance(20_000)
  const over = await call(t, 'POST', LOGOUT, {}, { address: '203.0.113.1' })
  expect(over.statusCode).toBe(429)
  expect(over.json()).toEqual({ code: 42900, msg: '请求过于频繁，请 40 秒后再试', content: null })
  expect(over.headers['retry-after']).toBe('40')
  const en = await call(t, 'POST', LOGOUT, {}, { address: '203.0.113.1', language: 'en' })
  expect(en.json().msg).toBe('Too many requests, please try again in 40 s')
  // Per address: someone else is not affected.
  expect((await call(t, 'POST', LOGOUT, {}, { address: '203.0.113.2' })).statusCode).toBe(200)
  // A new window starts when the old one ends.
  t.clock.advance(40_000)
  expect((await call(t, 'POST', LOGOUT, {}, { address: '203.0.113.1' })).statusCode).toBe(200)
})

test('each route counts on its own', async () => {
  await logoutMany(61, '203.0.113.3')
  const other = await call(
    t,
    'POST',
    '/api/auth/login/code',
    { username: 'x', code: '123456' },
    {
      address: '203.0.113.3',
    },
  )
  expect(other.json().code).toBe(40004)
})

test('the counters are in the database, shared by every instance on it', async () => {
  await logoutMany(60, '203.0.113.4')
  const rows = await t.app.db.selectFrom('rate_limits').selectAll().execute()
  expect(rows).toEqual([
    { key: 'POST /api/auth/logout|203.0.113.4', count: 60, reset_at: t.clock.now() + MINUTE },
  ])
  const second = await makeApp({ dbPath: t.config.dbPath }, { clock: t.clock })
  try {
    const res = await second.app.inject({
      method: 'POST',
      url: LOGOUT,
      payload: {},
      remoteAddress: '203.0.113.4',
    })
    expect(res.statusCode).toBe(429)
  } finally {
    await second.app.close()
  }
})

test('routes without a limit are not counted', async () => {
  for (let i = 0; i < 5; i += 1) await t.app.inject({ method: 'GET', url: '/api/health' })
  expect(await t.app.db.selectFrom('rate_limits').selectAll().execute()).toEqual([])
})
