import type { Paged } from '../../../types/api'
import type { FoodRecord, FoodRecordDetail } from '../../../types/records'
import type { RecipeDetail } from '../../../types/recipes'
import type { AuthTestApp } from '../auth/support'
import {
  caller,
  dishId,
  joinKitchen,
  makeRecordsApp,
  person,
  planRecord,
  type Person,
  SETUP_MS,
} from '../records-support'

let t: AuthTestApp
let alice: Person
let carol: Person
let eggs: number
let chicken: number

beforeAll(async () => {
  t = await makeRecordsApp()
  alice = await person(t, 'Alice')
  carol = await person(t, 'Carol')
  await joinKitchen(t, carol, alice.kitchenId)
  eggs = await dishId(t, '西红柿炒鸡蛋')
  chicken = await dishId(t, '宫保鸡丁')
}, SETUP_MS)
afterAll(async () => {
  await t.close()
})

const list = async (who: Person, query = '') =>
  (await who.api.get<Paged<FoodRecord>>(`/api/orders${query}`)).content

test('the list: the kitchen’s records, latest meal first, by status, paged, with authors', async () => {
  const lunch = await planRecord(alice, [[eggs, 1]], { eatAt: '2025-03-02T12:00:00+08:00' })
  const breakfast = await planRecord(carol, [[chicken, 2]], {
    eatAt: '2025-03-02T07:30:00+08:00',
    meal: 'breakfast',
  })
  const later = await planRecord(alice, [[chicken, 1]], { eatAt: '2025-03-03T19:00:00Z' })
  await alice.api.post(`/api/orders/${lunch.id}/cook`, { consumeStock: false })
  await alice.api.post(`/api/orders/${later.id}/cancel`)

  const all = await list(alice)
  expect(all.total).toBe(3)
  expect(all.list.map((r) => r.id)).toEqual([later.id, lunch.id, breakfast.id])
  expect(all.list[2]).toEqual({
    id: breakfast.id,
    status: 'planned',
    meal: 'breakfast',
    eatAt: '2025-03-01T23:30:00.000Z',
    note: '',
    items: [{ recipe: expect.objectContaining({ id: chicken }), servings: 2 }],
    rating: null,
    comment: '',
    author: { id: carol.id, nickname: carol.auth.userInfo.nickname },
    mine: false,
    stockTaken: false,
    createdAt: expect.any(String),
    cookedAt: null,
  })
  expect((await list(carol)).list.map((r) => [r.id, r.mine])).toEqual([
    [later.id, false],
    [lunch.id, false],
    [breakfast.id, true],
  ])
  expect((await list(alice, '?status=planned')).list.map((r) => r.id)).toEqual([breakfast.id])
  expect((await list(alice, '?status=cooked')).list.map((r) => r.id)).toEqual([lunch.id])
  expect((await list(alice, '?status=cancelled')).list.map((r) => r.id)).toEqual([later.id])
  const second = await list(alice, '?page=2&pageSize=2')
  expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 })
  expect(second.list.map((r) => r.id)).toEqual([breakfast.id])
  const english = caller(t, alice.auth.token, 'en')
  expect(await english.get('/api/orders?status=eaten')).toMatchObject({
    status: 400,
    msg: expect.stringContaining('query/status'),
  })
})

test('cancel: only a planned record, once', async () => {
  const record = await planRecord(alice, [[eggs, 1]])
  // As clients send it: no data, their usual JSON content type.
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${record.id}/cancel`,
    headers: { authorization: `Bearer ${alice.auth.token}`, 'content-type': 'application/json' },
    payload: '',
  })
  expect(res.statusCode).toBe(200)
  const answer = res.json() as { code: number; content: FoodRecordDetail }
  expect(answer.code).toBe(0)
  expect(answer.content).toMatchObject({ status: 'cancelled', stockPlan: [], taken: [] })
  expect(await alice.api.post(`/api/orders/${record.id}/cancel`)).toMatchObject({
    status: 409,
    code: 40932,
  })
  const cooked = await planRecord(alice, [[eggs, 1]])
  await alice.api.post(`/api/orders/${cooked.id}/cook`, { consumeStock: false })
  expect(await alice.api.post(`/api/orders/${cooked.id}/cancel`)).toMatchObject({
    status: 409,
    code: 40933,
    msg: '已经做好的饮食记录不能取消',
  })
})

test('rating: only a cooked record; it may be changed; comments up to 500', async () => {
  const record = await planRecord(alice, [[eggs, 1]])
  const url = `/api/orders/${record.id}/rating`
  expect(await alice.api.put(url, { rating: 4 })).toMatchObject({
    status: 409,
    code: 40934,
    msg: '做好之后才能评分',
  })
  await alice.api.post(`/api/orders/${record.id}/cook`, { consumeStock: false })
  const rated = await alice.api.put<FoodRecordDetail>(url, { rating: 4, comment: ' 很香 ' })
  expect(rated.content).toMatchObject({ status: 'cooked', rating: 4, comment: '很香' })
  const changed = await alice.api.put<FoodRecordDetail>(url, { rating: 2 })
  expect(changed.content).toMatchObject({ rating: 2, comment: '' })
  const long = 'x'.repeat(500)
  expect(
    (await alice.api.put<FoodRecordDetail>(url, { rating: 5, comment: long })).content,
  ).toMatchObject({ rating: 5, comment: long })
  for (const [payload, field] of [
    [{ rating: 0 }, 'body/rating'],
    [{ rating: 6 }, 'body/rating'],
    [{ rating: 4.5 }, 'body/rating'],
    [{ comment: 'ok' }, 'body/rating'],
    [{ rating: 3, comment: 'x'.repeat(501) }, 'body/comment'],
    [{ rating: 3, stars: 3 }, 'body/stars'],
  ] as const) {
    const answer = await alice.api.put(url, payload)
    expect(answer).toMatchObject({ status: 400, code: 400 })
    expect(answer.msg).toContain(field)
  }
  const cancelled = await planRecord(alice, [[eggs, 1]])
  await alice.api.post(`/api/orders/${cancelled.id}/cancel`)
  expect(await alice.api.put(`/api/orders/${cancelled.id}/rating`, { rating: 3 })).toMatchObject({
    status: 409,
  })
})

test('a dish’s rating is the mean of its cooked records’ ratings, shown at once', async () => {
  const soup = await dishId(t, '西红柿鸡蛋汤')
  const rating = async () => {
    const detail = (await caller(t).get<RecipeDetail>(`/api/recipes/${soup}`)).content.rating
    const page = await caller(t).get<Paged<{ id: number; rating: number }>>(
      '/api/recipes?categoryId=6&sort=newest&pageSize=50',
    )
    const listed = page.content.list.find((r) => r.id === soup)?.rating
    expect(listed).toBe(detail)
    return detail
  }
  expect(await rating()).toBe(0)
  const one = await planRecord(alice, [[soup, 1]])
  const two = await planRecord(carol, [
    [soup, 2],
    [eggs, 1],
  ])
  await alice.api.post(`/api/orders/${one.id}/cook`, { consumeStock: false })
  await carol.api.post(`/api/orders/${two.id}/cook`, { consumeStock: false })
  await alice.api.put(`/api/orders/${one.id}/rating`, { rating: 5 })
  expect(await rating()).toBe(5)
  await carol.api.put(`/api/orders/${two.id}/rating`, { rating: 2 })
  expect(await rating()).toBe(3.5)
  await carol.api.put(`/api/orders/${two.id}/rating`, { rating: 4 })
  expect(await rating()).toBe(4.5)
  // An unrated cooked record does not pull the mean down.
  const three = await planRecord(alice, [[soup, 1]])
  await alice.api.post(`/api/orders/${three.id}/cook`, { consumeStock: false })
  expect(await rating()).toBe(4.5)
})
