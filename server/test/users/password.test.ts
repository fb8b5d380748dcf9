import {
  call,
  GOOD_PASSWORD,
  login,
  makeAuthApp,
  registerUser,
  type AuthTestApp,
} from '../auth/support'

const PASSWORD = '/api/user/password'
const NEW_PASSWORD = 'Steamed-Fish-77'
let t: AuthTestApp
let token: string

beforeEach(async () => {
  t = await makeAuthApp()
  token = (await registerUser(t, 'Alice')).token
})
afterEach(async () => {
  await t.close()
})

function change(body: unknown, as = token) {
  return call(t, 'PUT', PASSWORD, body, { token: as })
}

test('changes the password, keeps this session and ends every other one', async () => {
  const other = (await login(t, 'alice', GOOD_PASSWORD)).json().content.token
  const res = await change({ oldPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD })
  expect(res.json()).toEqual({ code: 0, msg: '成功', content: null })
  expect((await call(t, 'GET', '/api/auth/user/info', undefined, { token })).json().code).toBe(0)
  const ended = await call(t, 'GET', '/api/auth/user/info', undefined, { token: other })
  expect(ended.statusCode).toBe(401)
  expect((await login(t, 'alice', GOOD_PASSWORD)).json().code).toBe(40001)
  expect((await login(t, 'alice', NEW_PASSWORD)).json().code).toBe(0)
})

test('a wrong current password is refused clearly and counts towards the lock', async () => {
  const res = await change({ oldPassword: 'Not-my-password-9', newPassword: NEW_PASSWORD })
  expect(res.statusCode).toBe(400)
  expect(res.json()).toEqual({ code: 40006, msg: '密码不正确', content: null })
  for (let i = 0; i < 4; i += 1)
    await change({ oldPassword: `Nope-${i}-abcdef`, newPassword: NEW_PASSWORD })
  expect(
    (await change({ oldPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD })).json().code,
  ).toBe(42901)
})

test.each([
  ['the same as the old one', GOOD_PASSWORD, 40007, '新密码不能与当前密码相同'],
  ['only digits', '98765432100', 40005, '密码不能全是数字'],
  ['a common one', 'iloveyou123', 40005, '这个密码太常见，容易被猜到，请换一个'],
])('a new password that is %s is refused', async (_name, newPassword, code, msg) => {
  const res = await change({ oldPassword: GOOD_PASSWORD, newPassword })
  expect(res.statusCode).toBe(400)
  expect(res.json()).toEqual({ code, msg, content: null })
})

test('needs a login', async () => {
  const res = await call(t, 'PUT', PASSWORD, {
    oldPassword: GOOD_PASSWORD,
    newPassword: NEW_PASSWORD,
  })
  expect(res.statusCode).toBe(200)
  expect(res.json().code).toBe(401)
})

describe('refuses bad input with a 400 envelope', () => {
  test.each([
    ['missing oldPassword', { newPassword: NEW_PASSWORD }, 'body/oldPassword：必填'],
    [
      'newPassword too short',
      { oldPassword: GOOD_PASSWORD, newPassword: 'Ab-1' },
      'body/newPassword：至少 8 个字符',
    ],
    [
      'newPassword too long',
      { oldPassword: GOOD_PASSWORD, newPassword: `Ab-${'x'.repeat(62)}` },
      'body/newPassword：最多 64 个字符',
    ],
    [
      'oldPassword a number',
      { oldPassword: 1, newPassword: NEW_PASSWORD },
      'body/oldPassword：应为字符串',
    ],
    [
      'an unknown field',
      { oldPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD, all: 1 },
      'body/all：未知字段，不允许提交',
    ],
  ])('%s', async (_name, body, msg) => {
    const res = await change(body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: 400, msg, content: null })
  })
})
