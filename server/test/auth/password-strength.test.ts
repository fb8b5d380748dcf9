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

let t: AuthTestApp

beforeEach(async () => {
  t = await makeAuthApp()
})
afterEach(async () => {
  await t.close()
})

async function codeFor(email: string, purpose: 'register' | 'reset') {
  t.clock.advance(MINUTE)
  await sendCode(t, email, purpose)
  return lastCode(t, email)
}

const WEAK = 'This password is too easy to guess: make it longer or mix more kinds of characters'
const BLANK = 'The password cannot be only spaces'
const NAME = 'The password cannot contain your username or email'

// The findings of the probe (issue 12), each with the reason the person is given.
const REFUSED: Array<[string, string, string]> = [
  ['eight spaces', '        ', BLANK],
  ['eight tabs', '\t\t\t\t\t\t\t\t', BLANK],
  ['the username', 'ChefMei88', NAME],
  ['the username inside', 'my-chefmei88-pw', NAME],
  ['the email', 'mei.cook@example.com', NAME],
  ['the email local part', 'Mei.Cook-2025', NAME],
  ['Passw0rd!', 'Passw0rd!', WEAK],
  ['sichu123', 'sichu123', WEAK],
  [
    'a keyboard row',
    'qwertyuiop',
    'This password is too common and easy to guess, please choose another',
  ],
  ['a pinyin habit', 'woaini1314520', WEAK],
]

describe('register refuses', () => {
  test.each(REFUSED)('%s', async (_name, password, msg) => {
    const code = await codeFor('mei.cook@example.com', 'register')
    const res = await call(
      t,
      'POST',
      '/api/auth/register',
      { username: 'ChefMei88', email: 'mei.cook@example.com', code, password },
      { address: freshAddress(), language: 'en' },
    )
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: 40005, msg, content: null })
  })
})

test('reset refuses a weak password, and the username only once the code is proved', async () => {
  await registerUser(t, 'ChefMei88', GOOD_PASSWORD, 'mei.cook@example.com')
  const code = await codeFor('mei.cook@example.com', 'reset')
  const reset = (password: string, withCode = code) =>
    call(
      t,
      'POST',
      '/api/auth/reset-password',
      { email: 'mei.cook@example.com', code: withCode, password },
      { address: freshAddress(), language: 'en' },
    )
  expect((await reset('Passw0rd!')).json().msg).toBe(WEAK)
  // A wrong code does not learn whether the username is in the password.
  expect((await reset('x-ChefMei88-x', '000000')).json().code).toBe(40004)
  expect((await reset('x-ChefMei88-x')).json().msg).toBe(NAME)
  // The refusals did not use the code up.
  expect((await reset('Steamed-Fish-77')).json().code).toBe(0)
})

test('change password refuses the username, and the old weak password still logs in', async () => {
  const { token } = await registerUser(t, 'ChefMei88', GOOD_PASSWORD, 'mei.cook@example.com')
  // A password set before the strength rule (straight into the database) keeps working.
  const { hashPassword } = await import('../../src/auth/passwords')
  await t.app.repos.users.setPasswordHash(1, await hashPassword('sichu123'), t.clock.now())
  expect((await login(t, 'chefmei88', 'sichu123')).json().code).toBe(0)
  const change = (newPassword: string) =>
    call(
      t,
      'PUT',
      '/api/user/password',
      { oldPassword: 'sichu123', newPassword },
      { token, language: 'en' },
    )
  expect((await change('chefmei88-Kitchen')).json().msg).toBe(NAME)
  expect((await change('Passw0rd!')).json().msg).toBe(WEAK)
  expect((await change('Steamed-Fish-77')).json().code).toBe(0)
})

test('register checks the code before telling whether the username is taken', async () => {
  await registerUser(t, 'Alice')
  const res = await call(
    t,
    'POST',
    '/api/auth/register',
    { username: 'alice', email: 'probe@example.com', code: '123456', password: GOOD_PASSWORD },
    { address: freshAddress() },
  )
  expect(res.json().code).toBe(40004)
})
