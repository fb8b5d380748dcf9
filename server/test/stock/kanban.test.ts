import type { Kanban } from '../../../types/auth'
import { KanbanReplySchema } from '../../src/users/schemas'
import { makeAuthApp, type AuthTestApp } from '../auth/support'
import { addItem, content, person, type Person } from './support'

let t: AuthTestApp
let alice: Person
let bob: Person

beforeAll(async () => {
  t = await makeAuthApp()
  alice = await person(t, 'Alice')
  bob = await person(t, 'Bob')
}, 30_000)
afterAll(async () => {
  await t.close()
})

const alerts = async (who: Person) =>
  (
    await content<Kanban>(t, KanbanReplySchema, 'GET', '/api/auth/user/info/kanban', {
      token: who.token,
    })
  ).stockAlerts

test('stock alerts count the expired, expiring, low and out items of the caller’s kitchen', async () => {
  expect(await alerts(alice)).toBe(0)
  const add = (name: string, quantity: number, extra: object = {}) =>
    addItem(t, alice.token, { name, quantity, unit: '个', ...extra })
  await add('土豆', 5)
  await add('洋葱', 1, { minQuantity: 1 })
  await add('葱', 0)
  await add('豆腐', 1, { bestBefore: '2025-03-04' })
  await add('牛奶', 1, { bestBefore: '2025-02-28' })
  await add('大米', 5, { bestBefore: '2025-03-05' })
  expect(await alerts(alice)).toBe(4)
  expect(await alerts(bob)).toBe(0)
  await addItem(t, bob.token, { name: '盐', quantity: 0, unit: '袋' })
  expect(await alerts(bob)).toBe(1)
  expect(await alerts(alice)).toBe(4)

  // 16:00 in Shanghai; 8 hours later it is 2 March there, and the rice is within 3 days.
  t.clock.advance(8 * 60 * 60 * 1000)
  expect(await alerts(alice)).toBe(5)
})
