import type { CartItem, FoodRecordDetail, PlanWeek } from '../../../types/records'
import { PlanWeekReplySchema } from '../../src/cart/schemas'
import { addDays } from '../../src/lib/kitchen-day'
import { schemaProblems } from '../answer-schema'
import type { AuthTestApp } from '../auth/support'
import {
  caller,
  dishId,
  joinKitchen,
  makeRecordsApp,
  newKey,
  person,
  SETUP_MS,
  type Person,
} from '../records-support'

// SPEC §8.2. The fake clock stands at 2025-03-01 08:00 UTC: 16:00 of 1 March in Shanghai.
const TODAY = '2025-03-01'
let t: AuthTestApp
let alice: Person
let carol: Person
let bob: Person
let eggs: number
let soup: number

beforeAll(async () => {
  t = await makeRecordsApp()
  alice = await person(t, 'Alice')
  carol = await person(t, 'Carol')
  bob = await person(t, 'Bob')
  await joinKitchen(t, carol, alice.kitchenId)
  eggs = await dishId(t, '西红柿炒鸡蛋')
  soup = await dishId(t, '西红柿鸡蛋汤')
}, SETUP_MS)
afterAll(async () => {
  await t.close()
})
afterEach(async () => {
  await t.app.db.deleteFrom('cart_items').execute()
})

const plan = (who: Person, body: Record<string, unknown>) =>
  who.api.post<CartItem>('/api/cart', { servings: 1, meal: 'dinner', ...body })
const dayOf = async (who: Person, date?: string) =>
  (await who.api.get<CartItem[]>(`/api/cart${date ? `?date=${date}` : ''}`)).content

test('a line goes to the day given, else to the kitchen’s today; GET /cart?date reads one day', async () => {
  const today = await plan(alice, { recipeId: eggs })
  expect(today.content.date).toBe(TODAY)
  const saturday = await plan(alice, { recipeId: soup, date: '2025-03-08', meal: 'lunch' })
  expect(saturday).toMatchObject({ status: 200, content: { date: '2025-03-08', meal: 'lunch' } })
  expect((await dayOf(alice)).map((l) => l.recipe.id)).toEqual([eggs])
  expect((await dayOf(alice, '2025-03-08')).map((l) => l.id)).toEqual([saturday.content.id])
  expect(await dayOf(alice, '2025-03-02')).toEqual([])
  // The same dish and meal on another day is another line; on the same day it adds servings.
  const again = await plan(alice, { recipeId: eggs, date: TODAY, servings: 2 })
  expect(again.content).toMatchObject({ id: today.content.id, servings: 3 })
  const other = await plan(alice, { recipeId: eggs, date: '2025-03-02' })
  expect(other.content.id).not.toBe(today.content.id)
})

test('today is the kitchen’s: a kitchen in Honolulu is still on 28 February', async () => {
  const zone = (timeZone: string) => bob.api.put('/api/kitchen', { timeZone })
  expect(await zone('Pacific/Honolulu')).toMatchObject({ status: 200, code: 0 })
  try {
    expect((await plan(bob, { recipeId: eggs })).content.date).toBe('2025-02-28')
    expect((await bob.api.get<PlanWeek>('/api/cart/week')).content.from).toBe('2025-02-28')
  } finally {
    await zone('Asia/Shanghai')
  }
})

test('the week: seven days from `from`, each with its four meals, and past days with lines', async () => {
  await plan(alice, { recipeId: eggs, date: '2025-02-26' })
  await plan(alice, { recipeId: soup, date: TODAY, meal: 'lunch' })
  await plan(carol, { recipeId: eggs, date: '2025-03-03', meal: 'breakfast' })
  await plan(alice, { recipeId: eggs, date: '2025-03-08' })
  const answer = await alice.api.get<PlanWeek>('/api/cart/week')
  const { code, msg, content } = answer
  expect(schemaProblems(PlanWeekReplySchema, { code, msg, content })).toEqual([])
  const week = answer.content
  expect(week.from).toBe(TODAY)
  expect(week.today).toBe(TODAY)
  expect(week.days.map((d) => d.date)).toEqual(
    Array.from({ length: 7 }, (_, i) => addDays(TODAY, i)),
  )
  expect(week.days[0]?.meals.map((m) => m.meal)).toEqual(['breakfast', 'lunch', 'dinner', 'snack'])
  const filled = week.days.flatMap((d) =>
    d.meals.flatMap((m) => m.lines.map((l) => [d.date, m.meal, l.recipe.id])),
  )
  expect(filled).toEqual([
    [TODAY, 'lunch', soup],
    ['2025-03-03', 'breakfast', eggs],
  ])
  // A line planned for a past day stays until confirmed or removed: the strip marks its day.
  expect(week.past).toEqual(['2025-02-26'])
  const earlier = (await alice.api.get<PlanWeek>('/api/cart/week?from=2025-02-25')).content
  expect(earlier.days[1]?.meals[2]?.lines.map((l) => l.recipe.id)).toEqual([eggs])
})

test('moving a line to another day or meal; onto the same dish there it merges', async () => {
  const line = await plan(alice, { recipeId: eggs, servings: 2 })
  const moved = await alice.api.put<CartItem>(`/api/cart/${line.content.id}`, {
    date: '2025-03-04',
    meal: 'lunch',
  })
  expect(moved.content).toMatchObject({ id: line.content.id, date: '2025-03-04', meal: 'lunch' })
  expect(await dayOf(alice)).toEqual([])
  const there = await plan(alice, { recipeId: eggs, date: '2025-03-05', servings: 3 })
  const merged = await alice.api.put<CartItem>(`/api/cart/${line.content.id}`, {
    date: '2025-03-05',
    meal: 'dinner',
  })
  expect(merged.content).toMatchObject({ id: there.content.id, servings: 5 })
  expect((await dayOf(alice, '2025-03-04')).length).toBe(0)
})

test('members plan together; a stranger sees nothing and gets 404', async () => {
  const line = await plan(alice, { recipeId: eggs, date: '2025-03-02' })
  expect((await dayOf(carol, '2025-03-02')).map((l) => l.id)).toEqual([line.content.id])
  await carol.api.put(`/api/cart/${line.content.id}`, { servings: 4 })
  expect((await dayOf(alice, '2025-03-02'))[0]?.servings).toBe(4)
  expect(await dayOf(bob, '2025-03-02')).toEqual([])
  const bobs = (await bob.api.get<PlanWeek>('/api/cart/week')).content
  expect(bobs.days.flatMap((d) => d.meals.flatMap((m) => m.lines))).toEqual([])
  for (const answer of [
    await bob.api.put(`/api/cart/${line.content.id}`, { date: TODAY }),
    await bob.api.del(`/api/cart/${line.content.id}`),
  ]) {
    expect(answer).toMatchObject({ status: 404, code: 404 })
  }
})

test('confirming works for any day’s lines, by any member', async () => {
  const tomorrow = await plan(alice, { recipeId: eggs, date: '2025-03-02' })
  const past = await plan(alice, { recipeId: soup, date: '2025-02-27' })
  const record = await carol.api.post<FoodRecordDetail>('/api/orders', {
    cartItemIds: [tomorrow.content.id, past.content.id],
    meal: 'dinner',
    eatAt: '2025-03-02T18:30:00+08:00',
    idempotencyKey: newKey(),
  })
  expect(record).toMatchObject({ status: 200, code: 0 })
  expect(record.content.items.map((i) => i.recipe.id)).toEqual([eggs, soup])
  expect(await dayOf(alice, '2025-03-02')).toEqual([])
  expect((await alice.api.get<PlanWeek>('/api/cart/week')).content.past).toEqual([])
})

test('someone alone who joins another kitchen brings their plan along', async () => {
  const dan = await person(t, 'Dan')
  const erin = await person(t, 'Erin')
  await plan(dan, { recipeId: eggs, date: '2025-03-02', servings: 2 })
  await plan(dan, { recipeId: soup, date: '2025-03-03' })
  await plan(erin, { recipeId: eggs, date: '2025-03-02', servings: 1 })
  const code = await erin.api.post<{ code: string }>('/api/kitchen/invite-code')
  const joined = await dan.api.post('/api/auth/user/bind-shop', { inviteCode: code.content.code })
  expect(joined).toMatchObject({ status: 200, code: 0 })
  const lines = (await erin.api.get<PlanWeek>('/api/cart/week')).content.days.flatMap((d) =>
    d.meals.flatMap((m) => m.lines.map((l) => [d.date, l.recipe.id, l.servings])),
  )
  expect(lines).toEqual([
    ['2025-03-02', eggs, 3],
    ['2025-03-03', soup, 1],
  ])
})

test.each([
  ['/api/cart?date=2025-02-30', 'query/date'],
  ['/api/cart?date=tomorrow', 'query/date'],
  ['/api/cart?date=2027-03-01', 'query/date'],
  ['/api/cart/week?from=2025-13-01', 'query/from'],
])('GET %s is a 400 naming %s', async (url, field) => {
  const answer = await caller(t, alice.auth.token, 'en').get(url)
  expect(answer).toMatchObject({ status: 400, code: 400 })
  expect(answer.msg).toContain(field)
})

test('bad days in writes are 400s naming the field, in the caller’s language', async () => {
  const french = caller(t, alice.auth.token, 'fr')
  const far = await french.post('/api/cart', {
    recipeId: eggs,
    servings: 1,
    meal: 'lunch',
    date: '2026-06-01',
  })
  expect(far).toMatchObject({ status: 400, msg: expect.stringContaining('body/date') })
  expect(far.msg).toContain('366')
  const batch = await french.post('/api/cart/batch', {
    items: [{ recipeId: eggs, servings: 1, meal: 'lunch', date: '2025-2-1' }],
  })
  expect(batch.msg).toContain('body/items/0/date')
  const line = await plan(alice, { recipeId: eggs })
  const moved = await french.put(`/api/cart/${line.content.id}`, { date: '2025-04-31' })
  expect(moved).toMatchObject({ status: 400, msg: expect.stringContaining('body/date') })
})
