import {
  call,
  freshAddress,
  GOOD_PASSWORD,
  lastCode,
  login,
  makeAuthApp,
  MINUTE,
  registerUser,
  sendCode,
  type AuthTestApp,
} from './support'

const RESET = '/api/auth/reset-password'
const NEW_PASSWORD = 'Steamed-Fish-77'
let t: AuthTestApp
let token: string

beforeEach(async () => {
  t = await makeAuthApp()
  token = (await registerUser(t, 'Alice', GOOD_PASSWORD, 'alice@example.com')).token
  t.clock.advance(MINUTE)
})
afterEach(async () => {
  await t.close()
})

async function resetCode() {
  await sendCode(t, 'alice@example.com', 'reset')
  return lastCode(t, 'alice@example.com')
}

function reset(body: Record<string, unknown>) {
  return call(t, 'POST', RESET, body, { address: freshAddress() })
}

test('sets the new password and ends every session', async () => {
  const other = (await login(t, 'alice', GOOD_PASSWORD)).json().content.token
  const code = await resetCode()
  const res = await reset({ email: 'ALICE@example.com', code, password: NEW_PASSWORD })
  expect(res.json()).toEqual({ code: 0, msg: '成功', content: null })
  for (const each of [token, other]) {
    expect(
      (await call(t, 'GET', '/api/auth/user/info', undefined, { token: each })).statusCode,
    ).toBe(401)
  }
  expect((await login(t, 'alice', GOOD_PASSWORD)).json().code).toBe(40001)
  expect((await login(t, 'alice', NEW_PASSWORD)).json().code).toBe(0)
})

test('lifts a lockout: the owner proved who they are by email', async () => {
  for (let i = 0; i < 5; i += 1) await login(t, 'alice', `Wrong-pass-${i}`)
  expect((await login(t, 'alice', GOOD_PASSWORD)).json().code).toBe(42901)
  const code = await resetCode()
  expect(
    (await reset({ email: 'alice@example.com', code, password: NEW_PASSWORD })).json().code,
  ).toBe(0)
  expect((await login(t, 'alice', NEW_PASSWORD)).json().code).toBe(0)
})

test('a weak password is refused without spending the code', async () => {
  const code = await resetCode()
  const weak = await reset({ email: 'alice@example.com', code, password: '12345678901' })
  expect(weak.json()).toEqual({ code: 40005, msg: '密码不能全是数字', content: null })
  expect(
    (await reset({ email: 'alice@example.com', code, password: NEW_PASSWORD })).json().code,
  ).toBe(0)
})

test('a wrong code and an unknown email get the same answer', async () => {
  const code = await resetCode()
  const other = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
  const wrong = await reset({ email: 'alice@example.com', code: other, password: NEW_PASSWORD })
  const unknown = await reset({ email: 'nobody@example.com', code, password: NEW_PASSWORD })
  expect(wrong.statusCode).toBe(400)
  expect(wrong.json()).toEqual({
    code: 40004,
    msg: '验证码错误或已失效，请重新获取',
    content: null,
  })
  expect(unknown.json()).toEqual(wrong.json())
})

describe('refuses bad input with a 400 envelope', () => {
  const base = { email: 'alice@example.com', code: '123456', password: NEW_PASSWORD }
  test.each([
    ['missing email', { ...base, email: undefined }, 'body/email：必填'],
    ['missing password', { ...base, password: undefined }, 'body/password：必填'],
    [
      'password too long',
      { ...base, password: `Aa-${'x'.repeat(62)}` },
      'body/password：最多 64 个字符',
    ],
    ['code a number', { ...base, code: 123456 }, 'body/code：应为字符串'],
    ['an unknown field', { ...base, token: 'x' }, 'body/token：未知字段，不允许提交'],
  ])('%s', async (_name, body, msg) => {
    const res = await reset(JSON.parse(JSON.stringify(body)))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: 400, msg, content: null })
  })
})
