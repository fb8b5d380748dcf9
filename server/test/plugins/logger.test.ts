import { makeApp, type TestApp } from '../helpers'

const TOKEN = 'tok-3f9a1c-never-log-me'
const PASSWORD = 'hunter2-never-log-me'
let t: TestApp

beforeAll(async () => {
  t = await makeApp({}, { captureLogs: true })
  t.app.post('/api/test/echo-log', async (request) => {
    // What a careless handler might do: log the whole request body and headers.
    request.log.info({ body: request.body, headers: request.headers }, 'handling')
    return { ok: true }
  })
  t.app.post('/api/test/crash', async () => {
    throw new Error('boom')
  })
})
afterAll(async () => {
  await t.close()
})

const secrets = {
  username: 'cook',
  password: PASSWORD,
  change: { oldPassword: PASSWORD, newPassword: PASSWORD },
}

test('secrets a handler logs are redacted', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/test/echo-log',
    headers: { authorization: `Bearer ${TOKEN}`, cookie: `sid=${TOKEN}` },
    payload: secrets,
  })
  expect(res.statusCode).toBe(200)
  const line = t.logs.find((l) => l.msg === 'handling')
  expect(line).toMatchObject({
    body: { username: 'cook', password: '[redacted]', change: { oldPassword: '[redacted]' } },
    headers: { authorization: '[redacted]', cookie: '[redacted]' },
  })
  expect(t.rawLogs()).not.toContain(TOKEN)
  expect(t.rawLogs()).not.toContain(PASSWORD)
})

test('the request logged with a 500 is redacted too', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/test/crash',
    headers: { authorization: `Bearer ${TOKEN}` },
    payload: secrets,
  })
  expect(res.statusCode).toBe(500)
  const line = t.logs.find((l) => l.msg === 'request failed')
  expect(line).toMatchObject({
    request: { headers: { authorization: '[redacted]' }, body: { password: '[redacted]' } },
  })
  expect(t.rawLogs()).not.toContain(TOKEN)
  expect(t.rawLogs()).not.toContain(PASSWORD)
})

test('a refused request with a password does not leak it', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/app/version/check',
    headers: { authorization: `Bearer ${TOKEN}` },
    payload: { platform: 'H5', versionCode: '1.2.0', password: PASSWORD },
  })
  expect(res.statusCode).toBe(400)
  expect(t.rawLogs()).not.toContain(TOKEN)
  expect(t.rawLogs()).not.toContain(PASSWORD)
})

test('one compact line per slow or failed request, none for a quick success at info', async () => {
  const before = t.logs.length
  const ok = await t.app.inject({ method: 'GET', url: '/api/health' })
  expect(ok.statusCode).toBe(200)
  expect(t.logs.slice(before).filter((l) => l.msg === 'request')).toEqual([])
  await t.app.inject({ method: 'POST', url: '/api/test/crash', payload: secrets })
  const lines = t.logs.slice(before).filter((l) => l.msg === 'request')
  expect(lines).toEqual([
    expect.objectContaining({ method: 'POST', url: '/api/test/crash', status: 500 }),
  ])
  expect(t.logs.some((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toBe(
    false,
  )
})

test('a request’s lines carry its request id; a request that logs nothing makes no child', async () => {
  const { lazyChildLogger } = await import('../../src/plugins/logger')
  const children: unknown[] = []
  const parent = {
    level: 'info',
    child: (bindings: unknown) => {
      children.push(bindings)
      return { ...parent, info: () => undefined }
    },
  } as unknown as Parameters<typeof lazyChildLogger>[0]
  const quiet = lazyChildLogger(parent, { reqId: 'req-1' }, {})
  expect(quiet.level).toBe('info')
  expect(children).toEqual([])
  lazyChildLogger(parent, { reqId: 'req-2' }, {}).info('something')
  expect(children).toEqual([{ reqId: 'req-2' }])

  // Through the app: the handler's line and the failure line of one request share its id.
  await t.app.inject({ method: 'POST', url: '/api/test/echo-log', payload: {} })
  const handled = t.logs.filter((l) => l.msg === 'handling').at(-1)
  expect(handled?.reqId).toEqual(expect.any(String))
  await t.app.inject({ method: 'POST', url: '/api/test/crash', payload: {} })
  const failed = t.logs.filter((l) => l.msg === 'request failed').at(-1)
  expect(failed?.reqId).toEqual(expect.any(String))
  expect(failed?.reqId).not.toBe(handled?.reqId)
})
