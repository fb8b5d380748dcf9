import { makeApp, type TestApp } from '../helpers'

let t: TestApp

beforeAll(async () => {
  t = await makeApp()
})
afterAll(async () => {
  await t.close()
})

test('ok when the database answers; no envelope', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' })
  expect(res.statusCode).toBe(200)
  expect(res.json()).toEqual({ status: 'ok', db: 'ok' })
})

test('degraded with a 503 when the database is gone', async () => {
  await t.app.db.destroy()
  const res = await t.app.inject({ method: 'GET', url: '/api/health' })
  expect(res.statusCode).toBe(503)
  expect(res.json()).toEqual({ status: 'degraded', db: 'down' })
})
