import { Type } from '@sinclair/typebox'
import { makeApp, postJson, type TestApp } from '../helpers'

const CHECK = '/api/v1/app/version/check'
let t: TestApp

beforeAll(async () => {
  t = await makeApp()
  const tag = Type.Union([Type.String(), Type.Array(Type.Unknown())], { default: 'none' })
  t.app.post(
    '/api/test/defaults',
    { schema: { body: Type.Object({ tag: Type.Optional(tag) }, { additionalProperties: false }) } },
    async (request) => request.body,
  )
  t.app.get(
    '/api/test/query',
    {
      schema: {
        querystring: Type.Object({ page: Type.Integer({ minimum: 1 }), all: Type.Boolean() }),
      },
    },
    async (request) => request.query,
  )
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

test('query strings are converted to the declared types; bodies are not', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/test/query?page=2&all=true' })
  expect(res.json()).toEqual({ page: 2, all: true })
  const bad = await t.app.inject({
    method: 'GET',
    url: '/api/test/query?page=0&all=true',
    headers: { 'accept-language': 'en' },
  })
  expectEnvelope(bad, 400, 'query/page: must be at least 1')
  const body = await postJson(t.app, CHECK, { platform: 'H5', versionCode: 1 }, 'en')
  expectEnvelope(body, 400, 'body/versionCode: must be a string')
})

test('a hostile, deeply nested body is a 400, not a crash', async () => {
  const deep = '['.repeat(50_000) + ']'.repeat(50_000)
  for (const payload of [
    `{"platform":"H5","versionCode":"1.2.0","x":${deep}}`,
    `{"platform":${deep},"versionCode":"1.2.0"}`,
    deep,
  ]) {
    const res = await t.app.inject({
      method: 'POST',
      url: CHECK,
      headers: { 'content-type': 'application/json' },
      payload,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 400, content: null })
  }
})

test('schema defaults are filled in, and deep nesting under them is still a 400', async () => {
  expect((await postJson(t.app, '/api/test/defaults', {})).json()).toEqual({ tag: 'none' })
  const deep = '['.repeat(50_000) + ']'.repeat(50_000)
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/test/defaults',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    payload: `{"tag":${deep}}`,
  })
  expectEnvelope(res, 400, 'body: is invalid')
})
