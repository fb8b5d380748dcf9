import { randomBytes } from 'node:crypto'
import { failureDelayMs } from '../../src/auth/login-guard'
import { makeApp } from '../helpers'
import {
  call,
  GOOD_PASSWORD,
  login,
  loginBody,
  makeAuthApp,
  MINUTE,
  registerUser,
  type AuthTestApp,
} from './support'

const LOGIN = '/api/auth/login'
let t: AuthTestApp

beforeEach(async () => {
  t = await makeAuthApp()
  await registerUser(t, 'Alice', GOOD_PASSWORD, 'Alice.Cook@Example.com')
})
afterEach(async () => {
  await t.close()
})

const WRONG = { code: 40001, msg: '用户名或密码错误', content: null }

describe('succeeds', () => {
  test.each(['Alice', 'alice', 'ALICE', 'alice.cook@example.com', 'ALICE.COOK@example.COM'])(
    'with %s',
    async (username) => {
      const res = await login(t, username, GOOD_PASSWORD)
      expect(res.statusCode).toBe(200)
      const { content } = res.json()
      expect(content.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(content.userInfo).toMatchObject({ username: 'Alice', email: 'a***@example.com' })
    },
  )

  test('with a timestamp up to 5 minutes off either way', async () => {
    for (const offset of [-5 * MINUTE, 5 * MINUTE]) {
      const body = { ...loginBody(t, 'alice', GOOD_PASSWORD), timestamp: t.clock.now() + offset }
      expect((await call(t, 'POST', LOGIN, body)).json().code).toBe(0)
    }
  })
})

test('a wrong password and an unknown user get the same answer', async () => {
  const wrong = await login(t, 'alice', 'Not-The-Password-1')
  const unknown = await login(t, 'nobody', 'Not-The-Password-1')
  const unknownEmail = await login(t, 'nobody@example.com', 'Not-The-Password-1')
  for (const res of [wrong, unknown, unknownEmail]) {
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(WRONG)
  }
})

test('an unknown user takes about as long as a wrong password (argon2 runs for both)', async () => {
  const time = async (username: string) => {
    const started = process.hrtime.bigint()
    await login(t, username, 'Not-The-Password-1')
    return Number(process.hrtime.bigint() - started) / 1e6
  }
  await time('alice')
  const wrong = Math.min(await time('alice'), await time('alice'))
  const unknown = Math.min(await time('nobody1'), await time('nobody2'))
  // Without the dummy verification an unknown user would answer many times faster.
  expect(unknown).toBeGreaterThan(wrong / 3)
})

describe('replays', () => {
  test('a nonce is accepted once, even with the right password', async () => {
    const body = loginBody(t, 'alice', GOOD_PASSWORD)
    expect((await call(t, 'POST', LOGIN, body)).json().code).toBe(0)
    const again = await call(t, 'POST', LOGIN, body)
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({
      code: 40003,
      msg: '该登录请求已提交过，请重新登录',
      content: null,
    })
  })

  test('a nonce is remembered for 10 minutes, then purged', async () => {
    const body = loginBody(t, 'alice', GOOD_PASSWORD)
    await call(t, 'POST', LOGIN, body)
    const { purgeExpired } = await import('../../src/auth/purge')
    t.clock.advance(9 * MINUTE)
    await purgeExpired(t.app.repos, t.clock.now())
    expect(await t.app.db.selectFrom('login_nonces').selectAll().execute()).toHaveLength(1)
    t.clock.advance(2 * MINUTE)
    await purgeExpired(t.app.repos, t.clock.now())
    expect(await t.app.db.selectFrom('login_nonces').selectAll().execute()).toHaveLength(0)
  })

  test.each([
    ['past', -5 * MINUTE - 1],
    ['future', 5 * MINUTE + 1],
  ])('a timestamp more than 5 minutes in the %s is refused', async (_when, offset) => {
    const body = { ...loginBody(t, 'alice', GOOD_PASSWORD), timestamp: t.clock.now() + offset }
    const res = await call(t, 'POST', LOGIN, body, { language: 'en' })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe(40002)
    expect(res.json().msg).toMatch(/more than 5 minutes/)
  })
})

describe('lockout', () => {
  const LOCKED = { code: 42901, msg: '登录失败次数过多，请 15 分钟后再试', content: null }

  test('5 failures in 15 minutes lock the account for 15 minutes', async () => {
    const answers = []
    for (let i = 0; i < 5; i += 1) answers.push((await login(t, 'alice', `Wrong-pass-${i}`)).json())
    expect(answers.slice(0, 4)).toEqual([WRONG, WRONG, WRONG, WRONG])
    expect(answers[4]).toEqual(LOCKED)
    // The right password does not get through a lock, from any address.
    const locked = await login(t, 'alice', GOOD_PASSWORD)
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toEqual(LOCKED)
    t.clock.advance(10 * MINUTE)
    expect((await login(t, 'alice', GOOD_PASSWORD)).json().msg).toBe(
      '登录失败次数过多，请 5 分钟后再试',
    )
    t.clock.advance(5 * MINUTE)
    expect((await login(t, 'alice', GOOD_PASSWORD)).json().code).toBe(0)
  })

  test('an unknown name locks the same way, so the lock reveals nothing', async () => {
    const answers = []
    for (let i = 0; i < 6; i += 1) answers.push((await login(t, 'nobody', `Wrong-${i}`)).json())
    expect(answers.slice(0, 4)).toEqual([WRONG, WRONG, WRONG, WRONG])
    expect(answers[4]).toEqual(LOCKED)
    expect(answers[5]).toEqual(LOCKED)
  })

  test('the lock message is translated', async () => {
    for (let i = 0; i < 5; i += 1) await login(t, 'alice', `Wrong-pass-${i}`)
    const res = await call(t, 'POST', LOGIN, loginBody(t, 'alice', GOOD_PASSWORD), {
      language: 'fr',
    })
    expect(res.json().msg).toBe('Trop d’échecs de connexion, réessayez dans 15 min')
  })

  test('failures older than 15 minutes do not count; a success clears them', async () => {
    for (let i = 0; i < 4; i += 1) await login(t, 'alice', `Wrong-pass-${i}`)
    t.clock.advance(15 * MINUTE + 1)
    for (let i = 0; i < 4; i += 1) await login(t, 'alice', `Wrong-pass-${i}`)
    expect((await login(t, 'alice', GOOD_PASSWORD)).json().code).toBe(0)
    for (let i = 0; i < 4; i += 1) {
      expect((await login(t, 'alice', `Wrong-pass-${i}`)).json()).toEqual(WRONG)
    }
  })

  test('failures are slowed: a pause growing with each, capped at 2 s', async () => {
    for (let i = 0; i < 5; i += 1) await login(t, 'alice', `Wrong-pass-${i}`)
    expect(t.clock.sleeps).toEqual([200, 400, 800, 1600, 2000])
    expect(failureDelayMs(12)).toBe(2000)
    t.clock.sleeps.length = 0
    await login(t, 'alice', GOOD_PASSWORD, '10.9.9.9')
    expect(t.clock.sleeps).toEqual([])
  })

  test('20 failures from one address lock that address, whatever the names', async () => {
    const address = '192.0.2.7'
    const answers = []
    for (let i = 0; i < 20; i += 1) {
      answers.push((await login(t, `user${i % 10}x`, 'Wrong-password', address)).json().code)
    }
    expect(answers.slice(0, 19).every((code) => code === 40001)).toBe(true)
    expect(answers[19]).toBe(42901)
    expect((await login(t, 'alice', GOOD_PASSWORD, address)).json().code).toBe(42901)
    // Another address is not affected.
    expect((await login(t, 'alice', GOOD_PASSWORD, '192.0.2.8')).json().code).toBe(0)
  })

  test('a success from an address is taken back from its count: only failures lock it', async () => {
    const address = '192.0.2.9'
    for (let i = 0; i < 19; i += 1) await login(t, `user${i % 10}y`, 'Wrong-password', address)
    for (let i = 0; i < 3; i += 1) {
      expect((await login(t, 'alice', GOOD_PASSWORD, address)).json().code).toBe(0)
    }
    expect((await login(t, 'nobody', 'Wrong-password', address)).json().code).toBe(42901)
  })

  test('the counters live in the database: another instance on it sees the lock', async () => {
    for (let i = 0; i < 5; i += 1) await login(t, 'alice', `Wrong-pass-${i}`)
    const second = await makeApp({ dbPath: t.config.dbPath }, { clock: t.clock })
    try {
      const res = await second.app.inject({
        method: 'POST',
        url: LOGIN,
        payload: loginBody(t, 'alice', GOOD_PASSWORD),
      })
      expect(res.json().code).toBe(42901)
    } finally {
      await second.app.close()
    }
  })
})

describe('refuses bad input with a 400 envelope', () => {
  const good = () => loginBody(t, 'alice', GOOD_PASSWORD)
  test.each([
    ['missing username', (b: Record<string, unknown>) => delete b.username, 'body/username：必填'],
    ['missing nonce', (b: Record<string, unknown>) => delete b.nonce, 'body/nonce：必填'],
    [
      'missing timestamp',
      (b: Record<string, unknown>) => delete b.timestamp,
      'body/timestamp：必填',
    ],
    [
      'password a number',
      (b: Record<string, unknown>) => (b.password = 12345678),
      'body/password：应为字符串',
    ],
    [
      'timestamp a string',
      (b: Record<string, unknown>) => (b.timestamp = '1700000000000'),
      'body/timestamp：应为整数',
    ],
    [
      'nonce too short',
      (b: Record<string, unknown>) => (b.nonce = 'a'.repeat(15)),
      'body/nonce：至少 16 个字符',
    ],
    [
      'nonce too long',
      (b: Record<string, unknown>) => (b.nonce = 'a'.repeat(65)),
      'body/nonce：最多 64 个字符',
    ],
    [
      'nonce with spaces',
      (b: Record<string, unknown>) => (b.nonce = 'a b c d e f g h i j'),
      'body/nonce：格式不正确',
    ],
    [
      'password too long',
      (b: Record<string, unknown>) => (b.password = 'x'.repeat(65)),
      'body/password：最多 64 个字符',
    ],
    [
      'username too long',
      (b: Record<string, unknown>) => (b.username = 'x'.repeat(255)),
      'body/username：最多 254 个字符',
    ],
    [
      'an unknown field',
      (b: Record<string, unknown>) => (b.rememberMe = true),
      'body/rememberMe：未知字段，不允许提交',
    ],
  ])('%s', async (_name, change, msg) => {
    const body: Record<string, unknown> = { ...good(), nonce: randomBytes(16).toString('hex') }
    change(body)
    const res = await call(t, 'POST', LOGIN, body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: 400, msg, content: null })
  })
})
