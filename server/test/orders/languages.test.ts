import type { Paged } from '../../../types/api'
import type { Favorite } from '../../../types/records'
import type { CartItem, FoodRecordDetail } from '../../../types/records'
import { amountSentence } from '../../../types/words/amount-words'
import { localeWords } from '../../src/i18n/catalogue/glossary'
import type { AuthTestApp } from '../auth/support'
import {
  caller,
  dishId,
  makeRecordsApp,
  person,
  planRecord,
  SETUP_MS,
  stockItem,
  type Person,
} from '../records-support'

/** Plans, records, favourites and their stock plans in the reader's language (SPEC §8.4). */
let t: AuthTestApp
let alice: Person
let eggs: number

beforeAll(async () => {
  t = await makeRecordsApp()
  alice = await person(t, 'Alice')
  eggs = await dishId(t, '西红柿炒鸡蛋')
}, SETUP_MS)
afterAll(async () => {
  await t.close()
})

test('a planned record in English: the dish named, its stock plan phrased "2 eggs"', async () => {
  await stockItem(t, alice.kitchenId, { name: '鸡蛋', quantity: 10, unit: '个' })
  const record = await planRecord(alice, [[eggs, 2]])
  const en = caller(t, alice.auth.token, 'en')
  const answer = await en.get<FoodRecordDetail>(`/api/orders/${record.id}`)
  expect(answer.code).toBe(0)
  expect(answer.content.items[0]?.recipe).toMatchObject({
    title: 'Stir-fried tomato and egg',
    titleZh: '西红柿炒鸡蛋',
  })
  const line = answer.content.stockPlan.find((l) => l.noun?.one === 'egg')
  expect(line).toMatchObject({ name: 'egg', status: 'enough' })
  const words = localeWords('en')
  expect(amountSentence(words, line!.noun!, { quantity: line!.need, unit: line!.unit })).toMatch(
    /^\d+ eggs$/,
  )
  // The same record read in Chinese right after: its own kept plan, not the English one.
  const zh = await alice.api.get<FoodRecordDetail>(`/api/orders/${record.id}`)
  expect(zh.content.stockPlan.find((l) => l.name === '鸡蛋')?.noun).toBeUndefined()
  expect(zh.content.items[0]?.recipe.title).toBe('西红柿炒鸡蛋')
  // Traditional: the names the import stored, and the dish's stored title.
  const hant = await caller(t, alice.auth.token, 'zh-Hant').get<FoodRecordDetail>(
    `/api/orders/${record.id}`,
  )
  expect(hant.content.stockPlan.map((l) => l.name)).toContain('雞蛋')
  expect(hant.content.stockPlan.map((l) => l.name)).not.toContain('鸡蛋')
  expect(hant.content.items[0]?.recipe.title).toBe('番茄炒雞蛋')
})

test('the plan and favourites in Spanish and French', async () => {
  const es = caller(t, alice.auth.token, 'es')
  const line = await es.post<CartItem>('/api/cart', { recipeId: eggs, servings: 2, meal: 'lunch' })
  expect(line.content.recipe.titleZh).toBe('西红柿炒鸡蛋')
  expect(line.content.recipe.title).not.toMatch(/\p{Script=Han}/u)
  const plan = await es.get<CartItem[]>('/api/cart')
  expect(plan.content.every((item) => item.recipe.titleZh !== undefined)).toBe(true)
  await alice.api.post('/api/favorites', { recipeId: eggs })
  const fr = caller(t, alice.auth.token, 'fr')
  const favourites = await fr.get<Paged<Favorite>>('/api/favorites')
  expect(favourites.content.list[0]?.recipe.title).toBe('Œufs brouillés à la tomate')
})
