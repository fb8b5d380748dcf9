import {
  call,
  freshAddress,
  GOOD_PASSWORD,
  lastCode,
  login,
  mailsTo,
  makeAuthApp,
  MINUTE,
  registerUser,
  type AuthTestApp,
} from '../auth/support'

const SENSITIVE = '/api/auth/user/sensitive-info'
let t: AuthTestApp
let token: string

beforeEach(async () => {
  t = await makeAuthApp()
  token = (await registerUser(t, 'Alice', GOOD_PASSWORD, 'alice@example.com')).token
  await registerUser(t, 'Bob', GOOD_PASSWORD, 'bob@example.com')
  t.clock.advance(MINUTE)
})
afterEach(async () => {
  await t.close()
})

function bindCode(email: string) {
  return call(
    t,
    'POST',
    '/api/auth/send-code',
    { email, purpose: 'bind-email' },
    {
      token,
      address: freshAddress(),
    },
  )
}

function changeEmail(body: Record<string, unknown>) {
  return call(t, 'PUT', SENSITIVE, body, { token })
}

test('changes the email with the password and a code sent to the new address', async () => {
  expect((await bindCode('Alice.New@Example.com')).json().code).toBe(0)
  const code = await lastCode(t, 'alice.new@example.com')
  const res = await changeEmail({ password: GOOD_PASSWORD, email: 'Alice.New@Example.com', code })
  expect(res.json().code).toBe(0)
  expect(res.json().content).toMatchObject({ username: 'Alice', email: 'a***@example.com' })
  expect((await t.app.repos.users.findByLogin('Alice'))?.email).toBe('alice.new@example.com')
  expect((await login(t, 'alice.new@example.com', GOOD_PASSWORD)).json().code).toBe(0)
  expect((await login(t, 'alice@example.com', GOOD_PASSWORD)).json().code).toBe(40001)
})

test('a wrong password is refused before the code is spent', async () => {
  await bindCode('new@example.com')
  const code = await lastCode(t, 'new@example.com')
  const wrong = await changeEmail({ password: 'Not-my-password-1', email: 'new@example.com', code })
  expect(wrong.statusCode).toBe(400)
  expect(wrong.json()).toEqual({ code: 40006, msg: '密码不正确', content: null })
  const res = await changeEmail({ password: GOOD_PASSWORD, email: 'new@example.com', code })
  expect(res.json().code).toBe(0)
})

test('the current email is refused as the new one', async () => {
  const res = await changeEmail({
    password: GOOD_PASSWORD,
    email: 'ALICE@example.com',
    code: '123456',
  })
  expect(res.json()).toEqual({ code: 40008, msg: '新邮箱与当前邮箱相同', content: null })
})

test('an email of another account gets no code; the change then fails', async () => {
  const before = (await mailsTo(t, 'bob@example.com')).length
  expect((await bindCode('bob@example.com')).json()).toEqual({
    code: 0,
    msg: '成功',
    content: null,
  })
  expect(await mailsTo(t, 'bob@example.com')).toHaveLength(before)
  const res = await changeEmail({
    password: GOOD_PASSWORD,
    email: 'bob@example.com',
    code: '123456',
  })
  expect(res.json().code).toBe(40004)
})

test('a code of another purpose or for another address does not work', async () => {
  await bindCode('new@example.com')
  const code = await lastCode(t, 'new@example.com')
  const elsewhere = await changeEmail({ password: GOOD_PASSWORD, email: 'other@example.com', code })
  expect(elsewhere.json().code).toBe(40004)
})

test('needs a login', async () => {
  const res = await call(t, 'PUT', SENSITIVE, {
    password: GOOD_PASSWORD,
    email: 'new@example.com',
    code: '123456',
  })
  expect(res.statusCode).toBe(200)
  expect(res.json().code).toBe(401)
})

describe('refuses bad input with a 400 envelope', () => {
  const base = { password: GOOD_PASSWORD, email: 'new@example.com', code: '123456' }
  test.each([
    ['missing code', { ...base, code: undefined }, 'body/code：必填'],
    ['email not an address', { ...base, email: 'nope' }, 'body/email：格式不正确，应为 email'],
    ['password too long', { ...base, password: 'p'.repeat(65) }, 'body/password：最多 64 个字符'],
    ['email a list', { ...base, email: ['a@b.co'] }, 'body/email：应为字符串'],
    ['an unknown field', { ...base, phone: '1' }, 'body/phone：未知字段，不允许提交'],
  ])('%s', async (_name, body, msg) => {
    const res = await changeEmail(JSON.parse(JSON.stringify(body)))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: 400, msg, content: null })
  })
})
