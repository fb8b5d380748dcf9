import { normalizeEmail } from '../../src/lib/email'
import {
  call,
  freshAddress,
  GOOD_PASSWORD,
  lastCode,
  makeAuthApp,
  MINUTE,
  registerUser,
  sendCode,
  type AuthTestApp,
} from './support'

const REGISTER = '/api/auth/register'
let t: AuthTestApp

beforeEach(async () => {
  t = await makeAuthApp()
})
afterEach(async () => {
  await t.close()
})

async function codeFor(email: string) {
  await sendCode(t, email, 'register')
  return lastCode(t, email)
}

function register(body: Record<string, unknown>, language?: string) {
  return call(t, 'POST', REGISTER, body, { address: freshAddress(), language })
}

test('creates the account with a kitchen of its own and logs it in', async () => {
  const code = await codeFor('bob@example.com')
  const res = await register({
    username: 'Bob_1',
    email: 'Bob@Example.com',
    code,
    password: GOOD_PASSWORD,
    nickname: '  小厨 Bob ',
  })
  expect(res.statusCode).toBe(200)
  const { token, userInfo } = res.json().content
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  expect(userInfo).toEqual({
    id: expect.any(Number),
    username: 'Bob_1',
    nickname: '小厨 Bob',
    avatar: '',
    email: 'b***@example.com',
    gender: 'unknown',
    bio: '',
    locale: 'zh-Hans',
    kitchen: { id: expect.any(Number), name: '小厨 Bob的厨房', role: 'owner' },
    createdAt: new Date(t.clock.now()).toISOString(),
  })
  const me = await call(t, 'GET', '/api/auth/user/info', undefined, { token })
  expect(me.json().content).toEqual(userInfo)
  const user = await t.app.repos.users.findByEmail('bob@example.com')
  expect(user?.password_hash).toMatch(/^\$argon2id\$/)
})

test('the nickname defaults to the username; kitchen and locale follow the language', async () => {
  const code = await codeFor('carol@example.com')
  const res = await register(
    { username: 'carol', email: 'carol@example.com', code, password: GOOD_PASSWORD },
    'en-GB',
  )
  expect(res.json().msg).toBe('OK')
  expect(res.json().content.userInfo).toMatchObject({
    nickname: 'carol',
    locale: 'en',
    kitchen: { name: "carol's kitchen", role: 'owner' },
  })
})

test('each account gets its own kitchen', async () => {
  const a = await registerUser(t, 'alice')
  const b = await registerUser(t, 'bob')
  expect(a.userInfo.kitchen?.id).not.toBe(b.userInfo.kitchen?.id)
})

describe('conflicts (409)', () => {
  test('a username taken in any case', async () => {
    await registerUser(t, 'Alice')
    const code = await codeFor('other@example.com')
    const res = await register({
      username: 'ALICE',
      email: 'other@example.com',
      code,
      password: GOOD_PASSWORD,
    })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ code: 40901, msg: '用户名已被占用，请换一个', content: null })
    // The code was not spent on a refused name.
    const retry = await register({
      username: 'Alice2',
      email: 'other@example.com',
      code,
      password: GOOD_PASSWORD,
    })
    expect(retry.json().code).toBe(0)
  })

  test('an email already registered gets no code, and a raced insert gets 409', async () => {
    await registerUser(t, 'alice', GOOD_PASSWORD, 'alice@example.com')
    t.clock.advance(MINUTE)
    await sendCode(t, 'ALICE@example.com', 'register')
    const res = await register({
      username: 'alice2',
      email: 'alice@example.com',
      code: '123456',
      password: GOOD_PASSWORD,
    })
    expect(res.json().code).toBe(40004)
    await expect(
      t.app.repos.users.createWithKitchen({
        username: 'alice3',
        email: 'Alice@Example.com',
        passwordHash: 'x',
        nickname: 'a',
        locale: 'en',
        kitchenName: 'k',
        now: t.clock.now(),
      }),
    ).rejects.toMatchObject({ httpStatus: 409, code: 40902, key: 'auth.emailTaken' })
  })
})

describe('the code', () => {
  test('must be the register code of that email', async () => {
    const code = await codeFor('dave@example.com')
    const body = { username: 'dave', email: 'dave@example.com', password: GOOD_PASSWORD }
    const other = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const wrong = await register({ ...body, code: other })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({
      code: 40004,
      msg: '验证码错误或已失效，请重新获取',
      content: null,
    })
    const elsewhere = await register({ ...body, email: 'eve@example.com', code })
    expect(elsewhere.json().code).toBe(40004)
    expect((await register({ ...body, code })).json().code).toBe(0)
  })
})

describe('password rules', () => {
  test.each([
    ['only digits', '1234567890', 40005, '密码不能全是数字'],
    ['a common password', 'Password123', 40005, '这个密码太常见，容易被猜到，请换一个'],
    ['too short', 'Ab-1234', 400, 'body/password：至少 8 个字符'],
    ['too long', `A-${'x'.repeat(63)}`, 400, 'body/password：最多 64 个字符'],
  ])('%s is refused', async (_name, password, code, msg) => {
    const email = `${normalizeEmail(_name).replace(/\W/g, '')}@example.com`
    const res = await register({ username: 'frank', email, code: '000000', password })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code, msg, content: null })
  })
})

describe('refuses bad input with a 400 envelope', () => {
  const base = {
    username: 'grace',
    email: 'g@example.com',
    code: '123456',
    password: GOOD_PASSWORD,
  }
  test.each([
    ['missing username', { ...base, username: undefined }, 'body/username：必填'],
    ['missing code', { ...base, code: undefined }, 'body/code：必填'],
    ['username too short', { ...base, username: 'ab' }, 'body/username：至少 3 个字符'],
    ['username too long', { ...base, username: 'a'.repeat(33) }, 'body/username：最多 32 个字符'],
    ['username with a space', { ...base, username: 'gr ace' }, 'body/username：格式不正确'],
    ['username an email', { ...base, username: 'g@example.com' }, 'body/username：格式不正确'],
    ['code with letters', { ...base, code: '12a456' }, 'body/code：格式不正确'],
    ['code too long', { ...base, code: '1234567' }, 'body/code：最多 6 个字符'],
    ['code a number', { ...base, code: 123456 }, 'body/code：应为字符串'],
    ['nickname too long', { ...base, nickname: 'n'.repeat(33) }, 'body/nickname：最多 32 个字符'],
    ['an unknown field', { ...base, role: 'admin' }, 'body/role：未知字段，不允许提交'],
  ])('%s', async (_name, body, msg) => {
    const res = await register(JSON.parse(JSON.stringify(body)))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: 400, msg, content: null })
  })
})
