/**
 * A cook's own data for the authenticated scenarios of issues [4] and [5], made through the real
 * API (the app built in process over the bench's database, before the server starts): a new
 * account registered with the code its mail carried, a kitchen of 60 stock items across
 * locations and statuses, a food record of 3 dishes (with its stock plan) and a plan of 8 lines.
 */
import path from 'node:path'
import type { InjectOptions } from 'fastify'
import { STOCK_LOCATIONS } from '../types/kitchen'
import { buildApp } from '../server/src/app'
import { sql } from 'kysely'

export interface KitchenData {
  token: string
  orderId: number
}

const STOCK_ITEMS = 60
const PLAN_LINES = 8
const RECORD_DISHES = 3

interface Envelope<T> {
  code: number
  msg: string
  content: T
}

/** YYYY-MM-DD, `days` from today. */
function dayFrom(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

export async function makeKitchenData(dataDir: string): Promise<KitchenData> {
  const lines: string[] = []
  const app = await buildApp(
    {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      dbPath: path.join(dataDir, 'sichu.db'),
      logLevel: 'info',
      smtpUrl: undefined,
      staticDir: path.join(dataDir, 'h5'),
    },
    { logStream: { write: (line: string) => void lines.push(line) } },
  )
  // Each call from its own address: the routes' per-address limits are not what is measured.
  // Each run starts at a random address, so that runs against a reused database do not add up
  // to the hourly limits (ten codes an hour for an address).
  let address = Math.floor(Math.random() * 60_000)
  async function call<T>(method: 'GET' | 'POST', url: string, body?: unknown, token?: string) {
    address += 1
    const request: InjectOptions = {
      method,
      url: `/api${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      remoteAddress: `10.9.${Math.floor(address / 250)}.${(address % 250) + 1}`,
    }
    if (body !== undefined) request.payload = body as Record<string, unknown>
    const envelope = (await app.inject(request)).json() as Envelope<T>
    if (envelope.code !== 0) throw new Error(`${method} ${url}: ${envelope.msg}`)
    return envelope.content
  }
  try {
    const username = `bench${Date.now().toString(36)}`
    const email = `${username}@example.com`
    await call('POST', '/auth/send-code', { email, purpose: 'register' })
    await app.mailer.idle()
    const mail = lines
      .map((line) => (JSON.parse(line) as { mail?: { to: string; subject: string } }).mail)
      .find((m) => m?.to === email)
    const code = mail?.subject.match(/\d{6}/)?.[0]
    if (!code) throw new Error(`no code was mailed to ${email}`)
    const { token } = await call<{ token: string }>('POST', '/auth/register', {
      username,
      email,
      code,
      password: 'Braised-Pork-42-bench',
    })

    // Dishes of the real catalogue, and stock named after their ingredients first, so the
    // record's stock plan finds some of what it needs.
    const dishes = (
      await app.db
        .selectFrom('recipes')
        .select('id')
        .orderBy('id')
        .limit(RECORD_DISHES + PLAN_LINES)
        .execute()
    ).map((row) => row.id)
    const names = (
      await app.db
        .selectFrom('recipe_ingredients')
        .select(['name', (eb) => eb.fn.min('recipe_id').as('first')])
        .where(sql<number>`length(name)`, '<=', 12)
        .groupBy('name')
        .orderBy('first')
        .orderBy('name')
        .limit(STOCK_ITEMS)
        .execute()
    ).map((row) => row.name)
    for (const [i, name] of names.entries()) {
      // Spread over every status: out, low, expired, expiring and ok.
      const kind = i % 5
      await call(
        'POST',
        '/stock',
        {
          name,
          quantity: kind === 0 ? 0 : 1 + (i % 7) * 100,
          unit: i % 2 === 0 ? 'g' : '个',
          minQuantity: kind === 1 ? 1000 : 0,
          bestBefore: kind === 2 ? dayFrom(-3) : kind === 3 ? dayFrom(1) : dayFrom(30 + i),
          location: STOCK_LOCATIONS[i % STOCK_LOCATIONS.length],
        },
        token,
      )
    }
    const addLine = (recipeId: number, i: number) =>
      call<{ id: number }>(
        'POST',
        '/cart',
        { recipeId, servings: 2 + (i % 3), meal: ['breakfast', 'lunch', 'dinner', 'snack'][i % 4] },
        token,
      )
    const recordLines = await Promise.all(dishes.slice(0, RECORD_DISHES).map(addLine))
    const order = await call<{ id: number }>(
      'POST',
      '/orders',
      {
        cartItemIds: recordLines.map((l) => l.id),
        meal: 'dinner',
        eatAt: `${dayFrom(0)}T18:30:00+08:00`,
        note: '',
        idempotencyKey: `bench-${username}`,
      },
      token,
    )
    for (const [i, id] of dishes.slice(RECORD_DISHES).entries()) await addLine(id, i)
    return { token, orderId: order.id }
  } finally {
    await app.close()
  }
}
