import type { Paged } from '../../../types/api'
import type { FavoriteResult } from '../../../types/records'
import type { RecipeSummary, SearchPage } from '../../../types/recipes'
import { buildApp } from '../../src/app'
import { POPULAR_REBUILD_MS, POPULAR_TTL_MS } from '../../src/recipes/repository'
import { ROW_TTL_MS } from '../../src/recipes/summary-cache'
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
// The caches' time limits read Date.now: the tests move it (forward only) instead of waiting.
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
  now += POPULAR_TTL_MS
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

test('a favourite shows at once in lists and search; the popular order follows within seconds', async () => {
  const anyone = caller(t)
  const before = await popular(anyone)
  const position = before.findIndex((r) => r.id === spinach)
  expect(position).toBeGreaterThan(0)
  const search = async () =>
    (await anyone.get<SearchPage>('/api/search/dishes?q=菠菜炒鸡蛋')).content.list.find(
      (r) => r.id === spinach,
    )?.favoriteCount
  expect(await search()).toBe(0)

  const { content } = await alice.api.post<FavoriteResult>('/api/favorites', { recipeId: spinach })
  expect((await summaryOf(anyone, spinach)).favoriteCount).toBe(1)
  expect(await search()).toBe(1)
  // The order is a full id query: it is not rebuilt for every favourite…
  now += POPULAR_REBUILD_MS - 1
  expect((await popular(anyone)).findIndex((r) => r.id === spinach)).toBe(position)
  // …but a few seconds on, the favourite has moved the dish up.
  now += 1
  expect((await popular(anyone))[0]?.id).toBe(spinach)

  await alice.api.del(`/api/favorites/${content.id}`)
  expect((await summaryOf(anyone, spinach)).favoriteCount).toBe(0)
  now += POPULAR_REBUILD_MS
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
  now += POPULAR_REBUILD_MS
  expect((await popular(anyone)).slice(0, 2).map((r) => r.id)).toEqual([eggs, onion])
  await alice.api.del(`/api/favorites/${content.id}`)
})

test('another instance of the server sees new figures within its caches’ time limits', async () => {
  const other = await buildApp({ ...t.config, logLevel: 'silent' }, { clock: t.clock })
  try {
    const there = caller({ ...t, app: other })
    const here = caller(t)
    const ids = async (api: Caller) => (await popular(api)).map((r) => r.id)
    const before = await ids(there)
    expect(await ids(here)).toEqual(before)
    const { content } = await alice.api.post<FavoriteResult>('/api/favorites', {
      recipeId: spinach,
    })
    now += POPULAR_REBUILD_MS
    // Here: the new count at once and the new order within seconds.
    expect((await summaryOf(here, spinach)).favoriteCount).toBe(1)
    const after = await ids(here)
    expect(after.indexOf(spinach)).toBeLessThan(before.indexOf(spinach))
    // There: what it had cached, until its rows and orders expire.
    expect((await summaryOf(there, spinach)).favoriteCount).toBe(0)
    expect(await ids(there)).toEqual(before)
    now += ROW_TTL_MS - POPULAR_REBUILD_MS
    expect((await summaryOf(there, spinach)).favoriteCount).toBe(1)
    now += Math.max(0, POPULAR_TTL_MS - ROW_TTL_MS)
    expect(await ids(there)).toEqual(after)
    await alice.api.del(`/api/favorites/${content.id}`)
  } finally {
    await other.close()
  }
})
