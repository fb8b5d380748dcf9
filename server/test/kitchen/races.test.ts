import type { StockItemDetail } from '../../../types/kitchen'
import { StockItemDetailReplySchema } from '../../src/stock/schemas'
import { makeAuthApp, type AuthTestApp } from '../auth/support'
import { addItem, content, person, send, type Person } from '../stock/support'

// Requests at the same time, as several instances on PostgreSQL would get them: what SQLite's
// one writer kept safe must stay safe when the database runs transactions side by side.
let t: AuthTestApp
let alice: Person
let bob: Person

beforeEach(async () => {
  t = await makeAuthApp()
  alice = await person(t, 'Alice')
  bob = await person(t, 'Bob')
  const { code } = (
    await send(t, 'POST', '/api/kitchen/invite-code', { token: alice.token })
  ).json().content as { code: string }
  const joined = await send(t, 'POST', '/api/auth/user/bind-shop', {
    token: bob.token,
    body: { inviteCode: code },
  })
  expect(joined.statusCode).toBe(200)
}, 30_000)
afterEach(async () => {
  await t.close()
})

test('two members leaving at once: one leaves, the other is the only member left (409)', async () => {
  for (let round = 0; round < 3; round += 1) {
    const answers = await Promise.all(
      [alice, bob].map((who) => send(t, 'DELETE', '/api/kitchen/members/me', { token: who.token })),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    const members = await t.app.db
      .selectFrom('kitchen_members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kitchen_id', '=', alice.kitchenId)
      .executeTakeFirstOrThrow()
    expect(Number(members.n)).toBe(1)
    // Whoever left comes back for the next round.
    const stayed = answers[0]?.statusCode === 409 ? alice : bob
    const left = stayed === alice ? bob : alice
    const { code } = (
      await send(t, 'POST', '/api/kitchen/invite-code', { token: stayed.token })
    ).json().content as { code: string }
    const back = await send(t, 'POST', '/api/auth/user/bind-shop', {
      token: left.token,
      body: { inviteCode: code },
    })
    expect(back.statusCode).toBe(200)
    const kitchen = (back.json().content as { kitchen: { id: number } }).kitchen.id
    alice.kitchenId = kitchen
    bob.kitchenId = kitchen
  }
})

test('people setting one quantity at once: it ends at one of their values, movements add up', async () => {
  const eggs = await addItem(t, alice.token, { name: '鸡蛋', quantity: 3, unit: '个' })
  const values = [5, 8, 13, 21, 34, 55]
  for (let round = 0; round < 3; round += 1) {
    await Promise.all(
      values.map((quantity, i) =>
        send(t, 'PUT', `/api/stock/${eggs.id}`, {
          token: (i % 2 ? bob : alice).token,
          body: { quantity: quantity + round },
        }),
      ),
    )
  }
  const detail = await content<StockItemDetail>(
    t,
    StockItemDetailReplySchema,
    'GET',
    `/api/stock/${eggs.id}`,
    { token: alice.token },
  )
  expect(values.map((v) => v + 2)).toContain(detail.quantity)
  // Each adjust movement went from the quantity the one before left.
  const oldestFirst = [...detail.movements].reverse()
  oldestFirst.forEach((m, i) => {
    const before = i === 0 ? 0 : (oldestFirst[i - 1]?.quantityAfter as number)
    expect(m.quantityAfter - m.delta).toBe(before)
  })
  expect(detail.movements[0]?.quantityAfter).toBe(detail.quantity)
})
