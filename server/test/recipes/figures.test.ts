import type { Paged } from '../../../types/api'
import type { FavoriteResult } from '../../../types/records'
import type { RecipeSummary, SearchPage } from '../../../types/recipes'
import { buildApp } from '../../src/app'
import { POLL_MS } from '../../src/db/catalogue-clock'
import type { AuthTestApp } from '../auth/support'
import {
  caller,
  dishId,
  makeRecordsApp,
  person,
  planRecord,
  SETUP_MS,
  type Caller,
  type Person,
} from '../records-support'

let t: AuthTestApp
let alice: Person
let eggs: number
let onion: number
let spinach: number
// How often an anonymous request checks the versions reads Date.now: the tests move it (forward
// only) instead of waiting.
let now = Date.parse('2030-01-01T00:00:00Z')
let clock: jest.SpyInstance<number, []>

beforeAll(async () => {
  t = await makeRecordsApp()
  alice = await person(t, 'Alice')
  eggs = await dishId(t, '西红柿炒鸡蛋')
  onion = await dishId(t, '洋葱炒鸡蛋')
  spinach = await dishId(t, '菠菜炒鸡蛋')
}, SETUP_MS)
afterAll(async () => {
  await t.close()
})
beforeEach(() => {
  now += POLL_MS
  clock = jest.spyOn(Date, 'now').mockImplementation(() => now)
})
afterEach(() => {
  clock.mockRestore()
})

const VEGETABLES = '/api/recipes?categoryId=2&sort=popular&pageSize=50'

async function popular(api: Caller): Promise<RecipeSummary[]> {
  return (await api.get<Paged<RecipeSummary>>(VEGETABLES)).content.list
}

const summaryOf = async (api: Caller, id: number) =>
  (await popular(api)).find((r) => r.id === id) as RecipeSummary

const searched = async (api: Caller, id: number) =>
  (await api.get<SearchPage>('/api/search/dishes?q=菠菜炒鸡蛋')).content.list.find(
    (r) => r.id === id,
  )?.favoriteCount

test('a favourite shows at once in lists, search and the popular order', async () => {
  const anyone = caller(t)
  const before = await popular(anyone)
  const position = before.findIndex((r) => r.id === spinach)
  expect(position).toBeGreaterThan(0)
  expect(await searched(anyone, spinach)).toBe(0)

  const { content } = await alice.api.post<FavoriteResult>('/api/favorites', { recipeId: spinach })
  expect((await summaryOf(anyone, spinach)).favoriteCount).toBe(1)
  expect(await searched(anyone, spinach)).toBe(1)
  expect((await popular(anyone))[0]?.id).toBe(spinach)

  await alice.api.del(`/api/favorites/${content.id}`)
  expect((await summaryOf(anyone, spinach)).favoriteCount).toBe(0)
  expect((await popular(anyone)).map((r) => r.id)).toEqual(before.map((r) => r.id))
})

test('popularity is favourites + cooked records', async () => {
  const anyone = caller(t)
  await popular(anyone)
  const { content } = await alice.api.post<FavoriteResult>('/api/favorites', { recipeId: onion })
  for (let i = 0; i < 2; i++) {
    const record = await planRecord(alice, [[eggs, 1]])
    await alice.api.post(`/api/orders/${record.id}/cook`, { consumeStock: false })
  }
  // A planned or cancelled record counts for nothing.
  await planRecord(alice, [[onion, 1]])
  const cancelled = await planRecord(alice, [[onion, 1]])
  await alice.api.post(`/api/orders/${cancelled.id}/cancel`)
  expect((await popular(anyone)).slice(0, 2).map((r) => r.id)).toEqual([eggs, onion])
  await alice.api.del(`/api/favorites/${content.id}`)
})

test('on another instance the writer sees their favourite at once, anyone within a second', async () => {
  const other = await buildApp({ ...t.config, logLevel: 'silent' }, { clock: t.clock })
  try {
    const there = caller({ ...t, app: other })
    const aliceThere = caller({ ...t, app: other }, alice.auth.token)
    const ids = async (api: Caller) => (await popular(api)).map((r) => r.id)
    const before = await ids(there)
    expect(await ids(aliceThere)).toEqual(before)
    expect(await searched(there, spinach)).toBe(0)
    const { content } = await alice.api.post<FavoriteResult>('/api/favorites', {
      recipeId: spinach,
    })
    // Alice's next request, on the instance that did not write: her favourite, its new order.
    expect((await summaryOf(aliceThere, spinach)).favoriteCount).toBe(1)
    expect(await searched(aliceThere, spinach)).toBe(1)
    const after = await ids(aliceThere)
    expect(after.indexOf(spinach)).toBeLessThan(before.indexOf(spinach))
    // Anyone there, once its last check is POLL_MS old (under a second).
    now += POLL_MS
    expect((await summaryOf(there, spinach)).favoriteCount).toBe(1)
    expect(await searched(there, spinach)).toBe(1)
    expect(await ids(there)).toEqual(after)

    await alice.api.del(`/api/favorites/${content.id}`)
    expect(await ids(aliceThere)).toEqual(before)
    now += POLL_MS
    expect(await ids(there)).toEqual(before)
  } finally {
    await other.close()
  }
})
