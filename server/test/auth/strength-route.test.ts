import {
  call,
  freshAddress,
  GOOD_PASSWORD,
  makeAuthApp,
  MINUTE,
  registerUser,
  type AuthTestApp,
} from './support'

let t: AuthTestApp

beforeAll(async () => {
  t = await makeAuthApp()
})
afterAll(async () => {
  await t.close()
})

const URL = '/api/auth/password-strength'

function score(body: unknown, options: Parameters<typeof call>[4] = {}) {
  return call(t, 'POST', URL, body, { address: freshAddress(), ...options })
}

describe('scores a password in the envelope', () => {
  test.each([
    ['a strong one', GOOD_PASSWORD, {}, null],
    ['only spaces', '        ', {}, 'blank'],
    ['the username inside', 'my-chefmei88-pw', { username: 'ChefMei88' }, 'hasName'],
    ['the email local part', 'Mei.Cook-2025', { email: 'mei.cook@example.com' }, 'hasName'],
    ['a weak one', 'Passw0rd!', {}, 'weak'],
    ['the app name', 'sichu123', {}, 'weak'],
    ["on the server's common list", 'woaini1314', {}, 'common'],
  ])('%s', async (_name, password, owner, problem) => {
    const res = await score({ password, ...owner })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ code: 0, msg: expect.any(String) })
    expect(body.content.problem).toBe(problem)
    expect(Number.isInteger(body.content.score)).toBe(true)
    if (problem === null) expect(body.content.score).toBeGreaterThanOrEqual(3)
    else expect(body.content.score).toBeLessThanOrEqual(4)
  })

  test("a logged-in caller's own username and email count without being sent", async () => {
    const { token } = await registerUser(t, 'Lotus77', GOOD_PASSWORD, 'hua.mei@example.com')
    const withName = await score({ password: 'xx-lotus77-yy!' }, { token })
    expect(withName.json().content.problem).toBe('hasName')
    const withEmail = await score({ password: 'Hua.Mei-Kitchen-9' }, { token })
    expect(withEmail.json().content.problem).toBe('hasName')
    const anonymous = await score({ password: 'Hua.Mei-Kitchen-9' })
    expect(anonymous.json().content.problem).toBeNull()
  })
})

describe('refuses bad input with a 400 naming the field', () => {
  test.each([
    ['no password', {}, 'password'],
    ['an empty password', { password: '' }, 'password'],
    ['a password over 64', { password: 'x'.repeat(65) }, 'password'],
    ['a number', { password: 12345678 }, 'password'],
    ['an unknown field', { password: GOOD_PASSWORD, nick: 'x' }, 'nick'],
  ])('%s', async (_name, body, field) => {
    const res = await score(body, { language: 'en' })
    expect(res.statusCode).toBe(400)
    expect(res.json().content).toBeNull()
    expect(res.json().msg).toContain(field)
  })
})

test('is rate-limited per address, saying how long to wait', async () => {
  const address = freshAddress()
  for (let i = 0; i < 60; i++) {
    const res = await score({ password: `Tomato-Egg-${i}` }, { address })
    expect(res.statusCode).toBe(200)
  }
  const limited = await score({ password: GOOD_PASSWORD }, { address, language: 'en' })
  expect(limited.statusCode).toBe(429)
  expect(limited.json()).toMatchObject({ content: null, msg: expect.stringMatching(/\d+ s/) })
  // Another address is not held back, and the window passes.
  expect((await score({ password: GOOD_PASSWORD })).statusCode).toBe(200)
  t.clock.advance(MINUTE)
  expect((await score({ password: GOOD_PASSWORD }, { address })).statusCode).toBe(200)
})

test('never writes the password to the log', async () => {
  const secret = 'Unique-Secret-Caramel-881'
  await score({ password: secret })
  await score({ password: secret, nick: 'refused' })
  expect(t.rawLogs()).not.toContain(secret)
})
