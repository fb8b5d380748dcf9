import { makeApp, type TestApp } from '../helpers'
import { testDialect } from '../pg/run'

let t: TestApp

beforeAll(async () => {
  t = await makeApp()
})
afterAll(async () => {
  await t.close()
})

// Host, process id and a random part (lib/instance.ts).
const INSTANCE = new RegExp(`-${process.pid}-[0-9a-f]{6}$`)

test('ok when the database answers, naming the database and the instance; no envelope', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' })
  expect(res.statusCode).toBe(200)
  expect(res.json()).toEqual({ status: 'ok', db: testDialect(), instance: expect.any(String) })
  expect(res.json().instance).toMatch(INSTANCE)
})

test('degraded with a 503 when the database is gone', async () => {
  await t.app.db.destroy()
  const res = await t.app.inject({ method: 'GET', url: '/api/health' })
  expect(res.statusCode).toBe(503)
  expect(res.json()).toEqual({
    status: 'degraded',
    db: testDialect(),
    instance: expect.stringMatching(INSTANCE),
  })
})
