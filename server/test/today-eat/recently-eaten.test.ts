import type { TodayEatAnswer } from '../../../types/recipes'
import { RECENT_DAYS } from '../../src/today-eat/recently-eaten'
import type { AuthTestApp } from '../auth/support'
import {
  caller,
  joinKitchen,
  makeRecordsApp,
  person,
  planRecord,
  SETUP_MS,
  type Caller,
  type Person,
} from '../records-support'

let t: AuthTestApp
let alice: Person
let bob: Person
let carol: Person

beforeAll(async () => {
  t = await makeRecordsApp()
  alice = await person(t, 'Alice')
  bob = await person(t, 'Bob')
  carol = await person(t, 'Carol')
  await joinKitchen(t, carol, alice.kitchenId)
}, SETUP_MS)
afterAll(async () => {
  await t.close()
})

const MENU = '/api/today-eat?people=4&seed=7'
const menu = async (api: Caller) =>
  (await api.get<TodayEatAnswer>(MENU)).content.dishes.map((d) => d.id)

test(`dishes the kitchen cooked in the last ${RECENT_DAYS} days are left out of the menu`, async () => {
  const usual = await menu(caller(t))
  expect(usual).toHaveLength(5)
  expect(await menu(alice.api)).toEqual(usual)

  // Carol, of Alice's kitchen, cooked two of them an hour ago; a third is only planned.
  const hourAgo = new Date(t.clock.now() - 3_600_000).toISOString()
  const [first, second, third] = usual as [number, number, number]
  const record = await planRecord(
    carol,
    [
      [first, 2],
      [second, 1],
    ],
    { eatAt: hourAgo },
  )
  await carol.api.post(`/api/orders/${record.id}/cook`, { consumeStock: false })
  await planRecord(carol, [[third, 1]], { eatAt: hourAgo })

  for (const member of [alice, carol]) {
    const planned = await menu(member.api)
    expect(planned).toHaveLength(5)
    expect(planned).not.toContain(first)
    expect(planned).not.toContain(second)
  }
  // Another kitchen and anonymous callers get the usual menu.
  expect(await menu(bob.api)).toEqual(usual)
  expect(await menu(caller(t))).toEqual(usual)

  // Three days after that meal, the dishes come back.
  t.clock.advance(RECENT_DAYS * 86_400_000 - 3_600_000 - 1)
  expect(await menu(alice.api)).not.toContain(first)
  t.clock.advance(1)
  expect(await menu(alice.api)).toEqual(usual)
})
