import { makeApp, type TestApp } from '../helpers'

let t: TestApp

beforeAll(async () => {
  t = await makeApp()
})
afterAll(async () => {
  await t.close()
})

test.each(['/api/health', '/api/nothing', '/'])('security headers on %s', async (url) => {
  const res = await t.app.inject({ method: 'GET', url })
  const csp = String(res.headers['content-security-policy'])
  for (const directive of [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "connect-src 'self' blob:",
    "frame-ancestors 'none'",
  ]) {
    expect(csp).toContain(directive)
  }
  expect(res.headers['x-content-type-options']).toBe('nosniff')
  expect(res.headers['x-frame-options']).toBe('DENY')
  expect(res.headers['referrer-policy']).toBe('no-referrer')
})

test('the server has request limits set', () => {
  expect(t.app.initialConfig.bodyLimit).toBe(1024 * 1024)
  expect(t.app.server.requestTimeout).toBe(30_000)
  expect(t.app.server.timeout).toBeGreaterThan(0)
})
