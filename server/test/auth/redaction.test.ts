import {
  call,
  freshAddress,
  GOOD_PASSWORD,
  lastCode,
  makeAuthApp,
  sendCode,
  type AuthTestApp,
} from './support'

let t: AuthTestApp

beforeAll(async () => {
  t = await makeAuthApp()
  t.app.post('/api/test/log-body', async (request) => {
    request.log.info({ body: request.body }, 'careless handler')
    return { ok: true }
  })
  t.app.post('/api/test/crash', async () => {
    throw new Error('boom')
  })
})
afterAll(async () => {
  await t.close()
})

test('verification codes in logged bodies are redacted; error codes are kept', async () => {
  await call(t, 'POST', '/api/test/log-body', { email: 'a@b.co', code: '482913' })
  const line = t.logs.find((l) => l.msg === 'careless handler')
  expect(line).toMatchObject({ body: { email: 'a@b.co', code: '[redacted]' } })
  await call(t, 'POST', '/api/test/crash', { username: 'x', code: '771234', password: 'p' })
  const crash = t.logs.find((l) => l.msg === 'request failed')
  expect(crash).toMatchObject({ request: { body: { code: '[redacted]', password: '[redacted]' } } })
  expect(t.rawLogs()).not.toMatch(/(?<!\d)482913(?!\d)/)
  expect(t.rawLogs()).not.toMatch(/(?<!\d)771234(?!\d)/)
})

test('without SMTP_URL the code is logged once, deliberately, at info level', async () => {
  await sendCode(t, 'hal@example.com', 'register')
  const code = await lastCode(t, 'hal@example.com')
  await call(
    t,
    'POST',
    '/api/auth/register',
    { username: 'hal', email: 'hal@example.com', code, password: GOOD_PASSWORD },
    { address: freshAddress() },
  )
  // Whole numbers only: a timestamp may contain the same six digits by chance.
  const alone = new RegExp(`(?<!\\d)${code}(?!\\d)`)
  const lines = t
    .rawLogs()
    .split('\n')
    .filter((l) => alone.test(l))
  expect(lines).toHaveLength(1)
  expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
    level: 30,
    msg: `SMTP_URL is not set, mail not sent: 私厨验证码 ${code}`,
  })
})
