import type { Kanban } from '../../../types/auth'
import type { FavoriteResult } from '../../../types/records'
import { streakDays } from '../../src/orders/kanban-counters'
import type { AuthTestApp } from '../auth/support'
import {
  dishId,
  makeRecordsApp,
  person,
  planRecord,
  SETUP_MS,
  type Person,
} from '../records-support'

// The fake clock starts at 2025-03-01T08:00Z: 16:00 on 1 March in the kitchen (Asia/Shanghai).
let t: AuthTestApp
let alice: Person
let eggs: number

beforeAll(async () => {
  t = await makeRecordsApp()
  alice = await person(t, 'Alice')
  eggs = await dishId(t, '西红柿炒鸡蛋')
}, SETUP_MS)
afterAll(async () => {
  await t.close()
})

const HOUR = 3_600_000
const kanban = async () => {
  const answer = await alice.api.get<Kanban>('/api/auth/user/info/kanban')
  if (answer.code !== 0) throw new Error(answer.msg)
  return answer.content
}

async function cookedAt(eatAt: string) {
  const record = await planRecord(alice, [[eggs, 1]], { eatAt })
  await alice.api.post(`/api/orders/${record.id}/cook`, { consumeStock: false })
  return record
}

test('favourites, records, planned, cooked days and the streak, counted in the kitchen’s day', async () => {
  await alice.api.post<FavoriteResult>('/api/favorites', { recipeId: eggs })
  // 1 March in Shanghai, still 28 February in UTC.
  await cookedAt('2025-03-01T07:00:00+08:00')
  await cookedAt('2025-03-01T12:00:00+08:00')
  await cookedAt('2025-02-28T19:00:00+08:00')
  await cookedAt('2025-02-27T19:00:00+08:00')
  // 26 February has only a planned and a cancelled record: the streak stops there.
  await cookedAt('2025-02-25T19:00:00+08:00')
  await planRecord(alice, [[eggs, 1]], { eatAt: '2025-02-26T12:00:00+08:00' })
  const cancelled = await planRecord(alice, [[eggs, 1]], { eatAt: '2025-02-26T19:00:00+08:00' })
  await alice.api.post(`/api/orders/${cancelled.id}/cancel`)
  // Cooked ahead for a later day: neither a cooked day yet nor part of the streak.
  await cookedAt('2025-03-05T12:00:00+08:00')

  expect(await kanban()).toEqual({
    favorites: 1,
    records: 7,
    cookedDaysThisMonth: 1,
    streakDays: 3,
    toBuy: 0,
    planned: 1,
    stockAlerts: 0,
  })

  // The next day, nothing cooked yet: the streak still counts up to yesterday.
  t.clock.advance(24 * HOUR)
  expect(await kanban()).toMatchObject({ cookedDaysThisMonth: 1, streakDays: 3 })
  await cookedAt('2025-03-02T08:00:00+08:00')
  expect(await kanban()).toMatchObject({ cookedDaysThisMonth: 2, streakDays: 4 })
  // Two days on with nothing cooked: the streak is over.
  t.clock.advance(48 * HOUR)
  expect(await kanban()).toMatchObject({ cookedDaysThisMonth: 2, streakDays: 0 })
})

test('the month turns at the kitchen’s midnight, in the kitchen’s zone', async () => {
  // 23:59 on 31 March in Shanghai (15:59 UTC).
  t.clock.advance(Date.parse('2025-03-31T15:59:00Z') - t.clock.now())
  // 1, 2 and 5 March from the test before.
  expect((await kanban()).cookedDaysThisMonth).toBe(3)
  t.clock.advance(2 * 60_000)
  // 00:01 on 1 April in Shanghai, still March in UTC.
  expect((await kanban()).cookedDaysThisMonth).toBe(0)
  await t.app.db
    .updateTable('kitchens')
    .set({ time_zone: 'UTC' })
    .where('id', '=', alice.kitchenId)
    .execute()
  // In UTC, the record of 07:00 on 1 March (Shanghai) was eaten on 28 February.
  expect((await kanban()).cookedDaysThisMonth).toBe(3)
  await cookedAt('2025-03-31T23:00:00Z')
  expect(await kanban()).toMatchObject({ cookedDaysThisMonth: 4, streakDays: 1 })
  await t.app.db
    .updateTable('kitchens')
    .set({ time_zone: 'Asia/Shanghai' })
    .where('id', '=', alice.kitchenId)
    .execute()
  // 07:00 on 1 April in Shanghai: today, in April.
  expect(await kanban()).toMatchObject({ cookedDaysThisMonth: 1, streakDays: 1 })
})

test('a long streak is read back in batches to its first day', async () => {
  const bob = await person(t, 'Bob')
  for (let day = 10; day >= 1; day--) {
    const eatAt = `2025-04-${String(day).padStart(2, '0')}T12:00:00+08:00`
    const record = await planRecord(bob, [[eggs, 1]], { eatAt })
    await bob.api.post(`/api/orders/${record.id}/cook`, { consumeStock: false })
    if (day % 3 === 0) {
      // Two records on some days: still one day each.
      const more = await planRecord(bob, [[eggs, 1]], { eatAt })
      await bob.api.post(`/api/orders/${more.id}/cook`, { consumeStock: false })
    }
  }
  const scope = {
    userId: bob.id,
    kitchenId: bob.kitchenId,
    now: Date.parse('2025-04-10T15:00:00Z'),
  }
  for (const batch of [1, 2, 3, 500]) {
    expect(await streakDays(t.app.db, scope, batch)).toBe(10)
  }
  expect(await streakDays(t.app.db, { ...scope, now: Date.parse('2025-04-05T15:00:00Z') }, 2)).toBe(
    5,
  )
})
