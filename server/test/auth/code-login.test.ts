import { CODE_LIFETIME_MS } from '../../src/auth/codes'
import {
  call,
  freshAddress,
  lastCode,
  makeAuthApp,
  MINUTE,
  registerUser,
  sendCode,
  type AuthTestApp,
} from './support'

const CODE_LOGIN = '/api/auth/login/code'
const INVALID = { code: 40004, msg: '验证码错误或已失效，请重新获取', content: null }
let t: AuthTestApp

beforeEach(async () => {
  t = await makeAuthApp()
  await registerUser(t, 'Alice', undefined, 'alice@example.com')
  t.clock.advance(MINUTE)
})
afterEach(async () => {
  await t.close()
})

async function loginCode(): Promise<string> {
  expect((await sendCode(t, 'alice@example.com', 'login')).json().code).toBe(0)
  return lastCode(t, 'alice@example.com')
}

function codeLogin(username: string, code: string) {
  return call(t, 'POST', CODE_LOGIN, { username, code }, { address: freshAddress() })
}

function another(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0')
}

test.each(['alice', 'ALICE', 'Alice@Example.com'])(
  'logs in %s with the emailed code',
  async (who) => {
    const code = await loginCode()
    const res = await codeLogin(who, code)
    expect(res.statusCode).toBe(200)
    expect(res.json().content.userInfo.username).toBe('Alice')
    expect(res.json().content.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  },
)

test('a code works once', async () => {
  const code = await loginCode()
  expect((await codeLogin('alice', code)).json().code).toBe(0)
  expect((await codeLogin('alice', code)).json()).toEqual(INVALID)
})

test('a code expires after 10 minutes', async () => {
  const code = await loginCode()
  t.clock.advance(CODE_LIFETIME_MS)
  expect((await codeLogin('alice', code)).json()).toEqual(INVALID)
})

test('a code is still good just before 10 minutes', async () => {
  const code = await loginCode()
  t.clock.advance(CODE_LIFETIME_MS - 1000)
  expect((await codeLogin('alice', code)).json().code).toBe(0)
})

test('the fifth wrong try burns it: the right code no longer works', async () => {
  const code = await loginCode()
  for (let i = 0; i < 5; i += 1) await codeLogin('alice', another(code))
  expect((await codeLogin('alice', code)).json()).toEqual(INVALID)
})

test('four wrong tries still leave the right code working', async () => {
  const code = await loginCode()
  for (let i = 0; i < 4; i += 1) await codeLogin('alice', another(code))
  expect((await codeLogin('alice', code)).json().code).toBe(0)
})

test('a new code replaces the previous one', async () => {
  const first = await loginCode()
  t.clock.advance(MINUTE)
  const second = await loginCode()
  if (first !== second) expect((await codeLogin('alice', first)).json()).toEqual(INVALID)
  expect((await codeLogin('alice', second)).json().code).toBe(0)
})

test('a code of another purpose does not log in', async () => {
  await sendCode(t, 'alice@example.com', 'reset')
  const code = await lastCode(t, 'alice@example.com')
  expect((await codeLogin('alice', code)).json()).toEqual(INVALID)
})

test('an unknown user gets the same answer as a wrong code', async () => {
  const code = await loginCode()
  const unknown = await codeLogin('nobody', code)
  const wrong = await codeLogin('alice', another(code))
  expect(unknown.statusCode).toBe(wrong.statusCode)
  expect(unknown.json()).toEqual(wrong.json())
})

describe('refuses bad input with a 400 envelope', () => {
  test.each([
    ['missing code', { username: 'alice' }, 'body/code：必填'],
    ['missing username', { code: '123456' }, 'body/username：必填'],
    ['code too short', { username: 'alice', code: '12345' }, 'body/code：至少 6 个字符'],
    ['username a number', { username: 7, code: '123456' }, 'body/username：应为字符串'],
    [
      'an unknown field',
      { username: 'alice', code: '123456', x: 1 },
      'body/x：未知字段，不允许提交',
    ],
  ])('%s', async (_name, body, msg) => {
    const res = await call(t, 'POST', CODE_LOGIN, body, { address: freshAddress() })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: 400, msg, content: null })
  })
})
