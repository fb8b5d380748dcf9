import type { Paged } from '../../../types/api'
import type { Favorite, FavoriteResult } from '../../../types/records'
import type { RecipeDetail } from '../../../types/recipes'
import type { AuthTestApp } from '../auth/support'
import { caller, dishId, makeRecordsApp, person, SETUP_MS, type Person } from '../records-support'

let t: AuthTestApp
let alice: Person
let bob: Person
let braised: number
let eggs: number

beforeAll(async () => {
  t = await makeRecordsApp()
  alice = await person(t, 'Alice')
  bob = await person(t, 'Bob')
  braised = await dishId(t, '宫保鸡丁')
  eggs = await dishId(t, '西红柿炒鸡蛋')
}, SETUP_MS)
afterAll(async () => {
  await t.close()
})

const countOf = async (id: number) =>
  (await caller(t).get<RecipeDetail>(`/api/recipes/${id}`)).content.favoriteCount

test('every route needs a login: no token is envelope 401, a bad token HTTP 401', async () => {
  const anonymous = caller(t)
  for (const answer of [
    await anonymous.get('/api/favorites'),
    await anonymous.post('/api/favorites', { recipeId: braised }),
    await anonymous.del('/api/favorites/1'),
  ]) {
    expect(answer).toMatchObject({ status: 200, code: 401, content: null })
  }
  const forged = caller(t, 'f'.repeat(43))
  expect(await forged.get('/api/favorites')).toMatchObject({ status: 401, code: 401 })
})

test('favouriting twice answers the same id, 200 both times, and counts once', async () => {
  const before = await countOf(braised)
  const first = await alice.api.post<FavoriteResult>('/api/favorites', { recipeId: braised })
  const second = await alice.api.post<FavoriteResult>('/api/favorites', { recipeId: braised })
  expect(first).toMatchObject({ status: 200, code: 0, content: { id: expect.any(Number) } })
  expect(second).toMatchObject({ status: 200, code: 0, content: first.content })
  expect(await countOf(braised)).toBe(before + 1)
  // Someone else's favourite is theirs, with its own id; the dish counts both.
  const bobs = await bob.api.post<FavoriteResult>('/api/favorites', { recipeId: braised })
  expect(bobs.content.id).not.toBe(first.content.id)
  expect(await countOf(braised)).toBe(before + 2)
  await bob.api.del(`/api/favorites/${bobs.content.id}`)
  await alice.api.del(`/api/favorites/${first.content.id}`)
  expect(await countOf(braised)).toBe(before)
})

test('the list is the caller’s own, newest first, paged, each with its dish', async () => {
  const carol = await person(t, 'Carol')
  const a = await carol.api.post<FavoriteResult>('/api/favorites', { recipeId: braised })
  const b = await carol.api.post<FavoriteResult>('/api/favorites', { recipeId: eggs })
  await bob.api.post('/api/favorites', { recipeId: braised })

  const page = await carol.api.get<Paged<Favorite>>('/api/favorites')
  expect(page.content).toEqual({
    list: [
      {
        id: b.content.id,
        recipeId: eggs,
        recipe: expect.objectContaining({ id: eggs, title: '西红柿炒鸡蛋' }),
        createdAt: new Date(t.clock.now()).toISOString(),
      },
      expect.objectContaining({ id: a.content.id, recipeId: braised }),
    ],
    total: 2,
    page: 1,
    pageSize: 20,
  })
  const second = await carol.api.get<Paged<Favorite>>('/api/favorites?page=2&pageSize=1')
  expect(second.content.list.map((f) => f.id)).toEqual([a.content.id])
  expect(second.content.total).toBe(2)
  expect((await alice.api.get<Paged<Favorite>>('/api/favorites')).content.total).toBe(0)
})

test('only the owner removes a favourite: anyone else’s answers 404 and stays', async () => {
  const mine = await alice.api.post<FavoriteResult>('/api/favorites', { recipeId: eggs })
  const url = `/api/favorites/${mine.content.id}`
  expect(await bob.api.del(url)).toMatchObject({ status: 404, code: 404, content: null })
  expect((await alice.api.get<Paged<Favorite>>('/api/favorites')).content.total).toBe(1)
  expect(await alice.api.del(url)).toMatchObject({ status: 200, code: 0, content: null })
  expect(await alice.api.del(url)).toMatchObject({ status: 404 })
  expect((await alice.api.get<Paged<Favorite>>('/api/favorites')).content.total).toBe(0)
})

test('an unknown dish answers 404 and favourites nothing', async () => {
  const answer = await alice.api.post('/api/favorites', { recipeId: 999_999 })
  expect(answer).toMatchObject({ status: 404, code: 404, msg: '菜谱不存在（id 999999）' })
  expect((await alice.api.get<Paged<Favorite>>('/api/favorites')).content.total).toBe(0)
})

test.each([
  [{ recipeId: 0 }, 'body/recipeId'],
  [{ recipeId: '12' }, 'body/recipeId'],
  [{ recipeId: 1.5 }, 'body/recipeId'],
  [{}, 'body/recipeId'],
  [{ recipeId: 1, note: 'x' }, 'body/note'],
])('bad input %j is a 400 naming %s', async (body, field) => {
  const answer = await alice.api.post('/api/favorites', body)
  expect(answer).toMatchObject({ status: 400, code: 400 })
  expect(answer.msg).toContain(field)
})

test('bad ids and pages are 400s in the caller’s language', async () => {
  const english = caller(t, alice.auth.token, 'en')
  expect(await english.del('/api/favorites/abc')).toMatchObject({
    status: 400,
    msg: expect.stringContaining('params/id'),
  })
  const page = await english.get('/api/favorites?pageSize=51')
  expect(page).toMatchObject({ status: 400, msg: 'query/pageSize: must be at most 50' })
})

test('body-less calls sent with the usual JSON content type are accepted', async () => {
  const { id } = (await alice.api.post<FavoriteResult>('/api/favorites', { recipeId: eggs }))
    .content
  const send = (method: 'DELETE' | 'POST', url: string) =>
    t.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${alice.auth.token}`,
        'content-type': 'application/json',
      },
      payload: '',
    })
  expect((await send('DELETE', `/api/favorites/${id}`)).json()).toMatchObject({ code: 0 })
  const empty = await send('POST', '/api/favorites')
  expect(empty.statusCode).toBe(400)
  expect(empty.json().msg).toContain('body')
})
