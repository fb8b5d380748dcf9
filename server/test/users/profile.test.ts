import { multipartBody, tinyPng } from '../upload/images'
import { call, makeAuthApp, registerUser, type AuthTestApp } from '../auth/support'

const INFO = '/api/auth/user/info'
let t: AuthTestApp
let token: string

beforeEach(async () => {
  t = await makeAuthApp()
  token = (await registerUser(t, 'Alice', undefined, 'alice@example.com')).token
})
afterEach(async () => {
  await t.close()
})

function put(body: unknown, as = token) {
  return call(t, 'PUT', INFO, body, { token: as })
}

async function uploadAvatar(as: string): Promise<string> {
  const { payload, contentType } = multipartBody([
    { name: 'file', filename: 'me.png', type: 'image/png', data: tinyPng() },
  ])
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { 'content-type': contentType, authorization: `Bearer ${as}` },
    payload,
  })
  return res.json().content.url
}

test('GET answers the profile with a masked email', async () => {
  const res = await call(t, 'GET', INFO, undefined, { token })
  expect(res.json().content).toMatchObject({
    username: 'Alice',
    email: 'a***@example.com',
    kitchen: { name: 'Alice的厨房', role: 'owner' },
  })
})

test('PUT changes the fields sent and answers only those', async () => {
  const res = await put({ nickname: '  阿丽 ', gender: 'female', bio: '爱做川菜', locale: 'fr' })
  expect(res.json()).toEqual({
    code: 0,
    msg: '成功',
    content: { nickname: '阿丽', gender: 'female', bio: '爱做川菜', locale: 'fr' },
  })
  const after = (await call(t, 'GET', INFO, undefined, { token })).json().content
  expect(after).toMatchObject({ nickname: '阿丽', gender: 'female', bio: '爱做川菜', locale: 'fr' })
  expect((await put({ bio: '' })).json().content).toEqual({ bio: '' })
  expect((await call(t, 'GET', INFO, undefined, { token })).json().content.nickname).toBe('阿丽')
})

test('an empty change is accepted and changes nothing', async () => {
  expect((await put({})).json()).toEqual({ code: 0, msg: '成功', content: {} })
})

test('a blank nickname is refused, also one of invisible characters only', async () => {
  for (const nickname of ['   ', '\u200b', '\u3000\u200d\ufeff']) {
    const res = await put({ nickname })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: 400, msg: 'body/nickname：不能为空', content: null })
  }
})

describe('avatar', () => {
  test('accepts the caller’s own upload, and empty to remove it', async () => {
    const url = await uploadAvatar(token)
    expect((await put({ avatar: url })).json().content).toEqual({ avatar: url })
    expect((await call(t, 'GET', INFO, undefined, { token })).json().content.avatar).toBe(url)
    expect((await put({ avatar: '' })).json().content).toEqual({ avatar: '' })
  })

  test.each([
    ['an outside URL', 'https://evil.example.com/a.png'],
    ['a path elsewhere on this server', '/api/health'],
    ['an upload that does not exist', '/api/uploads/0123456789abcdef0123456789abcdef.png'],
    ['a traversal', '/api/uploads/../sichu.db'],
    [
      'an absolute URL of an upload',
      'http://localhost/api/uploads/0123456789abcdef0123456789abcdef.png',
    ],
  ])('refuses %s', async (_name, avatar) => {
    const res = await put({ avatar }, token)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      code: 40010,
      msg: '头像只能使用你在本站上传的图片',
      content: null,
    })
  })

  test('refuses someone else’s upload', async () => {
    const bob = (await registerUser(t, 'Bob')).token
    const url = await uploadAvatar(bob)
    expect((await put({ avatar: url })).json().code).toBe(40010)
    expect((await put({ avatar: url }, bob)).json().code).toBe(0)
  })
})

describe('refuses bad input with a 400 envelope', () => {
  test.each([
    ['nickname too long', { nickname: 'n'.repeat(33) }, 'body/nickname：最多 32 个字符'],
    ['nickname empty', { nickname: '' }, 'body/nickname：不能为空'],
    ['nickname on two lines', { nickname: 'a\nb' }, 'body/nickname：只能写一行，不能换行'],
    ['bio too long', { bio: 'b'.repeat(201) }, 'body/bio：最多 200 个字符'],
    ['gender unknown', { gender: 'x' }, 'body/gender：必须是以下之一：unknown, male, female'],
    [
      'locale unknown',
      { locale: 'de' },
      'body/locale：必须是以下之一：zh-Hans, zh-Hant, en, es, fr',
    ],
    ['nickname a number', { nickname: 7 }, 'body/nickname：应为字符串'],
    ['avatar too long', { avatar: `/${'a'.repeat(200)}` }, 'body/avatar：最多 200 个字符'],
    ['an unknown field', { username: 'root' }, 'body/username：未知字段，不允许提交'],
    ['the email (changed elsewhere)', { email: 'x@y.zz' }, 'body/email：未知字段，不允许提交'],
  ])('%s', async (_name, body, msg) => {
    const res = await put(body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: 400, msg, content: null })
  })
})
