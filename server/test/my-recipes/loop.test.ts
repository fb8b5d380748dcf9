import type { OwnRecipeDetail } from '../../../types/my-recipes'
import type { FoodRecordDetail } from '../../../types/records'
import type { ShoppingList } from '../../../types/shopping'
import type { AuthTestApp } from '../auth/support'
import {
  joinKitchen,
  makeRecordsApp,
  person,
  planRecord,
  quantityOf,
  SETUP_MS,
  stockItem,
  type Person,
} from '../records-support'
import { draft } from './support'

/**
 * The whole loop with a dish of one's own (issue [12]): written, shared with the kitchen, its
 * stock marks, planned by another member, on the shopping list, cooked from stock, kept in the
 * record after it is deleted.
 */
let t: AuthTestApp
let cook: Person
let partner: Person

beforeAll(async () => {
  t = await makeRecordsApp()
  cook = await person(t, 'Cook')
  partner = await person(t, 'Partner')
  await joinKitchen(t, partner, cook.kitchenId)
}, SETUP_MS)
afterAll(async () => {
  await t.close()
})

test('write, share, plan, shop, cook from stock, delete: the record keeps the dish', async () => {
  const written = await cook.api.post<OwnRecipeDetail>(
    '/api/recipes',
    draft({
      title: '妈妈的番茄炒蛋',
      servings: 2,
      visibility: 'kitchen',
      ingredients: [
        { name: '土鸡蛋', quantity: 3, unit: '个' },
        { name: '西红柿', quantity: 2, unit: '个' },
        { name: '葱花', note: '可选' },
      ],
    }),
  )
  expect(written.status).toBe(200)
  const id = written.content.id
  const eggs = await stockItem(t, cook.kitchenId, { name: '鸡蛋', quantity: 10, unit: '个' })

  // The dish page marks the stock, for the other member too (土鸡蛋 is 鸡蛋).
  const seen = await partner.api.get<OwnRecipeDetail>(`/api/recipes/${id}`)
  expect(seen.content.owner?.nickname).toBeTruthy()
  const marks = Object.fromEntries(seen.content.ingredients.map((i) => [i.name, i.stock]))
  expect(marks).toMatchObject({ 土鸡蛋: 'enough', 西红柿: 'missing' })

  // Planned by the partner: the shopping list asks for the tomatoes, not the eggs.
  const planned = await partner.api.post('/api/cart', { recipeId: id, servings: 2, meal: 'dinner' })
  expect(planned.status).toBe(200)
  const list = (await cook.api.get<ShoppingList>('/api/shopping')).content
  const names = list.items.map((item) => [item.name, item.quantity])
  expect(names).toContainEqual(['西红柿', 2])
  expect(list.items.find((item) => item.name.includes('鸡蛋'))).toBeUndefined()
  expect(list.items.find((item) => item.name === '西红柿')?.recipes).toEqual([
    { id, title: '妈妈的番茄炒蛋' },
  ])
  await t.app.db.deleteFrom('cart_items').execute()

  // Cooked for 4 from stock: 6 eggs taken, nothing asked of the optional spring onion.
  const record = await cook.api.post<FoodRecordDetail>('/api/orders', {
    ...(await planLine(cook, id, 4)),
  })
  expect(record.status).toBe(200)
  const cooked = await cook.api.post<FoodRecordDetail>(`/api/orders/${record.content.id}/cook`, {
    consumeStock: true,
  })
  expect(cooked.status).toBe(200)
  expect(await quantityOf(t, eggs)).toBe(4)

  // Deleted: gone for everyone, the record still shows what was cooked.
  expect((await cook.api.del(`/api/recipes/${id}`)).status).toBe(200)
  expect((await partner.api.get(`/api/recipes/${id}`)).status).toBe(404)
  const kept = await cook.api.get<FoodRecordDetail>(`/api/orders/${record.content.id}`)
  expect(kept.content.items.map((item) => item.recipe.title)).toEqual(['妈妈的番茄炒蛋'])
})

test('a dish of one’s own is planned like any other by planRecord', async () => {
  const id = (await cook.api.post<OwnRecipeDetail>('/api/recipes', draft({ title: '小锅米饭' })))
    .content.id
  const record = await planRecord(cook, [[id, 2]])
  expect(record.items.map((item) => item.recipe.id)).toEqual([id])
})

/** A plan line for today and the body that confirms it. */
async function planLine(who: Person, recipeId: number, servings: number) {
  const line = await who.api.post<{ id: number }>('/api/cart', {
    recipeId,
    servings,
    meal: 'lunch',
  })
  return {
    cartItemIds: [line.content.id],
    meal: 'lunch',
    eatAt: '2025-03-01T12:00:00+08:00',
    note: '',
    idempotencyKey: `loop-${Date.now()}`,
  }
}
