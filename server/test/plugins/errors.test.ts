import { makeApp, postJson, type TestApp } from '../helpers'
import { AppError } from '../../src/lib/app-error'

const CHECK = '/api/v1/app/version/check'
let t: TestApp

beforeAll(async () => {
  t = await makeApp({}, { captureLogs: true })
  // Routes that fail the ways real code can, added before the app starts.
  t.app.get('/api/test/crash', async () => {
    throw new Error('sqlite file /secret/path is corrupt')
  })
  t.app.get('/api/test/conflict', async () => {
    throw new AppError(409, 40901, 'version.duplicate', { platform: 'H5', version: '1.3.0' })
  })
  t.app.get('/api/test/throw-string', async () => {
    throw 'not an error object'
  })
})
afterAll(async () => {
  await t.close()
})

function expectEnvelope(
  res: { statusCode: number; json: () => unknown },
  status: number,
  msg: string,
) {
  expect(res.statusCode).toBe(status)
  expect(res.json()).toEqual({ code: status, msg, content: null })
}

test('malformed JSON is a 400, in the default language', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: CHECK,
    headers: { 'content-type': 'application/json' },
    payload: '{"platform": "H5",',
  })
  expectEnvelope(res, 400, '请求体不是有效的 JSON（malformed JSON）')
})

test('an empty JSON body is a 400', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: CHECK,
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    payload: '',
  })
  expectEnvelope(res, 400, 'The request body is empty but declared as JSON')
})

test('no body at all is a 400 naming the body', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: CHECK,
    headers: { 'accept-language': 'en' },
  })
  expectEnvelope(res, 400, 'body: must be an object')
})

test.each([
  ['en', 'body/platform: required'],
  ['fr-FR,fr;q=0.9', 'body/platform : obligatoire'],
  ['es', 'body/platform: obligatorio'],
  ['zh-TW', 'body/platform：必填'],
  ['de-DE', 'body/platform：必填'],
])('a missing field is named in the caller’s language (%s)', async (language, msg) => {
  const res = await postJson(t.app, CHECK, { versionCode: '1.2.0' }, language)
  expectEnvelope(res, 400, msg)
})

test('a wrong type says which type', async () => {
  const res = await postJson(t.app, CHECK, { platform: 'H5', versionCode: ['1.2.0'] }, 'en')
  expectEnvelope(res, 400, 'body/versionCode: must be a string')
})

test('an unknown field is refused, not silently dropped', async () => {
  const res = await postJson(t.app, CHECK, { platform: 'H5', versionCode: '1.2.0', admin: 1 }, 'fr')
  expectEnvelope(res, 400, 'body/admin : champ inconnu, non autorisé')
})

test('a body over 1 MiB is a 413', async () => {
  const payload = JSON.stringify({
    platform: 'H5',
    versionCode: '1.2.0',
    pad: 'x'.repeat(1100 * 1024),
  })
  const res = await t.app.inject({
    method: 'POST',
    url: CHECK,
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    payload,
  })
  expectEnvelope(res, 413, 'The request body is too large (limit 1 MiB)')
})

test('an unsupported content type is a 415', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: CHECK,
    headers: { 'content-type': 'application/xml', 'accept-language': 'en' },
    payload: '<check/>',
  })
  expectEnvelope(res, 415, 'Unsupported content type: application/xml')
})

test('an unknown /api route is a 404 envelope', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/nothing?x=1',
    headers: { 'accept-language': 'en' },
  })
  expectEnvelope(res, 404, 'No such API route: GET /api/v1/nothing')
  const zh = await t.app.inject({ method: 'DELETE', url: '/api/v1/app/version/check' })
  expectEnvelope(zh, 404, '接口不存在：DELETE /api/v1/app/version/check')
})

test('a malformed URL is a 400 envelope, not a crash', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/%zz',
    headers: { 'accept-language': 'en' },
  })
  expectEnvelope(res, 400, 'Bad request')
  const after = await t.app.inject({ method: 'GET', url: '/api/health' })
  expect(after.statusCode).toBe(200)
})

test('an AppError keeps its status, business code and translated message', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/test/conflict',
    headers: { 'accept-language': 'en' },
  })
  expect(res.statusCode).toBe(409)
  expect(res.json()).toEqual({
    code: 40901,
    msg: 'Version 1.3.0 of H5 is already published',
    content: null,
  })
})

test('an unexpected error is a 500 whose details stay in the log', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/test/crash',
    headers: { 'accept-language': 'fr' },
  })
  expectEnvelope(res, 500, 'Une erreur s’est produite de notre côté, veuillez réessayer plus tard')
  expect(res.body).not.toContain('secret')
  expect(res.body).not.toContain('stack')
  const logged = t.logs.find((l) => l.msg === 'request failed')
  expect(logged).toMatchObject({
    level: 50,
    err: { message: 'sqlite file /secret/path is corrupt' },
  })
})

test('a thrown non-error is a 500 envelope', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/test/throw-string' })
  expect(res.statusCode).toBe(500)
  expect(res.json()).toEqual({ code: 500, msg: '服务器开小差了，请稍后再试', content: null })
})
