import type { Paged } from '../../../types/api'
import type { OwnRecipeDetail } from '../../../types/my-recipes'
import type { CartItem, Favorite, FoodRecord, FoodRecordDetail } from '../../../types/records'
import type { SearchPage, TodayEatAnswer } from '../../../types/recipes'
import type { AuthTestApp } from '../auth/support'
import {
  caller,
  joinKitchen,
  makeRecordsApp,
  person,
  planRecord,
  SETUP_MS,
  stockItem,
  type Caller,
  type Person,
} from '../records-support'
import { draft } from './support'

let t: AuthTestApp
let owner: Person
let mate: Person
let stranger: Person
let anonymous: Caller
let shared: number
let secret: number

beforeAll(async () => {
  t = await makeRecordsApp()
  owner = await person(t, 'Owner')
  mate = await person(t, 'Mate')
  stranger = await person(t, 'Stranger')
  await joinKitchen(t, mate, owner.kitchenId)
  anonymous = caller(t)
  shared = (
    await owner.api.post<OwnRecipeDetail>(
      '/api/recipes',
      draft({ title: '私房糖醋排骨', visibility: 'kitchen' }),
    )
  ).content.id
  secret = (
    await owner.api.post<OwnRecipeDetail>(
      '/api/recipes',
      draft({ title: '私房秘制酱鸭', visibility: 'private' }),
    )
  ).content.id
}, SETUP_MS)
afterAll(async () => {
  await t.close()
})

const searchIds = async (who: Caller, q: string) =>
  (
    (await who.get<SearchPage>(`/api/search/dishes?q=${encodeURIComponent(q)}`)).content?.list ?? []
  ).map((hit) => hit.id)

test('detail: the owner sees both, the kitchen the shared one, everyone else 404', async () => {
  const matrix: [Caller, number, number][] = [
    [owner.api, shared, 200],
    [owner.api, secret, 200],
    [mate.api, shared, 200],
    [mate.api, secret, 404],
    [stranger.api, shared, 404],
    [stranger.api, secret, 404],
    [anonymous, shared, 404],
    [anonymous, secret, 404],
  ]
  for (const [who, id, status] of matrix) {
    const answer = await who.get<OwnRecipeDetail>(`/api/recipes/${id}`)
    expect([id, answer.status]).toEqual([id, status])
  }
  const seen = await mate.api.get<OwnRecipeDetail>(`/api/recipes/${shared}`)
  expect(seen.content).toMatchObject({
    source: 'own',
    visibility: 'kitchen',
    owner: { id: owner.id },
  })
  // A kitchen member sees it but cannot change it.
  expect(await mate.api.put(`/api/recipes/${shared}`, draft())).toMatchObject({ status: 403 })
})

test('search: found at once by title, ingredient and pinyin, only by those who may see it', async () => {
  expect(await searchIds(owner.api, '私房')).toEqual(expect.arrayContaining([shared, secret]))
  expect(await searchIds(owner.api, '排骨')).toContain(shared)
  expect(await searchIds(owner.api, 'jiangya')).toContain(secret)
  expect(await searchIds(owner.api, '五花肉')).toEqual(expect.arrayContaining([shared, secret]))
  const mates = await searchIds(mate.api, '私房')
  expect(mates).toContain(shared)
  expect(mates).not.toContain(secret)
  expect(await searchIds(stranger.api, '私房')).toEqual(
    expect.not.arrayContaining([shared, secret]),
  )
  expect(await searchIds(anonymous, '私房')).toEqual(expect.not.arrayContaining([shared, secret]))
  // Own hits come first, then the catalogue's, paged as one list.
  const first = await owner.api.get<SearchPage>('/api/search/dishes?q=排骨&pageSize=1')
  expect(first.content.list.map((hit) => hit.id)).toEqual([shared])
  expect(first.content.list[0]?.highlight.field).toBe('title')
  const second = await owner.api.get<SearchPage>('/api/search/dishes?q=排骨&page=2&pageSize=1')
  const catalogue = await anonymous.get<SearchPage>('/api/search/dishes?q=排骨&pageSize=1')
  expect(second.content.list.map((hit) => hit.id)).toEqual(catalogue.content.list.map((h) => h.id))
  expect(second.content.total).toBe(catalogue.content.total + 1)
})

test('favourites and the plan: 404 for who may not see it; listed for who may', async () => {
  expect(await stranger.api.post('/api/favorites', { recipeId: shared })).toMatchObject({
    status: 404,
  })
  expect(await mate.api.post('/api/favorites', { recipeId: secret })).toMatchObject({
    status: 404,
  })
  expect(await mate.api.post('/api/favorites', { recipeId: shared })).toMatchObject({ code: 0 })
  const favourites = await mate.api.get<Paged<Favorite>>('/api/favorites')
  expect(favourites.content.list.map((f) => f.recipeId)).toContain(shared)
  const line = { recipeId: secret, servings: 2, meal: 'dinner' }
  expect(await stranger.api.post('/api/cart', line)).toMatchObject({ status: 404 })
  expect(await mate.api.post('/api/cart', line)).toMatchObject({ status: 404 })
  const planned = await mate.api.post<CartItem>('/api/cart', { ...line, recipeId: shared })
  expect(planned.content.recipe.title).toBe('私房糖醋排骨')
  // Made private: gone from the member's favourites and plan at once.
  await owner.api.put(
    `/api/recipes/${shared}`,
    draft({ title: '私房糖醋排骨', visibility: 'private' }),
  )
  const after = await mate.api.get<Paged<Favorite>>('/api/favorites')
  expect(after.content.list.map((f) => f.recipeId)).not.toContain(shared)
  const cart = await mate.api.get<CartItem[]>('/api/cart')
  expect(cart.content.map((item) => item.recipe.id)).not.toContain(shared)
  await owner.api.put(
    `/api/recipes/${shared}`,
    draft({ title: '私房糖醋排骨', visibility: 'kitchen' }),
  )
  await mate.api.del(`/api/cart/${planned.content.id}`)
})

test('records keep what was cooked when the recipe is edited and then deleted', async () => {
  const own = (
    await owner.api.post<OwnRecipeDetail>(
      '/api/recipes',
      draft({ title: '红烧狮子头', visibility: 'kitchen' }),
    )
  ).content.id
  const record = await planRecord(owner, [[own, 2]])
  expect(record.items.map((item) => item.recipe.title)).toEqual(['红烧狮子头'])
  await owner.api.put(`/api/recipes/${own}`, draft({ title: '清炖狮子头', visibility: 'kitchen' }))
  const edited = await owner.api.get<FoodRecordDetail>(`/api/orders/${record.id}`)
  expect(edited.content.items.map((item) => item.recipe.title)).toEqual(['红烧狮子头'])
  await owner.api.del(`/api/recipes/${own}`)
  expect(await owner.api.get(`/api/recipes/${own}`)).toMatchObject({ status: 404 })
  const kept = await owner.api.get<FoodRecordDetail>(`/api/orders/${record.id}`)
  expect(kept.content.items.map((item) => [item.recipe.id, item.recipe.title])).toEqual([
    [own, '红烧狮子头'],
  ])
  // The kitchen sees the record with its dish (it was shared); strangers not the record at all.
  const list = await mate.api.get<Paged<FoodRecord>>('/api/orders')
  const seen = list.content.list.find((r) => r.id === record.id)
  expect(seen?.items.map((item) => item.recipe.title)).toEqual(['红烧狮子头'])
  expect(await stranger.api.get(`/api/orders/${record.id}`)).toMatchObject({ status: 404 })
  // A private dish in a record: its author sees it, the kitchen does not.
  const hidden = await planRecord(owner, [[secret, 1]])
  const mates = await mate.api.get<FoodRecordDetail>(`/api/orders/${hidden.id}`)
  expect(mates.content.items).toEqual([])
  expect(
    (await owner.api.get<FoodRecordDetail>(`/api/orders/${hidden.id}`)).content.items,
  ).toHaveLength(1)
})

test('"what to eat today" draws from my recipes only when asked, and only mine to see', async () => {
  const ids = async (who: Caller, query: string) =>
    (await who.get<TodayEatAnswer>(`/api/today-eat?people=1${query}`)).content.dishes.map(
      (d) => d.id,
    )
  const seed = '&seed=7&categoryId=1'
  expect(await ids(owner.api, seed)).toEqual(expect.not.arrayContaining([shared, secret]))
  const mine = await ids(owner.api, `${seed}&includeMine=true`)
  expect(mine.some((id) => id === shared || id === secret)).toBe(true)
  expect(await ids(mate.api, `${seed}&includeMine=true`)).not.toContain(secret)
  expect(await anonymous.get(`/api/today-eat?includeMine=true`)).toMatchObject({ code: 401 })
})

test('stock dishes: a kitchen recipe shows for its kitchen’s item, not for anyone else’s', async () => {
  const truffle = (
    await owner.api.post<OwnRecipeDetail>(
      '/api/recipes',
      draft({ title: '松露炒蛋', visibility: 'kitchen', ingredients: [{ name: '黑松露 20g' }] }),
    )
  ).content.id
  const dishesFor = async (who: Person) => {
    const id = await stockItem(t, who.kitchenId, { name: '黑松露', quantity: 50, unit: 'g' })
    const item = await who.api.get<{ recipes: { id: number }[] }>(`/api/stock/${id}`)
    return item.content.recipes.map((r) => r.id)
  }
  expect(await dishesFor(mate)).toContain(truffle)
  expect(await dishesFor(stranger)).not.toContain(truffle)
})
