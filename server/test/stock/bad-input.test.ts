import { makeAuthApp, type AuthTestApp } from '../auth/support'
import { addItem, person, refusal, send, type Person } from './support'

let t: AuthTestApp
let alice: Person
let eggsId: number

beforeAll(async () => {
  t = await makeAuthApp()
  alice = await person(t, 'Alice')
  eggsId = (await addItem(t, alice.token, { name: '鸡蛋', quantity: 6, unit: '个' })).id
}, 30_000)
afterAll(async () => {
  await t.close()
})

const item = { name: '鸡蛋', quantity: 6, unit: '个' }
const long = (n: number) => '葱'.repeat(n)
const countOf = async (table: 'stock_items' | 'stock_movements') =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )
const rows = () => countOf('stock_items')
const movements = () => countOf('stock_movements')

// The fake clock's year is 2025: dates run from 1875-01-01 to 2175-12-31.
test.each([
  [{ quantity: 1, unit: '个' }, 'body/name：必填'],
  [{ ...item, name: '   ' }, 'body/name：不能为空'],
  [{ ...item, name: long(41) }, 'body/name：最多 40 个字符'],
  [{ ...item, name: '鸡\u0007蛋' }, 'body/name：不能包含控制字符（U+0007）'],
  [{ ...item, name: 7 }, 'body/name：应为字符串'],
  [{ ...item, quantity: -1 }, 'body/quantity：不能小于 0'],
  [{ ...item, quantity: 1.0005 }, 'body/quantity：最多 3 位小数'],
  // The smallest step is 0.001: a hair above 0 is not 0 (it was stored as a movement of 0).
  [{ ...item, quantity: 5e-324 }, 'body/quantity：最多 3 位小数'],
  [{ ...item, minQuantity: 1e-10 }, 'body/minQuantity：最多 3 位小数'],
  [{ ...item, quantity: '3' }, 'body/quantity：应为数字'],
  [{ ...item, quantity: 1_000_001 }, 'body/quantity：不能大于 1000000'],
  [{ ...item, unit: ' ' }, 'body/unit：不能为空'],
  [{ ...item, unit: 'tablespoons' }, 'body/unit：最多 10 个字符'],
  [{ ...item, minQuantity: 0.0001 }, 'body/minQuantity：最多 3 位小数'],
  [{ ...item, bestBefore: '2025-02-30' }, 'body/bestBefore：格式不正确，应为 YYYY-MM-DD'],
  [{ ...item, bestBefore: '2025/03/01' }, 'body/bestBefore：格式不正确，应为 YYYY-MM-DD'],
  [{ ...item, bestBefore: '1874-12-31' }, 'body/bestBefore：应在 1875-01-01 到 2175-12-31 之间'],
  [{ ...item, bestBefore: '2176-01-01' }, 'body/bestBefore：应在 1875-01-01 到 2175-12-31 之间'],
  [
    { ...item, location: 'garage' },
    'body/location：必须是以下之一：fridge, freezer, pantry, other',
  ],
  [{ ...item, note: long(201) }, 'body/note：最多 200 个字符'],
  [{ ...item, colour: 'white' }, 'body/colour：未知字段，不允许提交'],
])('a new item %j is refused: %s', async (body, msg) => {
  const answer = await refusal(t, 'POST', '/api/stock', { token: alice.token, body })
  expect(answer).toEqual({ status: 400, code: 400, msg })
  expect(await rows()).toBe(1)
})

test('the limits themselves are accepted, spaces around a name do not count', async () => {
  for (const body of [
    { ...item, name: ` ${long(40)}  `, unit: ' tablespoon ' },
    { ...item, bestBefore: '1875-01-01', quantity: 1_000_000 },
    { ...item, bestBefore: '2175-12-31', quantity: 0.001, note: long(200) },
    { ...item, bestBefore: '2024-02-29' },
  ]) {
    const res = await send(t, 'POST', '/api/stock', { token: alice.token, body })
    expect(res.json()).toMatchObject({ code: 0 })
    await send(t, 'DELETE', `/api/stock/${res.json().content.id}`, { token: alice.token })
  }
})

test('refusals speak the caller’s language', async () => {
  const refuse = (body: object, language: string) =>
    refusal(t, 'POST', '/api/stock', { token: alice.token, body, language })
  expect((await refuse({ ...item, name: '' }, 'en')).msg).toBe('body/name: must not be blank')
  expect((await refuse({ ...item, quantity: 0.12345 }, 'fr')).msg).toBe(
    'body/quantity : doit avoir au plus 3 décimales',
  )
  expect((await refuse({ ...item, bestBefore: '3000-01-01' }, 'es')).msg).toBe(
    'body/bestBefore: debe estar entre 1875-01-01 y 2175-12-31',
  )
  expect((await refuse({ ...item, unit: '' }, 'zh-TW')).msg).toBe('body/unit：不能為空')
})

test.each([
  [{ delta: 0, reason: 'purchase' }, 'body/delta：必须大于 0'],
  [{ delta: 2, reason: 'discard' }, 'body/delta：必须小于 0'],
  [{ delta: 0, reason: 'adjust' }, 'body/delta：不能为 0'],
  [{ delta: 0.0001, reason: 'adjust' }, 'body/delta：最多 3 位小数'],
  [{ delta: 5e-324, reason: 'purchase' }, 'body/delta：最多 3 位小数'],
  [{ delta: -5e-324, reason: 'discard' }, 'body/delta：最多 3 位小数'],
  [{ delta: 1e-9, reason: 'adjust' }, 'body/delta：最多 3 位小数'],
  [{ delta: 1_000_001, reason: 'purchase' }, 'body/delta：不能大于 1000000'],
  [{ delta: -2, reason: 'cooked' }, 'body/reason：必须是以下之一：purchase, discard, adjust'],
  [{ delta: 1 }, 'body/reason：必填'],
  [{ delta: 1, reason: 'purchase', note: long(201) }, 'body/note：最多 200 个字符'],
  [{ delta: 1, reason: 'purchase', by: 3 }, 'body/by：未知字段，不允许提交'],
])('a movement %j is refused: %s', async (body, msg) => {
  const url = `/api/stock/${eggsId}/movements`
  expect(await refusal(t, 'POST', url, { token: alice.token, body })).toEqual({
    status: 400,
    code: 400,
    msg,
  })
  expect(await movements()).toBe(1)
})

test.each([
  [{ name: '' }, 'body/name：不能为空'],
  [{ quantity: -0.5 }, 'body/quantity：不能小于 0'],
  [{ bestBefore: '2025-13-01' }, 'body/bestBefore：格式不正确，应为 YYYY-MM-DD'],
  [{ location: null }, 'body/location：必须是以下之一：fridge, freezer, pantry, other'],
  [{ id: 9 }, 'body/id：未知字段，不允许提交'],
])('an edit %j is refused and changes nothing: %s', async (body, msg) => {
  const url = `/api/stock/${eggsId}`
  expect(await refusal(t, 'PUT', url, { token: alice.token, body })).toEqual({
    status: 400,
    code: 400,
    msg,
  })
  const row = await t.app.db
    .selectFrom('stock_items')
    .select(['name', 'quantity_milli', 'location'])
    .where('id', '=', eggsId)
    .executeTakeFirst()
  expect(row).toEqual({ name: '鸡蛋', quantity_milli: 6000, location: 'fridge' })
})

test.each([
  [
    'GET',
    '/api/stock?status=rotten',
    'query/status：必须是以下之一：expired, expiring, out, low, ok',
  ],
  [
    'GET',
    '/api/stock?location=garage',
    'query/location：必须是以下之一：fridge, freezer, pantry, other',
  ],
  ['GET', '/api/stock?pageSize=51', 'query/pageSize：不能大于 50'],
  ['GET', '/api/stock?page=0', 'query/page：不能小于 1'],
  ['GET', '/api/stock/eggs', 'params/id：应为整数'],
  ['DELETE', '/api/stock/0', 'params/id：不能小于 1'],
  ['GET', '/api/ingredients/suggest', 'query/q：必填'],
  ['GET', `/api/ingredients/suggest?q=${long(41)}`, 'query/q：最多 40 个字符'],
] as const)('%s %s is refused: %s', async (method, url, msg) => {
  expect(await refusal(t, method, url, { token: alice.token })).toEqual({
    status: 400,
    code: 400,
    msg,
  })
})

test('a body that is not JSON is a 400, not a 500', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/stock',
    headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/json' },
    payload: '{"name": "鸡蛋",',
  })
  expect(res.statusCode).toBe(400)
  expect(res.json()).toMatchObject({ code: 400, content: null })
})
