import { LOCALES, type Locale } from '../../../types/api'
import { t as say, type MessageKey, type MessageParams } from '../../src/i18n'
import { freshAddress, makeAuthApp, registerUser, type AuthTestApp } from '../auth/support'
import { textFields, type TextField } from './free-text-support'

let t: AuthTestApp
let token: string
let fields: TextField[]

beforeAll(async () => {
  t = await makeAuthApp()
  token = (await registerUser(t, 'texts')).token
  // Read from the app itself: a free-text field added later is covered without a word here.
  fields = textFields(t.app)
}, 60_000)
afterAll(async () => {
  await t.close()
})

type Refusal = [MessageKey, MessageParams?]
/** What a value is, and how a field of each shape takes it: refused (why), or taken (null). */
interface Odd {
  name: string
  value: (max: number) => string
  line: Refusal | null
  lines: Refusal | null
}

const blank: Refusal = ['reason.blank']
const control = (char: string): Refusal => ['reason.control', { char }]
const direction = (char: string): Refusal => ['reason.direction', { char }]
const tooLong = (max: number): Refusal => ['reason.maxLength', { limit: max }]

const ODD: Odd[] = [
  { name: 'a zero-width space alone', value: () => '\u200b', line: blank, lines: null },
  {
    name: 'invisible characters only',
    value: () => '\u3164\u200d\ufeff\u00ad\u2800 \u3000',
    line: blank,
    lines: null,
  },
  ...['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'].map(
    (char): Odd => {
      const code = `U+${char.charCodeAt(0).toString(16).toUpperCase()}`
      return {
        name: code,
        value: () => `ab${char}cd`,
        line: direction(code),
        lines: direction(code),
      }
    },
  ),
  { name: 'U+2028', value: () => 'a\u2028b', line: ['reason.lineBreak'], lines: null },
  { name: 'U+2029', value: () => 'a\u2029b', line: ['reason.lineBreak'], lines: null },
  { name: 'a line feed', value: () => 'a\nb', line: ['reason.lineBreak'], lines: null },
  { name: 'CR LF', value: () => 'a\r\nb', line: ['reason.lineBreak'], lines: null },
  { name: 'a tab', value: () => 'a\tb', line: control('U+0009'), lines: null },
  ...[0x00, 0x07, 0x1b, 0x7f, 0x85, 0x9b].map((code): Odd => {
    const name = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`
    const value = () => `a${String.fromCharCode(code)}b`
    return { name, value, line: control(name), lines: control(name) }
  }),
  ...['\ud800', '\udc00', '\udbff\ud800'].map((char): Odd => ({
    name: `lone ${JSON.stringify(char)}`,
    value: () => `a${char}b`,
    line: ['reason.surrogate'],
    lines: ['reason.surrogate'],
  })),
  { name: 'max + 1 CJK', value: (max) => '字'.repeat(max + 1), line: null, lines: null },
  { name: 'max + 1 emoji', value: (max) => '😀'.repeat(max + 1), line: null, lines: null },
  // Past the raw bound (types/text.ts): refused before any normalisation.
  { name: 'max + 5,000 x', value: (max) => 'x'.repeat(max + 5000), line: null, lines: null },
]

/** Length refusals name the field's own limit, whatever its shape. */
function expectedRefusal(odd: Odd, field: TextField): Refusal | null {
  const max = field.schema.maxLength ?? 0
  if (odd.name.startsWith('max')) return tooLong(max)
  const shape = field.schema['x-text']
  if (shape === 'query') return null
  const refusal = shape === 'lines' ? odd.lines : odd.line
  // A field that may be empty takes invisible-only text, as empty.
  if (refusal === blank && field.schema.minLength === undefined) return null
  return refusal
}

function send(field: TextField, value: string, locale: Locale) {
  const { url, payload } = field.request(value)
  return t.app.inject({
    method: field.method as 'POST',
    url,
    ...(payload ? { payload } : {}),
    remoteAddress: freshAddress(),
    headers: { authorization: `Bearer ${token}`, 'accept-language': locale },
  })
}

test('the walk finds the free text of every kind of route', () => {
  const found = fields.map((f) => `${f.method} ${f.path} ${f.field} ${f.schema['x-text']}`)
  expect(found).toEqual(
    expect.arrayContaining([
      'POST /api/stock body/name line',
      'POST /api/stock body/unit line',
      'POST /api/stock body/note lines',
      'POST /api/stock/{id}/movements body/note lines',
      'PUT /api/auth/user/info body/nickname line',
      'PUT /api/auth/user/info body/bio lines',
      'POST /api/auth/register body/nickname line',
      'PUT /api/kitchen body/name line',
      'POST /api/orders body/note lines',
      'PUT /api/orders/{id}/rating body/comment lines',
      'GET /api/search/dishes query/q query',
      'GET /api/ingredients/suggest query/q query',
    ]),
  )
})

test('every free-text field refuses odd text, naming the field and its real limit', async () => {
  let turn = 0
  for (const field of fields) {
    const max = field.schema.maxLength ?? 0
    for (const odd of ODD) {
      const locale = LOCALES[turn++ % LOCALES.length] as Locale
      const res = await send(field, odd.value(max), locale)
      const where = `${field.method} ${field.path} ${field.field} ${odd.name} (${locale})`
      const body = res.json() as { code: number; msg: string; content: unknown }
      const refusal = expectedRefusal(odd, field)
      if (refusal) {
        const [key, params] = refusal
        const msg = say(locale, 'error.validation', {
          field: field.field,
          reason: say(locale, key, params),
        })
        expect({ where, status: res.statusCode, body }).toEqual({
          where,
          status: 400,
          body: { code: 400, msg, content: null },
        })
      } else {
        // Taken (or cleaned): whatever the route answers next, it is not about this field.
        expect({
          where,
          status: res.statusCode < 500,
          names: body.msg.includes(field.field),
        }).toEqual({ where, status: true, names: false })
      }
    }
  }
}, 120_000)

test('every free-text field takes max characters counted as people count them', async () => {
  for (const field of fields) {
    const max = field.schema.maxLength ?? 0
    for (const value of ['字'.repeat(max), '😀'.repeat(max), ` ${'e\u0301'.repeat(max)} `]) {
      const res = await send(field, value, 'en')
      const where = `${field.method} ${field.path} ${field.field} ${value.slice(0, 4)}`
      const msg = (res.json() as { msg: string }).msg
      expect({ where, status: res.statusCode < 500, names: msg.includes(field.field) }).toEqual({
        where,
        status: true,
        names: false,
      })
    }
  }
}, 120_000)
