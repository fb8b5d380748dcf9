import type { OwnRecipeDetail, ReadIngredient } from '../../../types/my-recipes'
import { ReadIngredientsReplySchema } from '../../src/my-recipes/schemas'
import { schemaProblems } from '../answer-schema'
import type { AuthTestApp } from '../auth/support'
import { caller, makeRecordsApp, person, SETUP_MS, type Person } from '../records-support'
import { draft, envelope } from './support'

let t: AuthTestApp
let alice: Person

beforeAll(async () => {
  t = await makeRecordsApp()
  alice = await person(t, 'Alice')
}, SETUP_MS)
afterAll(async () => {
  await t.close()
})

const read = (ingredients: unknown) =>
  alice.api.post<{ ingredients: ReadIngredient[] }>('/api/recipes/read-ingredients', {
    ingredients,
  })

test('the editor’s rows read as a save stores them: what the preview shows is what is kept', async () => {
  const rows = [
    ...draft().ingredients,
    { name: '鸡蛋 2-3个' },
    { name: '小葱', quantity: 2, unit: '根', note: '切段' },
    { name: '2 cups flour, sifted' },
    { name: 'salt to taste' },
    { name: '随便什么蔬菜都可以放一点进去' },
  ]
  const answer = await read(rows)
  expect(answer).toMatchObject({ status: 200, code: 0 })
  expect(schemaProblems(ReadIngredientsReplySchema, envelope(answer))).toEqual([])
  type Line = Pick<ReadIngredient, 'name' | 'quantityLow' | 'quantity' | 'unit' | 'note'>
  const line = (i: Line) => [i.name, i.quantityLow, i.quantity, i.unit, i.note]
  expect(answer.content.ingredients.map(line)).toEqual([
    ['五花肉', null, 500, 'g', null],
    ['冰糖', null, 30, 'g', null],
    ['盐', null, null, null, '适量'],
    ['八角', null, null, null, '可选'],
    ['鸡蛋', 2, 3, '个', null],
    ['小葱', null, 2, '根', '切段'],
    // Typed in English, read in the English order as a page's lines are.
    ['flour', null, 2, 'cups', 'sifted'],
    ['salt', null, null, null, 'to taste'],
    // Not read: kept whole as the name, for the cook to split.
    ['随便什么蔬菜都可以放一点进去', null, null, null, null],
  ])
  expect(answer.content.ingredients.map((i) => [i.optional, i.parsed])).toEqual([
    [false, true],
    [false, true],
    [false, true],
    [true, true],
    [false, true],
    [false, true],
    [false, true],
    [false, true],
    [false, false],
  ])
  // Saved, the recipe keeps exactly these lines.
  const saved = await alice.api.post<OwnRecipeDetail>('/api/recipes', draft({ ingredients: rows }))
  expect(saved.content.ingredients.map(line)).toEqual(answer.content.ingredients.map(line))
  // Nothing was saved by reading.
  const mine = await alice.api.get<{ total: number }>('/api/recipes/mine')
  expect(mine.content.total).toBe(1)
})

test('bad rows are a clear 400 in the reader’s language; a visitor is asked to log in', async () => {
  const english = caller(t, alice.auth.token, 'en')
  const empty = await english.post('/api/recipes/read-ingredients', { ingredients: [] })
  expect(empty).toMatchObject({ status: 400, code: 400 })
  expect(empty.msg).toMatch(/ingredients/)
  expect(empty.msg).not.toMatch(/[\u4e00-\u9fff]/)
  const blank = await english.post('/api/recipes/read-ingredients', {
    ingredients: [{ name: '  ' }],
  })
  expect(blank).toMatchObject({ status: 400, code: 400 })
  expect(
    await caller(t).post('/api/recipes/read-ingredients', { ingredients: [{ name: '盐' }] }),
  ).toMatchObject({ code: 401 })
})
