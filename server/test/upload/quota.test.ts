import path from 'node:path'
import { UPLOAD_BYTES_PER_DAY, UPLOADS_PER_HOUR } from '../../src/upload/quota'
import { sweepOrphans } from '../../src/upload/sweep'
import { freshAddress, makeAuthApp, MINUTE, registerUser, type AuthTestApp } from '../auth/support'
import { multipartBody, tinyPng } from './images'

const HOUR = 60 * MINUTE
let t: AuthTestApp
let token: string

beforeEach(async () => {
  t = await makeAuthApp()
  token = (await registerUser(t, 'Alice')).token
})
afterEach(async () => {
  await t.close()
})

/** An upload from a new address each time: the quota is the user's, not the address's. */
function upload(options: { token?: string; language?: string } = {}) {
  const { payload, contentType } = multipartBody([
    { name: 'file', filename: 'a.png', type: 'image/png', data: tinyPng() },
  ])
  const headers: Record<string, string> = {
    'content-type': contentType,
    authorization: `Bearer ${options.token ?? token}`,
  }
  if (options.language) headers['accept-language'] = options.language
  return t.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers,
    payload,
    remoteAddress: freshAddress(),
  })
}

/** The names of the uploads the file store holds (on disk for SQLite, rows for PostgreSQL). */
const files = async () =>
  (await t.app.files.keysBefore('uploads/', Number.MAX_SAFE_INTEGER)).map((key) =>
    key.slice('uploads/'.length),
  )

test('30 uploads an hour per user, whatever the addresses; the 31st is a 429 envelope', async () => {
  for (let i = 0; i < UPLOADS_PER_HOUR; i += 1) {
    expect((await upload()).json().code).toBe(0)
    t.clock.advance(1000)
  }
  const refused = await upload({ language: 'en' })
  expect(refused.statusCode).toBe(429)
  expect(refused.json()).toEqual({
    code: 42910,
    msg: 'At most 30 uploads an hour, please try again in 60 min',
    content: null,
  })
  expect(await files()).toHaveLength(UPLOADS_PER_HOUR)
  // Another user is not affected; the first may upload again once the hour has passed.
  const bob = (await registerUser(t, 'Bob')).token
  expect((await upload({ token: bob })).json().code).toBe(0)
  t.clock.advance(HOUR)
  expect((await upload()).json().code).toBe(0)
})

test('50 MB a day per user: an upload that would pass it is refused, in the user language', async () => {
  const size = UPLOAD_BYTES_PER_DAY - 10
  await t.app.repos.uploads.record({
    name: `${'a'.repeat(32)}.png`,
    userId: 1,
    contentType: 'image/png',
    size,
    now: t.clock.now(),
  })
  t.clock.advance(2 * HOUR)
  const refused = await upload({ language: 'fr' })
  expect(refused.statusCode).toBe(429)
  expect(refused.json()).toMatchObject({
    code: 42911,
    msg: 'Au plus 50 Mo d’envois par jour, réessayez dans 22 h',
  })
  t.clock.advance(22 * HOUR)
  expect((await upload()).json().code).toBe(0)
})

test('the sweep deletes uploads no profile uses once 24 h old, and logs the bytes freed', async () => {
  const avatar = (await upload()).json().content.url as string
  const unused = (await upload()).json().content.url as string
  const fresh = { avatar }
  const put = await t.app.inject({
    method: 'PUT',
    url: '/api/auth/user/info',
    headers: { authorization: `Bearer ${token}` },
    payload: fresh,
  })
  expect(put.json().code).toBe(0)
  // A file no row describes (a write whose row was lost): it goes too once a day old.
  const stray = `${'b'.repeat(32)}.jpg`
  await t.app.files.write(`uploads/${stray}`, Buffer.alloc(10))

  expect(await sweepOrphans(t.app.repos.uploads, t.app.files, t.clock.now() + 23 * HOUR)).toEqual({
    files: 0,
    bytes: 0,
  })
  const size = tinyPng().length
  expect(await sweepOrphans(t.app.repos.uploads, t.app.files, t.clock.now() + 25 * HOUR)).toEqual({
    files: 2,
    bytes: size + 10,
  })
  expect(await files()).toEqual([path.basename(avatar)])
  expect(await t.app.repos.uploads.isRecorded(path.basename(unused))).toBe(false)
  expect((await t.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(200)
})

test('the sweep runs at start and says in the log what it freed', async () => {
  await t.app.ready()
  await t.app.close()
  const line = t.logs.find((l) => typeof l.msg === 'string' && l.msg.startsWith('upload sweep'))
  expect(line).toMatchObject({ msg: 'upload sweep freed 0 bytes', freed: { files: 0, bytes: 0 } })
})
