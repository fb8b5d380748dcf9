import { makeAuthApp, type AuthTestApp } from '../auth/support'
import { person, refusal, type Person } from './support'

// SQLite's integers are 64-bit; on PostgreSQL a 32-bit column would refuse such an id with an
// error (a 500) where SQLite finds nothing.
let t: AuthTestApp
let alice: Person

beforeAll(async () => {
  t = await makeAuthApp()
  alice = await person(t, 'Alice')
}, 30_000)
afterAll(async () => {
  await t.close()
})

test.each([2 ** 31, 2 ** 40, Number.MAX_SAFE_INTEGER])('stock item %d is not found', async (id) => {
  expect(
    await refusal(t, 'GET', `/api/stock/${id}`, { token: alice.token, language: 'en' }),
  ).toMatchObject({ status: 404 })
})

test('a record past 32 bits is not found either', async () => {
  const res = await refusal(t, 'GET', `/api/orders/${2 ** 40}`, { token: alice.token })
  expect(res.status).toBe(404)
})
