import { LOCALES, type Locale } from '../../../types/api'
import { t as say, type MessageKey, type MessageParams } from '../../src/i18n'
import { freshAddress, makeAuthApp, registerUser, type AuthTestApp } from '../auth/support'

/** One parameter of the OpenAPI document the app builds from every route's schema. */
interface Parameter {
  in: 'path' | 'query' | 'header'
  name: string
  required?: boolean
  schema: { type?: string; minimum?: number; maximum?: number; default?: unknown } & {
    enum?: unknown[]
    anyOf?: Array<{ enum?: unknown[] }>
    minLength?: number
  }
}

interface Case {
  method: string
  path: string
  parameter: Parameter
  all: Parameter[]
}

let t: AuthTestApp
let token: string
let cases: Case[]

beforeAll(async () => {
  t = await makeAuthApp()
  token = (await registerUser(t, 'numbers')).token
  // The routes are read from the app itself, so a route added later is covered without a word.
  const doc = t.app.swagger() as {
    paths: Record<string, Record<string, { parameters?: Parameter[] }>>
  }
  cases = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, { parameters = [] }]) =>
      parameters
        .filter((p) => p.in !== 'header' && p.schema.type === 'integer')
        .map((parameter) => ({ method: method.toUpperCase(), path, parameter, all: parameters })),
    ),
  )
}, 60_000)
afterAll(async () => {
  await t.close()
})

/** A value the parameter accepts, for the ones not under test. */
function acceptable({ schema }: Parameter): string {
  if (schema.type === 'integer') return String(schema.minimum ?? 1)
  if (schema.type === 'boolean') return 'true'
  const choice = schema.enum?.[0] ?? schema.anyOf?.[0]?.enum?.[0]
  return choice === undefined ? 'a'.repeat(schema.minLength ?? 1) : String(choice)
}

/** The case's URL with the parameter under test set to `text`, everything else acceptable. */
function urlOf({ path, parameter, all }: Case, text: string): string {
  const valueOf = (p: Parameter) => encodeURIComponent(p === parameter ? text : acceptable(p))
  const url = path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const p = all.find((q) => q.in === 'path' && q.name === name)
    if (!p) throw new Error(`no path parameter ${name} in ${path}`)
    return valueOf(p)
  })
  const query = all
    .filter((p) => p.in === 'query')
    .filter((p) => p === parameter || (p.required && p.schema.default === undefined))
    .map((p) => `${p.name}=${valueOf(p)}`)
  return query.length ? `${url}?${query.join('&')}` : url
}

function send(c: Case, text: string, locale: Locale) {
  return t.app.inject({
    method: c.method as 'GET',
    url: urlOf(c, text),
    remoteAddress: freshAddress(),
    headers: { authorization: `Bearer ${token}`, 'accept-language': locale },
  })
}

function fieldOf({ parameter }: Case): string {
  return `${parameter.in === 'path' ? 'params' : 'query'}/${parameter.name}`
}

function expected(locale: Locale, field: string, reason: MessageKey, limit?: number): string {
  const params: MessageParams =
    reason === 'reason.type' ? { type: say(locale, 'type.integer') } : { limit: limit ?? '' }
  return say(locale, 'error.validation', { field, reason: say(locale, reason, params) })
}

// The last is digits, but beyond 2^53 it would be read as a neighbouring number.
const NOT_DIGITS = [
  '0x10',
  '1e1',
  ' 1',
  '+1',
  '1.0',
  '1e309',
  '1.5',
  '0x1',
  '-1',
  '',
  '1abc',
  '9'.repeat(20),
]

test('the walk finds the integer parameters of every kind of route', () => {
  const found = cases.map((c) => `${c.method} ${c.path} ${fieldOf(c)}`)
  expect(found).toEqual(
    expect.arrayContaining([
      'GET /api/recipes/{id} params/id',
      'GET /api/recipes query/page',
      'GET /api/today-eat query/seed',
      'PUT /api/cart/{id} params/id',
      'DELETE /api/kitchen/members/{userId} params/userId',
    ]),
  )
})

test('every integer parameter refuses anything but digits, naming the field', async () => {
  let turn = 0
  for (const c of cases) {
    for (const text of NOT_DIGITS) {
      const locale = LOCALES[turn++ % LOCALES.length] as Locale
      const res = await send(c, text, locale)
      const where = `${c.method} ${urlOf(c, text)} (${locale})`
      expect({ where, status: res.statusCode, body: res.json() as unknown }).toEqual({
        where,
        status: 400,
        body: { code: 400, msg: expected(locale, fieldOf(c), 'reason.type'), content: null },
      })
    }
  }
})

test('every integer parameter keeps to its range and takes its smallest value', async () => {
  for (const c of cases) {
    const { minimum, maximum } = c.parameter.schema
    const below = minimum !== undefined && minimum > 0 ? String(minimum - 1) : undefined
    const above = maximum === undefined ? undefined : maximum + 1
    const refusals: Array<[string | undefined, MessageKey, number | undefined]> = [
      [below, 'reason.minimum', minimum],
      // Past 2^53 a number is refused as not an integer at all (see NOT_DIGITS).
      [above?.toString(), Number.isSafeInteger(above) ? 'reason.maximum' : 'reason.type', maximum],
    ]
    for (const [text, reason, limit] of refusals) {
      if (text === undefined) continue
      const res = await send(c, text, 'en')
      expect({ where: `${c.method} ${urlOf(c, text)}`, body: res.json() as unknown }).toEqual({
        where: `${c.method} ${urlOf(c, text)}`,
        body: { code: 400, msg: expected('en', fieldOf(c), reason, limit), content: null },
      })
    }
    // Digits in range get past validation: whatever the route answers, it is not about them.
    const res = await send(c, String(minimum ?? 1).padStart(3, '0'), 'en')
    expect(String((res.json() as { msg: string }).msg)).not.toContain(fieldOf(c))
    expect(res.statusCode).toBeLessThan(500)
  }
})
