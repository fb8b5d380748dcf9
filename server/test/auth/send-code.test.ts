import {
  call,
  freshAddress,
  mailsTo,
  makeAuthApp,
  MINUTE,
  registerUser,
  sendCode,
  type AuthTestApp,
} from './support'

const SEND = '/api/auth/send-code'
let t: AuthTestApp

beforeEach(async () => {
  t = await makeAuthApp()
  await registerUser(t, 'Alice', undefined, 'alice@example.com')
  t.clock.advance(MINUTE)
})
afterEach(async () => {
  await t.close()
})

const OK = { code: 0, msg: '成功', content: null }

test('mails a 6-digit code in the caller’s language, the code once in the body', async () => {
  const res = await sendCode(t, 'Alice@Example.com', 'login', { language: 'en' })
  expect(res.json()).toEqual({ code: 0, msg: 'OK', content: null })
  const [mail] = await mailsTo(t, 'alice@example.com').then((all) => all.slice(-1))
  const code = mail?.subject.match(/^Sichu verification code (\d{6})$/)?.[1]
  expect(code).toBeDefined()
  expect(mail?.text.split(code ?? '').length).toBe(2)
  expect(mail?.text).toMatch(/logging in to Sichu/)
  expect(mail?.text).toMatch(/10 minutes/)
})

test.each([
  ['zh-CN', /^私厨验证码 \d{6}$/],
  ['zh-TW', /^私廚驗證碼 \d{6}$/],
  ['es', /^Código de verificación de Sichu \d{6}$/],
  ['fr', /^Code de vérification Sichu \d{6}$/],
])('the mail is written in %s', async (language, subject) => {
  await sendCode(t, 'alice@example.com', 'reset', { language })
  const mail = (await mailsTo(t, 'alice@example.com')).at(-1)
  expect(mail?.subject).toMatch(subject)
})

test('stores only a hash of the code', async () => {
  await sendCode(t, 'alice@example.com', 'login')
  const code = (await mailsTo(t, 'alice@example.com')).at(-1)?.subject.match(/\d{6}/)?.[0]
  const rows = await t.app.db.selectFrom('verification_codes').selectAll().execute()
  expect(rows).toHaveLength(1)
  expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/)
  expect(JSON.stringify(rows)).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`))
})

describe('answers the same whether or not the account exists', () => {
  test.each([
    ['login', 'alice@example.com', 'nobody@example.com'],
    ['reset', 'alice@example.com', 'nobody@example.com'],
    ['register', 'nobody@example.com', 'alice@example.com'],
  ])('%s: a code to %s, none to %s, same answer', async (purpose, sentTo, notSentTo) => {
    // Codes only: an address with an account asked to register gets another mail (below).
    const codeMails = async (email: string) =>
      (await mailsTo(t, email)).filter((mail) => /\d{6}/.test(mail.subject))
    const before = {
      sent: (await codeMails(sentTo)).length,
      not: (await codeMails(notSentTo)).length,
    }
    const sent = await sendCode(t, sentTo, purpose as 'login')
    const notSent = await sendCode(t, notSentTo, purpose as 'login')
    expect(sent.statusCode).toBe(notSent.statusCode)
    expect(sent.json()).toEqual(OK)
    expect(notSent.json()).toEqual(OK)
    expect(await codeMails(sentTo)).toHaveLength(before.sent + 1)
    expect(await codeMails(notSentTo)).toHaveLength(before.not)
  })

  test('the cooldown applies to unknown emails too', async () => {
    await sendCode(t, 'nobody@example.com', 'login')
    const again = await sendCode(t, 'nobody@example.com', 'login')
    expect(again.statusCode).toBe(429)
  })
})

describe('quotas', () => {
  test('one code per email per 60 s, saying how long to wait', async () => {
    expect((await sendCode(t, 'alice@example.com', 'login')).json().code).toBe(0)
    t.clock.advance(15_000)
    const early = await sendCode(t, 'ALICE@example.com', 'reset')
    expect(early.statusCode).toBe(429)
    expect(early.json()).toEqual({
      code: 42902,
      msg: '验证码发送太频繁，请 45 秒后再试',
      content: null,
    })
    const en = await sendCode(t, 'alice@example.com', 'login', { language: 'en' })
    expect(en.json().msg).toBe('Codes are sent at most once a minute; please wait 45 s')
    t.clock.advance(45_000)
    expect((await sendCode(t, 'alice@example.com', 'login')).json().code).toBe(0)
  })

  test('at most 10 per hour per client address', async () => {
    const address = '198.51.100.4'
    for (let i = 0; i < 10; i += 1) {
      const res = await sendCode(t, `cook${i}@example.com`, 'register', { address })
      expect(res.json().code).toBe(0)
      t.clock.advance(MINUTE)
    }
    const over = await sendCode(t, 'cook10@example.com', 'register', { address })
    expect(over.statusCode).toBe(429)
    expect(over.json()).toEqual({
      code: 42903,
      msg: '验证码请求次数过多，请 50 分钟后再试',
      content: null,
    })
    expect((await sendCode(t, 'cook10@example.com', 'register')).json().code).toBe(0)
    t.clock.advance(50 * MINUTE)
    expect((await sendCode(t, 'cook11@example.com', 'register', { address })).json().code).toBe(0)
  })
})

test('a login code asked for by username goes to that account’s email, and logs in', async () => {
  const byName = { username: 'alice', purpose: 'login' }
  expect((await call(t, 'POST', SEND, byName, { address: freshAddress() })).json()).toEqual(OK)
  const [mail] = await mailsTo(t, 'alice@example.com').then((all) => all.slice(-1))
  const code = mail?.subject.match(/\d{6}/)?.[0]
  expect(code).toBeDefined()
  const login = await call(t, 'POST', '/api/auth/login/code', { username: 'Alice', code })
  expect(login.json()).toMatchObject({ code: 0, content: { userInfo: { username: 'Alice' } } })
})

test('an unknown username gets the same answer and no mail, and the same minute limit', async () => {
  const mailsBefore = t.logs.filter((line) => line.mail).length
  const nobody = { username: 'nobody_here', purpose: 'login' }
  expect((await call(t, 'POST', SEND, nobody, { address: freshAddress() })).json()).toEqual(OK)
  await t.app.mailer.idle()
  expect(t.logs.filter((line) => line.mail)).toHaveLength(mailsBefore)
  const again = await call(t, 'POST', SEND, nobody, { address: freshAddress() })
  const alice = { username: 'alice', purpose: 'login' }
  await call(t, 'POST', SEND, alice, { address: freshAddress() })
  const aliceAgain = await call(t, 'POST', SEND, alice, { address: freshAddress() })
  expect(again.statusCode).toBe(aliceAgain.statusCode)
  expect(again.json().code).toBe(aliceAgain.json().code)
})

test('a bind-email code needs a login', async () => {
  const res = await sendCode(t, 'new@example.com', 'bind-email')
  expect(res.statusCode).toBe(200)
  expect(res.json().code).toBe(401)
})

describe('refuses bad input with a 400 envelope', () => {
  test.each([
    ['missing email', { purpose: 'login' }, 'body/email：必填'],
    ['missing purpose', { email: 'a@b.co' }, 'body/purpose：必填'],
    [
      'email not an address',
      { email: 'not-mail', purpose: 'login' },
      'body/email：格式不正确，应为 email',
    ],
    ['email a number', { email: 42, purpose: 'login' }, 'body/email：应为字符串'],
    [
      'email too long',
      { email: `${'a'.repeat(250)}@b.co`, purpose: 'login' },
      'body/email：最多 254 个字符',
    ],
    [
      'unknown purpose',
      { email: 'a@b.co', purpose: 'spam' },
      'body/purpose：必须是以下之一：register, login, reset, bind-email',
    ],
    [
      'an unknown field',
      { email: 'a@b.co', purpose: 'login', x: 1 },
      'body/x：未知字段，不允许提交',
    ],
    [
      'both an email and a username',
      { email: 'a@b.co', username: 'Alice', purpose: 'login' },
      'body/username：只填邮箱或用户名中的一个',
    ],
    [
      'a username for another purpose',
      { username: 'Alice', purpose: 'reset' },
      'body/username：只有登录验证码可以按用户名发送',
    ],
    [
      'a username that cannot be one',
      { username: 'a@b', purpose: 'login' },
      'body/username：格式不正确',
    ],
  ])('%s', async (_name, body, msg) => {
    const res = await call(t, 'POST', SEND, body, { address: freshAddress() })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: 400, msg, content: null })
  })
})
