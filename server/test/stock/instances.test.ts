import type { StockItemDetail, StockPage } from '../../../types/kitchen'
import { buildApp } from '../../src/app'
import { StockItemDetailReplySchema, StockPageReplySchema } from '../../src/stock/schemas'
import { makeAuthApp, type AuthTestApp } from '../auth/support'
import { testConfig } from '../helpers'
import { addItem, content, person, send, type Person } from './support'

// Two server instances over one database, as behind a load balancer (SPEC §7): each may keep a
// kitchen's items in memory, and must still show the other's writes at its next read.
let a: AuthTestApp
let b: AuthTestApp
let cook: Person

beforeAll(async () => {
  a = await makeAuthApp()
  const second = await buildApp(testConfig(a.dir, { logLevel: 'silent' }), { clock: a.clock })
  b = { ...a, app: second }
  cook = await person(a, 'Mei')
})
afterAll(async () => {
  await b.app.close()
  await a.close()
})

const pageFrom = (t: AuthTestApp) =>
  content<StockPage>(t, StockPageReplySchema, 'GET', '/api/stock', { token: cook.token })

const version = async () =>
  (
    await a.app.db
      .selectFrom('kitchens')
      .select('stock_version')
      .where('id', '=', cook.kitchenId)
      .executeTakeFirstOrThrow()
  ).stock_version

test('every write to a kitchen’s items raises its stock version, in the database', async () => {
  const before = await version()
  const eggs = await addItem(a, cook.token, { name: '鸡蛋', quantity: 6, unit: '个' })
  expect(await version()).toBeGreaterThan(before)
  const added = await version()
  const moved = await send(a, 'POST', `/api/stock/${eggs.id}/movements`, {
    token: cook.token,
    body: { delta: -1, reason: 'adjust' },
  })
  expect(moved.json()).toMatchObject({ code: 0 })
  expect(await version()).toBeGreaterThan(added)
  const taken = await version()
  expect(
    (await send(a, 'DELETE', `/api/stock/${eggs.id}`, { token: cook.token })).json(),
  ).toMatchObject({ code: 0 })
  expect(await version()).toBeGreaterThan(taken)
})

test('an instance that kept the items sees another instance’s write at its next read', async () => {
  const tofu = await addItem(a, cook.token, { name: '豆腐', quantity: 2, unit: '块' })
  // Both instances read, and may keep, the kitchen as it is now.
  expect((await pageFrom(a)).list.map((i) => i.name)).toEqual(['豆腐'])
  expect((await pageFrom(b)).total).toBe(1)

  // B adds and takes; A's next answers follow.
  await addItem(b, cook.token, { name: '青菜', quantity: 1, unit: '把' })
  const moved = await send(b, 'POST', `/api/stock/${tofu.id}/movements`, {
    token: cook.token,
    body: { delta: -1, reason: 'adjust' },
  })
  expect(moved.json()).toMatchObject({ code: 0 })
  const seen = await pageFrom(a)
  expect(seen.list.map((i) => [i.name, i.quantity]).sort()).toEqual([
    ['豆腐', 1],
    ['青菜', 1],
  ])
  const detail = await content<StockItemDetail>(
    a,
    StockItemDetailReplySchema,
    'GET',
    `/api/stock/${tofu.id}`,
    { token: cook.token },
  )
  expect(detail.quantity).toBe(1)

  // A write by anything else that reaches the database (another process) counts as well.
  await b.app.db
    .updateTable('stock_items')
    .set({ quantity_milli: 0 })
    .where('id', '=', tofu.id)
    .execute()
  expect((await pageFrom(a)).list.find((i) => i.id === tofu.id)).toMatchObject({
    quantity: 0,
    status: 'out',
  })
})
