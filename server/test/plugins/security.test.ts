import type { FastifyHelmetOptions } from '@fastify/helmet'
import { makeApp, type TestApp } from '../helpers'

let t: TestApp

beforeAll(async () => {
  t = await makeApp()
})
afterAll(async () => {
  await t.close()
})

test('the page and its files get the page headers', async () => {
  const url = '/'
  const res = await t.app.inject({ method: 'GET', url })
  const csp = String(res.headers['content-security-policy'])
  for (const directive of [
    "default-src 'self'",
    "script-src 'self';",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self' blob:",
    "worker-src 'self'",
    "frame-ancestors 'none'",
  ]) {
    expect(csp).toContain(directive)
  }
  // Inline scripts only by their hashes, added where index.html is served (csp-hashes.test).
  expect(csp).not.toContain("script-src 'self' 'unsafe-inline'")
  expect(res.headers['x-content-type-options']).toBe('nosniff')
  expect(res.headers['x-frame-options']).toBe('DENY')
  expect(res.headers['referrer-policy']).toBe('no-referrer')
})

test.each(['/api/health', '/api/nothing', '/api/docs'])('API headers on %s', async (url) => {
  const res = await t.app.inject({ method: 'GET', url })
  expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
  expect(res.headers['x-content-type-options']).toBe('nosniff')
  expect(res.headers['x-frame-options']).toBe('DENY')
  expect(res.headers['cross-origin-resource-policy']).toBe('same-origin')
  expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/)
  // Headers that only mean something for a page are not sent with every answer.
  for (const name of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection']) {
    expect(res.headers[name]).toBeUndefined()
  }
})

test('the server has request limits set', () => {
  expect(t.app.initialConfig.bodyLimit).toBe(1024 * 1024)
  expect(t.app.server.requestTimeout).toBe(30_000)
  expect(t.app.server.timeout).toBeGreaterThan(0)
})

test('the headers are exactly those @fastify/helmet sets with the same options', async () => {
  // The app asks helmet for its headers once instead of registering @fastify/helmet, which
  // rebuilt them on every response; this keeps the two from drifting apart.
  const { default: fastifyHelmet } = await import('@fastify/helmet')
  const { default: Fastify } = await import('fastify')
  const { HELMET_OPTIONS } = await import('../../src/plugins/security')
  const reference = Fastify()
  // The same options type, declared once by helmet's CommonJS types and once by its ES ones.
  await reference.register(fastifyHelmet, HELMET_OPTIONS as unknown as FastifyHelmetOptions)
  reference.get('/nothing', async () => ({}))
  const expected = (await reference.inject({ method: 'GET', url: '/nothing' })).headers
  await reference.close()
  const actual = (await t.app.inject({ method: 'GET', url: '/nothing' })).headers
  const ignored = new Set(['date', 'content-length', 'content-type', 'connection'])
  const names = Object.keys(expected).filter((name) => !ignored.has(name))
  expect(names.length).toBeGreaterThan(10)
  for (const name of names) expect([name, actual[name]]).toEqual([name, expected[name]])
})
