import type { Paged } from '../../../types/api'
import type { OwnRecipeDetail, OwnRecipeSummary } from '../../../types/my-recipes'
import type { RecipeSummary } from '../../../types/recipes'
import { OwnRecipeReplySchema, OwnRecipePageReplySchema } from '../../src/my-recipes/schemas'
import { schemaProblems } from '../answer-schema'
import type { AuthTestApp } from '../auth/support'
import { caller, makeRecordsApp, person, SETUP_MS, type Person } from '../records-support'
import { draft, envelope } from './support'

let t: AuthTestApp
let alice: Person
let bob: Person

beforeAll(async () => {
  t = await makeRecordsApp()
  alice = await person(t, 'Alice')
  bob = await person(t, 'Bob')
}, SETUP_MS)
afterAll(async () => {
  await t.close()
})

test('a new recipe answers as the dish page does, parsed like the catalogue, with its origin', async () => {
  const made = await alice.api.post<OwnRecipeDetail>('/api/recipes', draft())
  expect(made).toMatchObject({ status: 200, code: 0 })
  expect(schemaProblems(OwnRecipeReplySchema, envelope(made))).toEqual([])
  const dish = made.content
  expect(dish).toMatchObject({
    title: '外婆的红烧肉',
    source: 'own',
    owner: { id: alice.id, nickname: expect.any(String) },
    visibility: 'private',
    sourceUrl: null,
    servings: 2,
    totalMinutes: 90,
  })
  expect(dish.ingredients.map((i) => [i.name, i.quantity, i.unit, i.note, i.optional])).toEqual([
    ['五花肉', 500, 'g', null, false],
    ['冰糖', 30, 'g', null, false],
    ['盐', null, null, '适量', false],
    ['八角', null, null, '可选', true],
  ])
  // Timers proposed from the text unless given (null: none).
  expect(dish.steps.map((s) => s.timerSeconds)).toEqual([null, 2400, null])
  // The same answer from GET, and servings scale it.
  const read = await alice.api.get<OwnRecipeDetail>(`/api/recipes/${dish.id}?servings=4`)
  expect(read.content.ingredients[0]?.quantity).toBe(1000)
  expect(read.content.source).toBe('own')
})

test('a catalogue dish carries its origin too', async () => {
  const page = await caller(t).get<Paged<RecipeSummary>>('/api/recipes?pageSize=1')
  const id = page.content.list[0]?.id as number
  const dish = await caller(t).get<OwnRecipeDetail>(`/api/recipes/${id}`)
  expect(dish.content).toMatchObject({
    source: 'catalogue',
    owner: null,
    visibility: null,
    sourceUrl: null,
  })
  // …and cannot be changed or deleted.
  const put = await alice.api.put(`/api/recipes/${id}`, draft())
  expect(put).toMatchObject({ status: 403, code: 40312 })
  expect((await alice.api.del(`/api/recipes/${id}`)).code).toBe(40312)
})

test('only the owner edits or deletes; others get 404 (cannot see) ', async () => {
  const { content: dish } = await alice.api.post<OwnRecipeDetail>('/api/recipes', draft())
  const edited = await alice.api.put<OwnRecipeDetail>(
    `/api/recipes/${dish.id}`,
    draft({ title: '红烧肉（改）', visibility: 'kitchen', servings: 3 }),
  )
  expect(edited.content).toMatchObject({
    title: '红烧肉（改）',
    visibility: 'kitchen',
    servings: 3,
  })
  expect(await bob.api.put(`/api/recipes/${dish.id}`, draft())).toMatchObject({ status: 404 })
  expect(await bob.api.del(`/api/recipes/${dish.id}`)).toMatchObject({ status: 404 })
  expect(await caller(t).del(`/api/recipes/${dish.id}`)).toMatchObject({ code: 401 })
  expect(await alice.api.del(`/api/recipes/${dish.id}`)).toMatchObject({ status: 200, code: 0 })
  expect(await alice.api.get(`/api/recipes/${dish.id}`)).toMatchObject({ status: 404 })
  expect(await alice.api.del(`/api/recipes/${dish.id}`)).toMatchObject({ status: 404 })
})

test('bad drafts are refused field by field, in the caller’s language', async () => {
  const cases: [Record<string, unknown>, string][] = [
    [{ title: '' }, 'title'],
    [{ title: '菜'.repeat(41) }, 'title'],
    [{ ingredients: [] }, 'ingredients'],
    [{ steps: [] }, 'steps'],
    [{ servings: 21 }, 'servings'],
    [{ categoryId: 11 }, 'categoryId'],
    [{ visibility: 'public' }, 'visibility'],
    [{ steps: [{ text: 'x', timerSeconds: 86_401 }] }, 'timerSeconds'],
    [{ cover: 'file:///etc/passwd' }, 'cover'],
  ]
  for (const [change, field] of cases) {
    const answer = await alice.api.post('/api/recipes', { ...draft(), ...change })
    expect({ field, ...answer }).toMatchObject({ field, status: 400, code: 400 })
    expect(answer.msg).toContain(field)
  }
  const english = caller(t, alice.auth.token, 'en')
  const zh = caller(t, alice.auth.token, 'zh-CN')
  const [en, cn] = [
    await english.post('/api/recipes', { ...draft(), servings: 0 }),
    await zh.post('/api/recipes', { ...draft(), servings: 0 }),
  ]
  expect(en.msg).not.toEqual(cn.msg)
  expect(cn.msg).toMatch(/[\u4e00-\u9fff]/)
})

test('GET /recipes/mine pages my own and my kitchen’s shared recipes, newest change first', async () => {
  const carol = await person(t, 'Carol')
  const first = await carol.api.post<OwnRecipeDetail>('/api/recipes', draft({ title: '一号' }))
  const second = await carol.api.post<OwnRecipeDetail>('/api/recipes', draft({ title: '二号' }))
  const page = await carol.api.get<Paged<OwnRecipeSummary>>('/api/recipes/mine?pageSize=1')
  expect(schemaProblems(OwnRecipePageReplySchema, envelope(page))).toEqual([])
  expect(page.content).toMatchObject({ total: 2, page: 1, pageSize: 1 })
  expect(page.content.list[0]).toMatchObject({
    id: second.content.id,
    source: 'own',
    visibility: 'private',
    owner: { id: carol.id },
    updatedAt: expect.any(Number),
  })
  const next = await carol.api.get<Paged<OwnRecipeSummary>>('/api/recipes/mine?page=2&pageSize=1')
  expect(next.content.list.map((r) => r.id)).toEqual([first.content.id])
  // Lists of the catalogue never show them.
  const feed = await caller(t).get<Paged<RecipeSummary>>('/api/recipes?sort=newest&pageSize=50')
  expect(feed.content.list.map((r) => r.title)).not.toContain('二号')
})
