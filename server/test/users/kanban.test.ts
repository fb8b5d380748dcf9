import { countRows, createKanbanRepository } from '../../src/users/kanban-repository'
import { call, makeAuthApp, registerUser, type AuthTestApp } from '../auth/support'

let t: AuthTestApp

beforeEach(async () => {
  t = await makeAuthApp()
})
afterEach(async () => {
  await t.close()
})

test('answers every figure, 0 while the tables behind them do not exist', async () => {
  const { token } = await registerUser(t, 'Alice')
  const res = await call(t, 'GET', '/api/auth/user/info/kanban', undefined, { token })
  expect(res.json()).toEqual({
    code: 0,
    msg: '成功',
    content: {
      favorites: 0,
      records: 0,
      cookedDaysThisMonth: 0,
      streakDays: 0,
      planned: 0,
      stockAlerts: 0,
      toBuy: 0,
    },
  })
})

test('needs a login', async () => {
  const res = await call(t, 'GET', '/api/auth/user/info/kanban')
  expect(res.statusCode).toBe(200)
  expect(res.json().code).toBe(401)
})

test('a figure is one counter line over its table, counted exactly for the caller', async () => {
  const alice = await registerUser(t, 'Alice')
  await registerUser(t, 'Bob')
  // Stand-in for a later table: the caller's sessions play "favorites".
  const kanban = createKanbanRepository(t.app.db, {
    favorites: (db, s) => countRows(db.selectFrom('sessions').where('user_id', '=', s.userId)),
  })
  const figures = await kanban.of({
    userId: alice.userInfo.id,
    kitchenId: alice.userInfo.kitchen?.id ?? null,
    now: t.clock.now(),
  })
  expect(figures).toEqual({
    favorites: 1,
    records: 0,
    cookedDaysThisMonth: 0,
    streakDays: 0,
    planned: 0,
    stockAlerts: 0,
  })
})
