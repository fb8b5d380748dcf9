import type { CartItem } from '../../../types/records'
import { CART_MAX } from '../../../types/records'
import { CartReplySchema } from '../../src/cart/schemas'
import { dayIn } from '../../src/lib/kitchen-day'
import { schemaProblems } from '../answer-schema'
import type { AuthTestApp } from '../auth/support'
import { caller, dishId, makeRecordsApp, person, SETUP_MS, type Person } from '../records-support'

let t: AuthTestApp
let alice: Person
let bob: Person
let eggs: number
let chicken: number
let soup: number

beforeAll(async () => {
  t = await makeRecordsApp()
  alice = await person(t, 'Alice')
  bob = await person(t, 'Bob')
  eggs = await dishId(t, '西红柿炒鸡蛋')
  chicken = await dishId(t, '宫保鸡丁')
  soup = await dishId(t, '西红柿鸡蛋汤')
}, SETUP_MS)
afterAll(async () => {
  await t.close()
})
afterEach(async () => {
  await t.app.db.deleteFrom('cart_items').execute()
})

const cartOf = async (who: Person) => (await who.api.get<CartItem[]>('/api/cart')).content
const lines = (cart: CartItem[]) => cart.map((c) => [c.recipe.id, c.meal, c.servings])

test('every route needs a login', async () => {
  const anonymous = caller(t)
  for (const answer of [
    await anonymous.get('/api/cart'),
    await anonymous.post('/api/cart', { recipeId: eggs, servings: 1, meal: 'lunch' }),
    await anonymous.post('/api/cart/batch', { items: [] }),
    await anonymous.put('/api/cart/1', { servings: 2 }),
    await anonymous.del('/api/cart/1'),
  ]) {
    expect(answer).toMatchObject({ status: 200, code: 401 })
  }
})

test('lines come by meal (breakfast, lunch, dinner, snack), then as added', async () => {
  t.clock.advance(1000)
  await alice.api.post('/api/cart', { recipeId: eggs, servings: 2, meal: 'dinner' })
  t.clock.advance(1000)
  await alice.api.post('/api/cart', { recipeId: chicken, servings: 1, meal: 'snack' })
  t.clock.advance(1000)
  await alice.api.post('/api/cart', { recipeId: soup, servings: 3, meal: 'breakfast' })
  t.clock.advance(1000)
  await alice.api.post('/api/cart', { recipeId: chicken, servings: 2, meal: 'dinner' })
  expect(lines(await cartOf(alice))).toEqual([
    [soup, 'breakfast', 3],
    [eggs, 'dinner', 2],
    [chicken, 'dinner', 2],
    [chicken, 'snack', 1],
  ])
  expect(await cartOf(bob)).toEqual([])
  // The plan is written as text: exactly its schema, and the lines as the writes answered them.
  const { code, msg, content } = await alice.api.get<CartItem[]>('/api/cart')
  expect(schemaProblems(CartReplySchema, { code, msg, content })).toEqual([])
  const written = await alice.api.post<CartItem>('/api/cart', {
    recipeId: soup,
    servings: 1,
    meal: 'breakfast',
  })
  const again = await cartOf(alice)
  expect(again.find((line) => line.id === written.content.id)).toEqual(written.content)
})

test('adding answers the line; the same dish and meal again adds servings, up to 20', async () => {
  const first = await alice.api.post<CartItem>('/api/cart', {
    recipeId: eggs,
    servings: 2,
    meal: 'lunch',
  })
  expect(first).toMatchObject({ status: 200, code: 0 })
  expect(first.content).toEqual({
    id: expect.any(Number),
    recipe: expect.objectContaining({ id: eggs, title: '西红柿炒鸡蛋' }),
    servings: 2,
    meal: 'lunch',
    date: dayIn('Asia/Shanghai', t.clock.now()),
    createdAt: new Date(t.clock.now()).toISOString(),
  })
  const again = await alice.api.post<CartItem>('/api/cart', {
    recipeId: eggs,
    servings: 3,
    meal: 'lunch',
  })
  expect(again.content).toMatchObject({ id: first.content.id, servings: 5 })
  const capped = await alice.api.post<CartItem>('/api/cart', {
    recipeId: eggs,
    servings: 19,
    meal: 'lunch',
  })
  expect(capped.content).toMatchObject({ id: first.content.id, servings: 20 })
  // Another meal is another line.
  await alice.api.post('/api/cart', { recipeId: eggs, servings: 1, meal: 'dinner' })
  expect(lines(await cartOf(alice))).toEqual([
    [eggs, 'lunch', 20],
    [eggs, 'dinner', 1],
  ])
})

test('a whole menu is added at once, merging like single adds, and answers the plan', async () => {
  await alice.api.post('/api/cart', { recipeId: eggs, servings: 1, meal: 'dinner' })
  const answer = await alice.api.post<CartItem[]>('/api/cart/batch', {
    items: [
      { recipeId: eggs, servings: 2, meal: 'dinner' },
      { recipeId: chicken, servings: 2, meal: 'dinner' },
      { recipeId: chicken, servings: 1, meal: 'dinner' },
      { recipeId: soup, servings: 2, meal: 'lunch' },
    ],
  })
  expect(answer).toMatchObject({ status: 200, code: 0 })
  expect(lines(answer.content)).toEqual([
    [soup, 'lunch', 2],
    [eggs, 'dinner', 3],
    [chicken, 'dinner', 3],
  ])
  expect(await cartOf(alice)).toEqual(answer.content)
})

test('a menu with one unknown dish adds nothing (404)', async () => {
  const answer = await alice.api.post('/api/cart/batch', {
    items: [
      { recipeId: eggs, servings: 2, meal: 'dinner' },
      { recipeId: 999_999, servings: 1, meal: 'dinner' },
    ],
  })
  expect(answer).toMatchObject({ status: 404, code: 404, msg: '菜谱不存在（id 999999）' })
  expect(await cartOf(alice)).toEqual([])
  expect(
    await alice.api.post('/api/cart', { recipeId: 999_999, servings: 1, meal: 'lunch' }),
  ).toMatchObject({ status: 404 })
})

test('changing servings and meal; moving onto the same dish merges the two lines', async () => {
  const lunch = await alice.api.post<CartItem>('/api/cart', {
    recipeId: eggs,
    servings: 2,
    meal: 'lunch',
  })
  const dinner = await alice.api.post<CartItem>('/api/cart', {
    recipeId: eggs,
    servings: 15,
    meal: 'dinner',
  })
  const changed = await alice.api.put<CartItem>(`/api/cart/${lunch.content.id}`, { servings: 4 })
  expect(changed.content).toMatchObject({ id: lunch.content.id, servings: 4, meal: 'lunch' })
  const moved = await alice.api.put<CartItem>(`/api/cart/${lunch.content.id}`, {
    meal: 'breakfast',
  })
  expect(moved.content).toMatchObject({ id: lunch.content.id, servings: 4, meal: 'breakfast' })
  const merged = await alice.api.put<CartItem>(`/api/cart/${lunch.content.id}`, {
    meal: 'dinner',
    servings: 3,
  })
  expect(merged.content).toMatchObject({ id: dinner.content.id, servings: 18, meal: 'dinner' })
  expect(lines(await cartOf(alice))).toEqual([[eggs, 'dinner', 18]])
  // Merging caps at 20 too.
  const snack = await alice.api.post<CartItem>('/api/cart', {
    recipeId: eggs,
    servings: 5,
    meal: 'snack',
  })
  const capped = await alice.api.put<CartItem>(`/api/cart/${snack.content.id}`, { meal: 'dinner' })
  expect(capped.content).toMatchObject({ id: dinner.content.id, servings: 20 })
  // An empty change changes nothing.
  expect((await alice.api.put<CartItem>(`/api/cart/${dinner.content.id}`, {})).content).toEqual(
    capped.content,
  )
})

test('someone else’s line answers 404 to every write and is left alone', async () => {
  const mine = await alice.api.post<CartItem>('/api/cart', {
    recipeId: eggs,
    servings: 2,
    meal: 'lunch',
  })
  const url = `/api/cart/${mine.content.id}`
  expect(await bob.api.put(url, { servings: 5 })).toMatchObject({ status: 404, code: 404 })
  expect(await bob.api.del(url)).toMatchObject({ status: 404, code: 404 })
  expect(lines(await cartOf(alice))).toEqual([[eggs, 'lunch', 2]])
  expect(await alice.api.del(url)).toMatchObject({ status: 200, code: 0, content: null })
  expect(await alice.api.del(url)).toMatchObject({ status: 404 })
  expect(await cartOf(alice)).toEqual([])
})

test(`at most ${CART_MAX} lines: one more is a clear 409; adding to a line still works`, async () => {
  const ids = (
    await t.app.db
      .selectFrom('recipes')
      .select('id')
      .orderBy('id')
      .limit(CART_MAX / 4)
      .execute()
  ).map((r) => r.id)
  for (const meal of ['breakfast', 'lunch', 'dinner', 'snack']) {
    await alice.api.post('/api/cart/batch', {
      items: ids.slice(0, 25).map((recipeId) => ({ recipeId, servings: 1, meal })),
    })
    await alice.api.post('/api/cart/batch', {
      items: ids.slice(25).map((recipeId) => ({ recipeId, servings: 1, meal })),
    })
  }
  expect(await cartOf(alice)).toHaveLength(CART_MAX)
  const full = await caller(t, alice.auth.token, 'en').post('/api/cart', {
    recipeId: eggs,
    servings: 1,
    meal: 'lunch',
  })
  expect(full).toMatchObject({
    status: 409,
    code: 40921,
    msg: `A day of the plan holds at most ${CART_MAX} dishes: confirm or remove some first`,
  })
  const more = await alice.api.post<CartItem>('/api/cart', {
    recipeId: ids[0],
    servings: 1,
    meal: 'lunch',
  })
  expect(more.content.servings).toBe(2)
  expect(await cartOf(alice)).toHaveLength(CART_MAX)
})

test.each([
  [{ recipeId: 1, servings: 0, meal: 'lunch' }, 'body/servings'],
  [{ recipeId: 1, servings: 21, meal: 'lunch' }, 'body/servings'],
  [{ recipeId: 1, servings: 1.5, meal: 'lunch' }, 'body/servings'],
  [{ recipeId: 1, servings: 1, meal: 'brunch' }, 'body/meal'],
  [{ recipeId: -1, servings: 1, meal: 'lunch' }, 'body/recipeId'],
  [{ servings: 1, meal: 'lunch' }, 'body/recipeId'],
  [{ recipeId: 1, servings: 1, meal: 'lunch', extra: true }, 'body/extra'],
])('POST /cart %j is a 400 naming %s', async (body, field) => {
  const answer = await alice.api.post('/api/cart', body)
  expect(answer).toMatchObject({ status: 400, code: 400 })
  expect(answer.msg).toContain(field)
})

test('bad batches and changes are 400s naming the field, in the caller’s language', async () => {
  const french = caller(t, alice.auth.token, 'fr')
  expect(await french.post('/api/cart/batch', { items: [] })).toMatchObject({
    status: 400,
    msg: expect.stringContaining('body/items'),
  })
  const many = Array.from({ length: 51 }, () => ({ recipeId: eggs, servings: 1, meal: 'lunch' }))
  expect((await french.post('/api/cart/batch', { items: many })).msg).toContain('body/items')
  const bad = await french.post('/api/cart/batch', {
    items: [{ recipeId: eggs, servings: 1, meal: 'tea' }],
  })
  expect(bad.msg).toContain('body/items/0/meal')
  expect((await french.put('/api/cart/1', { servings: 30 })).msg).toContain('body/servings')
  expect((await french.put('/api/cart/1', { recipeId: 3 })).msg).toContain('body/recipeId')
  expect(await cartOf(alice)).toEqual([])
})
