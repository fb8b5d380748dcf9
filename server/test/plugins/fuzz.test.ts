import type { AddressInfo } from 'node:net'
import { KINDS } from '../../../bench/fuzz/cases'
import { fuzz, sessionHolds, type FuzzReport } from '../../../bench/fuzz/run'
import { makeAuthApp, registerUser, type AuthTestApp } from '../auth/support'

let t: AuthTestApp
let report: FuzzReport
let port: number
let token: string

beforeAll(async () => {
  t = await makeAuthApp()
  // Two planted faults, to show the fuzzer tells them apart from the real routes.
  t.app.get('/api/test/plain', async (_request, reply) => reply.type('text/plain').send('hi'))
  t.app.get('/api/test/broken', async () => {
    throw 'not an error object'
  })
  token = (await registerUser(t, 'fuzzer')).token
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  port = (t.app.server.address() as AddressInfo).port
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
  // Its login-only cases got past the 401 to the end: the run never ended its own session.
  expect(report.sessionKept).toBe(true)
})

test('every kind of case sent to logout leaves the fuzzer’s own session alive', async () => {
  const logout = await fuzz({ port, token, only: /^POST \/api\/auth\/logout$/, concurrency: 4 })
  expect({ routes: logout.routes, sent: logout.sent }).toEqual({ routes: 1, sent: KINDS.length })
  expect(logout.problems).toEqual([])
  expect(logout.sessionKept).toBe(true)
  expect(await sessionHolds(port, token)).toBe(true)
})

test('the fuzzer reports a 500 and a plain-text answer when a route gives them', () => {
  const planted = report.problems.map(
    (p) => `${p.problem} ${p.request.split(' ')[2]?.split('?')[0]}`,
  )
  expect(planted).toEqual(
    expect.arrayContaining(['not an envelope /api/test/plain', 'server error /api/test/broken']),
  )
})
