import type { FoodRecordDetail } from '../../../types/records'
import type { AuthTestApp } from '../auth/support'
import {
  caller,
  dishId,
  makeRecordsApp,
  person,
  planRecord,
  quantityOf,
  stockItem,
  type Person,
  SETUP_MS,
} from '../records-support'

let t: AuthTestApp
let alice: Person
let eggs: number

beforeAll(async () => {
  t = await makeRecordsApp()
  eggs = await dishId(t, '西红柿炒鸡蛋')
}, SETUP_MS)
let people = 0
beforeEach(async () => {
  // A kitchen of its own per test: each starts from its own stock.
  people += 1
  alice = await person(t, `Alice${people}`)
})
afterAll(async () => {
  await t.close()
})

const movementsOf = (orderId: number) =>
  t.app.db
    .selectFrom('stock_movements')
    .select([
      'item_id as itemId',
      'delta_milli as delta',
      'reason',
      'order_id as orderId',
      'user_id as userId',
    ])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute()

const cook = (who: Person, id: number, consumeStock: boolean) =>
  who.api.post<FoodRecordDetail>(`/api/orders/${id}/cook`, { consumeStock })

test('cooking takes what the plan says, soonest best-before first, in the items’ units', async () => {
  // 西红柿炒鸡蛋 for 2: 2 个 西红柿, 3 个 鸡蛋, 12 ml 食用油 (4 ml an egg), 4 g 盐; 糖 and 葱花
  // are optional and not taken unless the cook ticks them.
  const oldEggs = await stockItem(t, alice.kitchenId, {
    name: '鸡蛋',
    quantity: 2,
    unit: '个',
    bestBefore: '2025-03-03',
  })
  const newEggs = await stockItem(t, alice.kitchenId, {
    name: '鸡蛋',
    quantity: 10,
    unit: '个',
    bestBefore: '2025-03-20',
  })
  const oil = await stockItem(t, alice.kitchenId, { name: '食用油', quantity: 1, unit: 'L' })
  const salt = await stockItem(t, alice.kitchenId, { name: '盐', quantity: 0.5, unit: '斤' })
  const tomatoes = await stockItem(t, alice.kitchenId, { name: '西红柿', quantity: 500, unit: 'g' })
  const record = await planRecord(alice, [[eggs, 2]])

  const answer = await cook(alice, record.id, true)
  expect(answer).toMatchObject({ status: 200, code: 0 })
  expect(answer.content).toMatchObject({
    status: 'cooked',
    stockTaken: true,
    cookedAt: new Date(t.clock.now()).toISOString(),
    stockPlan: [],
  })
  expect(answer.content.taken).toEqual([
    { itemId: oldEggs, name: '鸡蛋', amount: 2, unit: '个' },
    { itemId: newEggs, name: '鸡蛋', amount: 1, unit: '个' },
    { itemId: oil, name: '食用油', amount: 0.012, unit: 'L' },
    { itemId: salt, name: '盐', amount: 0.008, unit: '斤' },
  ])
  expect(
    await Promise.all([oldEggs, newEggs, oil, salt, tomatoes].map((id) => quantityOf(t, id))),
  ).toEqual([0, 9, 0.988, 0.492, 500])
  expect(await movementsOf(record.id)).toEqual([
    { itemId: oldEggs, delta: -2000, reason: 'cooked', orderId: record.id, userId: alice.id },
    { itemId: newEggs, delta: -1000, reason: 'cooked', orderId: record.id, userId: alice.id },
    { itemId: oil, delta: -12, reason: 'cooked', orderId: record.id, userId: alice.id },
    { itemId: salt, delta: -8, reason: 'cooked', orderId: record.id, userId: alice.id },
  ])
  const again = await alice.api.get<FoodRecordDetail>(`/api/orders/${record.id}`)
  expect(again.content).toEqual(answer.content)
})

test('whole eggs: cooking for one takes the 2 eggs the dish page shows, not 1.5', async () => {
  const item = await stockItem(t, alice.kitchenId, { name: '鸡蛋', quantity: 10, unit: '个' })
  const record = await planRecord(alice, [[eggs, 1]])
  expect(record.stockPlan.find((l) => l.name === '鸡蛋')).toMatchObject({ need: 2 })
  await cook(alice, record.id, true)
  expect(await quantityOf(t, item)).toBe(8)
})

test('optional ingredients are shown with what they would take, and taken only when ticked', async () => {
  const sugar = await stockItem(t, alice.kitchenId, { name: '糖', quantity: 100, unit: 'g' })
  const first = await planRecord(alice, [[eggs, 1]])
  const line = first.stockPlan.find((l) => l.name === '糖')
  expect(line).toMatchObject({
    optional: true,
    need: 2,
    takes: [{ itemId: sugar, name: '糖', amount: 2, unit: 'g' }],
  })
  await cook(alice, first.id, true)
  expect(await quantityOf(t, sugar)).toBe(100)
  const second = await planRecord(alice, [[eggs, 1]])
  const ticked = await alice.api.post<FoodRecordDetail>(`/api/orders/${second.id}/cook`, {
    consumeStock: true,
    include: [{ key: line?.key }],
  })
  expect(ticked.content.taken).toContainEqual({ itemId: sugar, name: '糖', amount: 2, unit: 'g' })
  expect(await quantityOf(t, sugar)).toBe(98)
})

test('an amount left to the cook (适量) is taken only with the amount the cook chose', async () => {
  const wings = await dishId(t, '可乐鸡翅')
  const onions = await stockItem(t, alice.kitchenId, { name: '小葱', quantity: 5, unit: '根' })
  const record = await planRecord(alice, [[wings, 1]])
  const line = record.stockPlan.find((l) => l.name === '小葱')
  expect(line).toMatchObject({
    need: null,
    takes: [],
    status: 'enough',
    from: { itemId: onions, name: '小葱', amount: 5, unit: '根' },
  })
  const { content } = await alice.api.post<FoodRecordDetail>(`/api/orders/${record.id}/cook`, {
    consumeStock: true,
    include: [{ key: line?.key, amount: 2 }],
  })
  expect(content.taken).toContainEqual({ itemId: onions, name: '小葱', amount: 2, unit: '根' })
  expect(await quantityOf(t, onions)).toBe(3)
})

test('never below zero: a short kitchen gives what it has and the rest stays missing', async () => {
  const few = await stockItem(t, alice.kitchenId, { name: '鸡蛋', quantity: 1, unit: '个' })
  const record = await planRecord(alice, [[eggs, 4]])
  expect(record.stockPlan.find((l) => l.name === '鸡蛋')).toMatchObject({
    need: 6,
    have: 1,
    status: 'short',
  })
  const { content } = await cook(alice, record.id, true)
  expect(content.taken).toEqual([{ itemId: few, name: '鸡蛋', amount: 1, unit: '个' }])
  expect(await quantityOf(t, few)).toBe(0)
})

test('the plan is made again when cooking: stock used up meanwhile is not taken twice', async () => {
  const item = await stockItem(t, alice.kitchenId, { name: '鸡蛋', quantity: 10, unit: '个' })
  const record = await planRecord(alice, [[eggs, 2]])
  expect(record.stockPlan.find((l) => l.name === '鸡蛋')?.takes[0]?.amount).toBe(3)
  await t.app.db
    .updateTable('stock_items')
    .set({ quantity_milli: 1000 })
    .where('id', '=', item)
    .execute()
  const { content } = await cook(alice, record.id, true)
  expect(content.taken).toEqual([{ itemId: item, name: '鸡蛋', amount: 1, unit: '个' }])
  expect(await quantityOf(t, item)).toBe(0)
})

test('consumeStock false marks it cooked and takes nothing', async () => {
  const item = await stockItem(t, alice.kitchenId, { name: '鸡蛋', quantity: 6, unit: '个' })
  const record = await planRecord(alice, [[eggs, 2]])
  const { content } = await cook(alice, record.id, false)
  expect(content).toMatchObject({ status: 'cooked', stockTaken: false, taken: [] })
  expect(await quantityOf(t, item)).toBe(6)
  expect(await movementsOf(record.id)).toEqual([])
})

test('a kitchen with nothing matching: cooked, nothing taken, stockTaken false', async () => {
  await stockItem(t, alice.kitchenId, { name: '牛奶', quantity: 1, unit: 'L' })
  const record = await planRecord(alice, [[eggs, 1]])
  const { content } = await cook(alice, record.id, true)
  expect(content).toMatchObject({ status: 'cooked', stockTaken: false, taken: [] })
})

test('cooking twice takes nothing twice: the second is a clear 409', async () => {
  const item = await stockItem(t, alice.kitchenId, { name: '鸡蛋', quantity: 10, unit: '个' })
  const record = await planRecord(alice, [[eggs, 2]])
  await cook(alice, record.id, true)
  const english = caller(t, alice.auth.token, 'en')
  const second = await english.post(`/api/orders/${record.id}/cook`, { consumeStock: true })
  expect(second).toMatchObject({
    status: 409,
    code: 40931,
    msg: 'This food record is already cooked: nothing is taken from stock twice',
    content: null,
  })
  expect(await quantityOf(t, item)).toBe(7)
  expect(await movementsOf(record.id)).toHaveLength(1)
})

test('two cooks at once: one cooks and takes, the other gets a 409', async () => {
  const item = await stockItem(t, alice.kitchenId, { name: '鸡蛋', quantity: 10, unit: '个' })
  const record = await planRecord(alice, [[eggs, 2]])
  const answers = await Promise.all([
    cook(alice, record.id, true),
    cook(alice, record.id, true),
    cook(alice, record.id, true),
  ])
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409])
  expect(await quantityOf(t, item)).toBe(7)
  expect(await movementsOf(record.id)).toHaveLength(1)
})

test('a cancelled record cannot be cooked', async () => {
  const item = await stockItem(t, alice.kitchenId, { name: '鸡蛋', quantity: 10, unit: '个' })
  const record = await planRecord(alice, [[eggs, 2]])
  await alice.api.post(`/api/orders/${record.id}/cancel`)
  expect(await cook(alice, record.id, true)).toMatchObject({
    status: 409,
    code: 40932,
    msg: '这条饮食记录已经取消了',
  })
  expect(await quantityOf(t, item)).toBe(10)
})

test('bad cook bodies are 400s naming the field; unknown records 404', async () => {
  const record = await planRecord(alice, [[eggs, 1]])
  for (const [payload, field] of [
    [{}, 'body/consumeStock'],
    [{ consumeStock: 'yes' }, 'body/consumeStock'],
    [{ consumeStock: true, force: true }, 'body/force'],
    [{ consumeStock: true, include: [{ key: '糖', amount: -1 }] }, 'body/include/0/amount'],
    [{ consumeStock: true, include: [{ name: '糖' }] }, 'body/include/0'],
  ] as const) {
    const answer = await alice.api.post(`/api/orders/${record.id}/cook`, payload)
    expect(answer).toMatchObject({ status: 400, code: 400 })
    expect(answer.msg).toContain(field)
  }
  expect(await cook(alice, 999_999, true)).toMatchObject({ status: 404, code: 404 })
  expect((await alice.api.get<FoodRecordDetail>(`/api/orders/${record.id}`)).content.status).toBe(
    'planned',
  )
})
