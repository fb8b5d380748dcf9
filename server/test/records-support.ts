import type { InjectOptions } from 'fastify'
import type { AuthResult } from '../../types/auth'
import type { CartItem, FoodRecordDetail } from '../../types/records'
import { seedCatalogue } from '../src/catalogue/seed'
import { nameKey } from '../src/stock/names'
import { freshAddress, makeAuthApp, registerUser, type AuthTestApp } from './auth/support'

/** The real app with the real 322-recipe catalogue, a fake clock and captured logs. */
export async function makeRecordsApp(): Promise<AuthTestApp> {
  const t = await makeAuthApp()
  await seedCatalogue(t.app.db)
  return t
}

export interface Answer<T = unknown> {
  status: number
  code: number
  msg: string
  content: T
}

/**
 * Calls an /api route as a person: JSON in, the envelope out. Each call comes from a fresh
 * address, so the routes' per-address rate limits never get in the way of a test.
 */
export function caller(t: AuthTestApp, token?: string, language?: string) {
  async function send<T>(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = {}
    if (token) headers.authorization = `Bearer ${token}`
    if (language) headers['accept-language'] = language
    const request: InjectOptions = { method, url, headers, remoteAddress: freshAddress() }
    if (body !== undefined) request.payload = body as Record<string, unknown>
    const res = await t.app.inject(request)
    const envelope = res.json() as { code: number; msg: string; content: T }
    return { status: res.statusCode, ...envelope }
  }
  return {
    get: <T>(url: string) => send<T>('GET', url),
    post: <T>(url: string, body: unknown = {}) => send<T>('POST', url, body),
    put: <T>(url: string, body: unknown) => send<T>('PUT', url, body),
    del: <T>(url: string) => send<T>('DELETE', url),
  }
}

export type Caller = ReturnType<typeof caller>

export interface Person {
  auth: AuthResult
  id: number
  kitchenId: number
  api: Caller
}

/** Registers someone and answers their id, kitchen and an API caller with their token. */
export async function person(t: AuthTestApp, username: string): Promise<Person> {
  const auth = await registerUser(t, username)
  return {
    auth,
    id: auth.userInfo.id,
    kitchenId: auth.userInfo.kitchen?.id as number,
    api: caller(t, auth.token),
  }
}

/** Moves someone into another person's kitchen (the kitchen routes live on another branch). */
export async function joinKitchen(t: AuthTestApp, who: Person, kitchenId: number) {
  await t.app.db
    .updateTable('kitchen_members')
    .set({ kitchen_id: kitchenId, role: 'member' })
    .where('user_id', '=', who.id)
    .execute()
  who.kitchenId = kitchenId
}

/** The id of the catalogue dish with this exact title. */
export async function dishId(t: AuthTestApp, title: string): Promise<number> {
  const row = await t.app.db
    .selectFrom('recipes')
    .select('id')
    .where('title', '=', title)
    .executeTakeFirst()
  if (!row) throw new Error(`no dish titled ${title}`)
  return row.id
}

let itemCounter = 0

/** Puts an item into a kitchen's stock directly (the stock routes live on another branch). */
export async function stockItem(
  t: AuthTestApp,
  kitchenId: number,
  item: { name: string; quantity: number; unit: string; bestBefore?: string | null },
): Promise<number> {
  itemCounter += 1
  const row = await t.app.db
    .insertInto('stock_items')
    .values({
      kitchen_id: kitchenId,
      name: item.name,
      name_key: nameKey(item.name),
      quantity_milli: Math.round(item.quantity * 1000),
      unit: item.unit,
      best_before: item.bestBefore ?? null,
      location: 'fridge',
      created_at: `2025-01-01T00:00:${String(itemCounter % 60).padStart(2, '0')}.000Z`,
      updated_at: '2025-01-01T00:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** An item's quantity now. */
export async function quantityOf(t: AuthTestApp, itemId: number): Promise<number> {
  const row = await t.app.db
    .selectFrom('stock_items')
    .select('quantity_milli')
    .where('id', '=', itemId)
    .executeTakeFirstOrThrow()
  return row.quantity_milli / 1000
}

let keyCounter = 0

/** A fresh idempotency key. */
export function newKey(): string {
  keyCounter += 1
  return `test-key-${keyCounter}-${Date.now().toString(36)}`
}

/** Plans these dishes for today and confirms them as one food record; answers its detail. */
export async function planRecord(
  who: Person,
  dishes: [recipeId: number, servings: number][],
  fields: { meal?: string; eatAt?: string; note?: string } = {},
): Promise<FoodRecordDetail> {
  const cartItemIds: number[] = []
  for (const [recipeId, servings] of dishes) {
    const line = await who.api.post<CartItem>('/api/cart', { recipeId, servings, meal: 'dinner' })
    if (line.code !== 0) throw new Error(`cart: ${line.msg}`)
    cartItemIds.push(line.content.id)
  }
  const answer = await who.api.post<FoodRecordDetail>('/api/orders', {
    cartItemIds,
    meal: fields.meal ?? 'dinner',
    eatAt: fields.eatAt ?? '2025-03-01T18:30:00+08:00',
    note: fields.note ?? '',
    idempotencyKey: newKey(),
  })
  if (answer.code !== 0) throw new Error(`orders: ${answer.msg}`)
  return answer.content
}

/** Seeding the catalogue and registering people: generous, for a machine shared with others. */
export const SETUP_MS = 60_000
