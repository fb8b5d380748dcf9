/**
 * SPEC §7 past one machine, for real: two instances of the server on one PostgreSQL database,
 * nginx balancing them (scripts/cluster.ts). Every instance answers every request: sessions,
 * locks, favourites and uploads made through one are seen through the other, the catalogue is
 * imported once, and killing an instance loses no write it acknowledged.
 */
import { randomBytes } from 'node:crypto'
import { startSichuCluster, type Instance, type SichuCluster } from '../../scripts/cluster'

let cluster: SichuCluster
let one: Instance
let two: Instance

beforeAll(async () => {
  cluster = await startSichuCluster(2)
  ;[one, two] = cluster.instances as [Instance, Instance]
}, 300_000)

afterAll(async () => {
  await cluster?.stop()
}, 60_000)

interface Answer<T = unknown> {
  status: number
  code: number
  msg: string
  content: T
}

async function call<T>(
  base: string,
  method: string,
  path: string,
  {
    body,
    token,
    headers = {},
  }: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await res.json()) as Omit<Answer<T>, 'status'>
  // The HTTP status last: an answer that is not an envelope (health) has a `status` of its own.
  return { ...json, status: res.status }
}

/** The code the instance "mailed" (without SMTP_URL the server writes its mails to its log). */
async function codeFor(email: string): Promise<string> {
  const until = Date.now() + 10_000
  for (;;) {
    for (const instance of cluster.instances) {
      const lines = instance
        .output()
        .split('\n')
        .filter((l) => l.includes(email))
      const match = lines.at(-1)?.match(/\b(\d{6})\b/)
      if (match?.[1]) return match[1]
    }
    if (Date.now() > until) throw new Error(`no code mailed to ${email}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

const PASSWORD = 'Braised-Pork-42'

/** A new account: the code asked through `asked`, the account made through `made`. */
async function register(asked: Instance, made: Instance) {
  const username = `cook_${randomBytes(4).toString('hex')}`
  const email = `${username}@example.com`
  // Each cook from an address of their own (the instances trust 127.0.0.1 as their proxy), so
  // the per-address hourly limit on code mails is not what the tests run into.
  const headers = { 'x-forwarded-for': `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}` }
  expect(
    await call(asked.url, 'POST', '/api/auth/send-code', {
      body: { email, purpose: 'register' },
      headers,
    }),
  ).toMatchObject({ status: 200, code: 0 })
  const code = await codeFor(email)
  const answer = await call<{ token: string }>(made.url, 'POST', '/api/auth/register', {
    headers,
    body: { username, email, code, password: PASSWORD },
  })
  expect(answer).toMatchObject({ status: 200, code: 0 })
  return { username, token: answer.content.token }
}

function login(instance: Instance, username: string, password: string, from?: string) {
  return call<{ token: string }>(instance.url, 'POST', '/api/auth/login', {
    body: { username, password, nonce: randomBytes(16).toString('hex'), timestamp: Date.now() },
    headers: from ? { 'x-forwarded-for': from } : {},
  })
}

test('two instances that booted together on an empty database imported the catalogue once', async () => {
  const imports = cluster.instances.filter((i) =>
    i.output().includes('empty database: recipe catalogue imported'),
  )
  expect(imports).toHaveLength(1)
  const categories = await call<{ count: number }[]>(cluster.url, 'GET', '/api/categories')
  expect(categories.content.reduce((sum, c) => sum + c.count, 0)).toBe(322)
  const health = await Promise.all(cluster.instances.map((i) => call(i.url, 'GET', '/api/health')))
  // The health answer is not an envelope: read it whole.
  const ids = await Promise.all(
    cluster.instances.map(
      async (i) =>
        (await (await fetch(`${i.url}/api/health`)).json()) as { instance: string; db: string },
    ),
  )
  expect(health.map((h) => h.status)).toEqual([200, 200])
  expect(ids.map((h) => h.db)).toEqual(['postgres', 'postgres'])
  expect(new Set(ids.map((h) => h.instance)).size).toBe(2)
})

test('a session made through one instance works on the other; logging out ends it on both', async () => {
  const cook = await register(one, two)
  const logged = await login(one, cook.username, PASSWORD)
  expect(logged).toMatchObject({ status: 200, code: 0 })
  const token = logged.content.token
  expect(await call(two.url, 'GET', '/api/auth/user/info', { token })).toMatchObject({
    status: 200,
    code: 0,
  })
  expect(await call(two.url, 'POST', '/api/auth/logout', { token })).toMatchObject({ code: 0 })
  for (const instance of [one, two]) {
    expect((await call(instance.url, 'GET', '/api/auth/user/info', { token })).status).toBe(401)
  }
})

test('wrong passwords counted on either instance lock the account on both', async () => {
  const cook = await register(two, one)
  for (let i = 0; i < 5; i++) {
    const answer = await login(i % 2 ? one : two, cook.username, 'not the password 1')
    expect(answer.status).not.toBe(200)
  }
  for (const instance of [one, two]) {
    expect((await login(instance, cook.username, PASSWORD)).status).toBe(429)
  }
})

test('behind the balancer each client is counted by its own address (TRUST_PROXY)', async () => {
  const through = (from: string, i: number) =>
    call(cluster.url, 'POST', '/api/auth/login', {
      body: {
        username: `nobody_${i}_${from}`,
        password: 'not the password 1',
        nonce: randomBytes(16).toString('hex'),
        timestamp: Date.now(),
      },
      headers: { 'x-forwarded-for': from },
    })
  for (let i = 0; i < 20; i++) await through('203.0.113.7', i)
  expect((await through('203.0.113.7', 99)).status).toBe(429)
  expect((await through('198.51.100.4', 99)).status).not.toBe(429)
})

test('a favourite made on one instance is seen on the other at once, by everyone within 1 s', async () => {
  const cook = await register(one, two)
  const dishes = await call<{ list: { id: number; favoriteCount: number }[] }>(
    two.url,
    'GET',
    '/api/recipes?sort=newest&pageSize=1',
  )
  const dish = dishes.content.list[0] as { id: number; favoriteCount: number }
  const made = await call<{ id: number }>(one.url, 'POST', '/api/favorites', {
    body: { recipeId: dish.id },
    token: cook.token,
  })
  expect(made).toMatchObject({ status: 200, code: 0 })
  // The cook's own next request, on the other instance.
  const mine = await call<{ favoriteId: number | null; favoriteCount: number }>(
    two.url,
    'GET',
    `/api/recipes/${dish.id}`,
    { token: cook.token },
  )
  expect(mine.content).toMatchObject({
    favoriteId: made.content.id,
    favoriteCount: dish.favoriteCount + 1,
  })
  // Anyone else, within a second.
  const until = Date.now() + 1000
  let seen = 0
  while (Date.now() <= until) {
    const answer = await call<{ favoriteCount: number }>(two.url, 'GET', `/api/recipes/${dish.id}`)
    seen = answer.content.favoriteCount
    if (seen === dish.favoriteCount + 1) break
    await new Promise((r) => setTimeout(r, 50))
  }
  expect(seen).toBe(dish.favoriteCount + 1)
})

test('two cooks favouriting one dish at the same moment on two instances both count', async () => {
  const [first, second] = await Promise.all([register(one, two), register(two, one)])
  const dishes = await call<{ list: { id: number; favoriteCount: number }[] }>(
    one.url,
    'GET',
    '/api/recipes?sort=newest&page=2&pageSize=1',
  )
  const dish = dishes.content.list[0] as { id: number; favoriteCount: number }
  const made = await Promise.all([
    call(one.url, 'POST', '/api/favorites', { body: { recipeId: dish.id }, token: first.token }),
    call(two.url, 'POST', '/api/favorites', { body: { recipeId: dish.id }, token: second.token }),
  ])
  expect(made.map((m) => m.code)).toEqual([0, 0])
  for (const [instance, cook] of [
    [one, second],
    [two, first],
  ] as const) {
    const seen = await call<{ favoriteCount: number }>(
      instance.url,
      'GET',
      `/api/recipes/${dish.id}`,
      { token: cook.token },
    )
    expect(seen.content.favoriteCount).toBe(dish.favoriteCount + 2)
  }
})

test('an upload through one instance is served by the other', async () => {
  const cook = await register(two, one)
  // The smallest PNG: 1×1, one grey pixel.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==',
    'base64',
  )
  const form = new FormData()
  form.append('file', new Blob([png], { type: 'image/png' }), 'a.png')
  const res = await fetch(`${one.url}/api/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${cook.token}` },
    body: form,
  })
  const { content } = (await res.json()) as { content: { url: string } }
  const served = await fetch(`${two.url}${content.url}`)
  expect(served.status).toBe(200)
  expect(Buffer.from(await served.arrayBuffer())).toEqual(png)
})

test('killing an instance during writes loses no write it acknowledged', async () => {
  const cook = await register(one, two)
  const acknowledged: string[] = []
  let sent = 0
  // Each writer is its own client address (through the balancer, TRUST_PROXY): 40 writes stay
  // under the per-address limit of 60 a minute, which both instances share.
  const writer = async (worker: number) => {
    for (let i = 0; i < 40; i++) {
      const name = `item-${worker}-${i}`
      sent += 1
      try {
        const answer = await call(cluster.url, 'POST', '/api/stock', {
          body: { name, quantity: 1, unit: '个', location: 'fridge' },
          token: cook.token,
          headers: { 'x-forwarded-for': `192.0.2.${10 + worker}` },
        })
        if (answer.status === 200 && answer.code === 0) acknowledged.push(name)
      } catch {
        // The connection died with the instance: not acknowledged, may or may not be written.
      }
    }
  }
  const writers = [0, 1, 2, 3].map(writer)
  while (sent < 40) await new Promise((r) => setTimeout(r, 5))
  one.process.kill('SIGKILL')
  await Promise.all(writers)
  await one.exited
  expect(acknowledged.length).toBeGreaterThan(100)
  const stored = await call<{ list: { name: string }[]; total: number }>(
    two.url,
    'GET',
    '/api/stock?pageSize=50&page=1',
    { token: cook.token },
  )
  const names = new Set<string>()
  for (let page = 1; (page - 1) * 50 < stored.content.total; page++) {
    const answer = await call<{ list: { name: string }[] }>(
      two.url,
      'GET',
      `/api/stock?pageSize=50&page=${page}`,
      { token: cook.token },
    )
    for (const item of answer.content.list) names.add(item.name)
  }
  expect(acknowledged.filter((name) => !names.has(name))).toEqual([])
  // The instance comes back on its data and serves again.
  const again = await cluster.startInstance(one.name)
  expect((await fetch(`${again.url}/api/health`)).status).toBe(200)
})
