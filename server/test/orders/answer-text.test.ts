import Fastify from 'fastify'
import type { TSchema } from '@sinclair/typebox'
import type { FoodRecordDetail } from '../../../types/records'
import { FoodRecordDetailReplySchema, FoodRecordPageReplySchema } from '../../src/orders/schemas'
import { schemaProblems } from '../answer-schema'
import type { AuthTestApp } from '../auth/support'
import {
  dishId,
  joinKitchen,
  makeRecordsApp,
  person,
  planRecord,
  stockItem,
  type Person,
  SETUP_MS,
} from '../records-support'

let t: AuthTestApp
let alice: Person
let bob: Person

beforeAll(async () => {
  t = await makeRecordsApp()
  alice = await person(t, 'AliceText')
  bob = await person(t, 'BobText')
  await joinKitchen(t, bob, alice.kitchenId)
}, SETUP_MS)
afterAll(async () => {
  await t.close()
})

/** An answer's exact text, as the client receives it. */
async function raw(who: Person, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) {
  const res = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${who.auth.token}` },
    ...(body ? { payload: body } : {}),
  })
  expect(res.statusCode).toBe(200)
  return res.body
}

/** What a route answering `value` through `schema`'s serialiser (the object path) would send. */
async function throughSchema(schema: TSchema, value: unknown): Promise<string> {
  const app = Fastify()
  app.get('/', { schema: { response: { 200: schema } } }, async () => value)
  const res = await app.inject({ method: 'GET', url: '/' })
  await app.close()
  return res.body
}

/** The text is exactly its schema (nothing undeclared) and what the serialiser would write. */
async function expectSchemaText(schema: TSchema, text: string) {
  const answer = JSON.parse(text) as unknown
  expect(schemaProblems(schema, answer)).toEqual([])
  expect(await throughSchema(schema, answer)).toBe(text)
}

test('record details and pages are written as text: exactly their schemas, field for field', async () => {
  const eggs = await dishId(t, '西红柿炒鸡蛋')
  // Eggs enough, oil in a unit that converts, salt in one that does not (have: null), no 糖.
  await stockItem(t, alice.kitchenId, {
    name: '鸡蛋',
    quantity: 10,
    unit: '个',
    bestBefore: '2025-03-20',
  })
  await stockItem(t, alice.kitchenId, {
    name: '鸡蛋',
    quantity: 1,
    unit: '个',
    bestBefore: '2025-03-02',
  })
  await stockItem(t, alice.kitchenId, { name: '食用油', quantity: 1, unit: 'L' })
  await stockItem(t, alice.kitchenId, { name: '盐', quantity: 1, unit: '袋' })
  const planned = await planRecord(alice, [[eggs, 2]], { note: '"引号" \\ 和换行\n' })
  const cooked = await planRecord(alice, [[eggs, 3]])
  const cancelled = await planRecord(bob, [[eggs, 1]])

  const detail = await raw(alice, 'GET', `/api/orders/${planned.id}`)
  await expectSchemaText(FoodRecordDetailReplySchema, detail)
  const plan = (JSON.parse(detail) as { content: FoodRecordDetail }).content.stockPlan
  expect(plan.map((line) => line.status)).toContain('missing')
  expect(plan.some((line) => line.have === null)).toBe(true)
  expect(plan.some((line) => line.takes.length > 0)).toBe(true)

  // The writes answer the record's detail as text too.
  const writes = [
    await raw(alice, 'POST', `/api/orders/${cooked.id}/cook`, { consumeStock: true }),
    await raw(alice, 'PUT', `/api/orders/${cooked.id}/rating`, { rating: 4, comment: 'ok' }),
    await raw(bob, 'POST', `/api/orders/${cancelled.id}/cancel`, {}),
  ]
  for (const text of writes) await expectSchemaText(FoodRecordDetailReplySchema, text)
  const rated = JSON.parse(writes[1] as string) as { content: FoodRecordDetail }
  expect(rated.content).toMatchObject({ status: 'cooked', rating: 4, stockTaken: true })
  expect(rated.content.taken.length).toBeGreaterThan(0)
  expect(rated.content.cookedAt).not.toBeNull()

  // Seen by the kitchen's other member: not theirs, the same record otherwise.
  const seen = await raw(bob, 'GET', `/api/orders/${cooked.id}`)
  await expectSchemaText(FoodRecordDetailReplySchema, seen)
  expect(JSON.parse(seen)).toEqual({
    ...rated,
    content: { ...rated.content, mine: false },
  })

  for (const url of ['/api/orders', '/api/orders?status=cooked', '/api/orders?pageSize=1&page=2']) {
    await expectSchemaText(FoodRecordPageReplySchema, await raw(alice, 'GET', url))
  }
  const page = JSON.parse(await raw(bob, 'GET', '/api/orders')) as {
    content: { list: FoodRecordDetail[]; total: number }
  }
  expect(page.content.total).toBe(3)
  expect(page.content.list.find((r) => r.id === cancelled.id)).toMatchObject({
    status: 'cancelled',
    mine: true,
    rating: null,
    cookedAt: null,
  })
})

test('a planned record’s plan follows the kitchen’s stock from one opening to the next', async () => {
  const eggs = await dishId(t, '西红柿炒鸡蛋')
  const cook = await person(t, 'CarolText')
  const record = await planRecord(cook, [[eggs, 2]])
  const planOf = async () => {
    const text = await raw(cook, 'GET', `/api/orders/${record.id}`)
    const { stockPlan } = (JSON.parse(text) as { content: FoodRecordDetail }).content
    return stockPlan.find((line) => line.name === '鸡蛋')
  }
  expect(await planOf()).toMatchObject({ status: 'missing', takes: [] })
  expect(await planOf()).toMatchObject({ status: 'missing', takes: [] })
  const item = await stockItem(t, cook.kitchenId, { name: '鸡蛋', quantity: 1, unit: '个' })
  expect(await planOf()).toMatchObject({ status: 'short', have: 1, takes: [{ itemId: item }] })
  await stockItem(t, cook.kitchenId, { name: '鸡蛋', quantity: 5, unit: '个' })
  expect(await planOf()).toMatchObject({ status: 'enough', have: 6 })
})
