import type { AddressInfo } from 'node:net'
import { fuzz, type FuzzReport } from '../../../bench/fuzz/run'
import { makeAuthApp, registerUser, type AuthTestApp } from '../auth/support'

let t: AuthTestApp
let report: FuzzReport

beforeAll(async () => {
  t = await makeAuthApp()
  // Two planted faults, to show the fuzzer tells them apart from the real routes.
  t.app.get('/api/test/plain', async (_request, reply) => reply.type('text/plain').send('hi'))
  t.app.get('/api/test/broken', async () => {
    throw 'not an error object'
  })
  const { token } = await registerUser(t, 'fuzzer')
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = t.app.server.address() as AddressInfo
  // A small fixed sample of `npx tsx bench/fuzz.ts` (which sends every route × kind, 8 rounds).
  report = await fuzz({ port, token, seed: 7, count: 300, concurrency: 4 })
}, 120_000)
afterAll(async () => {
  await t.close()
})

test('malformed requests to every route: no 5xx, no answer outside the envelope, no hang', () => {
  expect(report.sent).toBe(300)
  expect(Object.keys(report.byKind).length).toBeGreaterThanOrEqual(15)
  const real = report.problems.filter((p) => !p.request.includes('/api/test/'))
  expect(real).toEqual([])
})

test('the fuzzer reports a 500 and a plain-text answer when a route gives them', () => {
  const planted = report.problems.map(
    (p) => `${p.problem} ${p.request.split(' ')[2]?.split('?')[0]}`,
  )
  expect(planted).toEqual(
    expect.arrayContaining(['not an envelope /api/test/plain', 'server error /api/test/broken']),
  )
})
