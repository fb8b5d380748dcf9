import { makeAuthApp, type AuthTestApp } from '../auth/support'
import { addItem, person, refusal, send, type Person } from '../stock/support'

/** The probe's findings, as a person would meet them, and what is stored instead. */
let t: AuthTestApp
let alice: Person

beforeAll(async () => {
  t = await makeAuthApp()
  alice = await person(t, 'Alice')
}, 30_000)
afterAll(async () => {
  await t.close()
})

const item = { name: '鸡蛋', quantity: 6, unit: '个' }
const stored = (id: number) =>
  t.app.db
    .selectFrom('stock_items')
    .select(['name', 'unit', 'note'])
    .where('id', '=', id)
    .executeTakeFirst()
const countItems = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('stock_items')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )
const refuse = (body: object, language = 'en') =>
  refusal(t, 'POST', '/api/stock', { token: alice.token, body, language })

test('a name of 21 emoji fits a 40-character name; 41 characters do not, and say 40', async () => {
  for (const name of ['🥚'.repeat(21), '🥚'.repeat(40), '👨‍🍳'.repeat(13)]) {
    expect((await addItem(t, alice.token, { ...item, name })).name).toBe(name)
  }
  expect(await refuse({ ...item, name: '🥚'.repeat(41) })).toEqual({
    status: 400,
    code: 400,
    msg: 'body/name: must be at most 40 characters',
  })
  const kitchen = await send(t, 'PUT', '/api/kitchen', {
    token: alice.token,
    body: { name: '🍲'.repeat(40) },
  })
  expect(kitchen.json()).toMatchObject({ code: 0, content: { name: '🍲'.repeat(40) } })
})

test('a unit too long names its real limit, 10', async () => {
  for (const unit of ['x'.repeat(11), 'x'.repeat(21), '🥄'.repeat(11)]) {
    expect((await refuse({ ...item, unit })).msg).toBe('body/unit: must be at most 10 characters')
  }
  expect((await addItem(t, alice.token, { ...item, unit: '🥄'.repeat(10) })).unit).toBe(
    '🥄'.repeat(10),
  )
})

test('names made of invisible characters, or with direction controls, are refused', async () => {
  expect((await refuse({ ...item, name: '\u200b' })).msg).toBe('body/name: must not be blank')
  expect((await refuse({ ...item, name: '\u2800\u3164' }, 'zh-CN')).msg).toBe('body/name：不能为空')
  expect((await refuse({ ...item, name: 'gg\u202eevil' })).msg).toBe(
    'body/name: must not contain text-direction controls (U+202E)',
  )
  expect((await refuse({ ...item, name: 'a\u2066b\u2069' }, 'fr')).msg).toBe(
    'body/name : ne doit pas contenir de contrôles de direction du texte (U+2066)',
  )
  expect((await refuse({ ...item, unit: 'k\u2028g' })).msg).toBe('body/unit: must be a single line')
  expect((await refuse({ ...item, unit: 'k\u0085g' }, 'es')).msg).toBe(
    'body/unit: no puede contener caracteres de control (U+0085)',
  )
  expect((await refuse({ ...item, note: 'a\ud800b' })).msg).toBe(
    'body/note: contains a broken character (a lone surrogate); please type it again',
  )
  expect((await refuse({ ...item, note: 'a\u0000b\u001b[31m' })).msg).toBe(
    'body/note: must not contain control characters (U+0000)',
  )
})

test('text is stored cleaned: NFC, trimmed of spaces and zero-width characters, \\n lines', async () => {
  const { id } = await addItem(t, alice.token, {
    name: ' \u200b\u0063\u0327a\u0300 \ufeff',
    quantity: 1,
    unit: '\u3000kg ',
    note: '\u200ba\r\nb\u2028c\rd\t! \n',
  })
  expect(await stored(id)).toEqual({ name: '\u00e7\u00e0', unit: 'kg', note: 'a\nb\nc\nd\t!' })
  const blankNote = await send(t, 'PUT', `/api/stock/${id}`, {
    token: alice.token,
    body: { note: '\u200b \u00ad' },
  })
  expect(blankNote.json()).toMatchObject({ code: 0 })
  expect(await stored(id)).toMatchObject({ note: '' })
})

test('a body that is not UTF-8 is refused, not stored with U+FFFD in place of its bytes', async () => {
  const before = await countItems()
  const wtf8 = Buffer.from([0xed, 0xa0, 0x80]) // U+D800 written as if it were a character
  for (const [language, msg] of [
    ['en', 'The request body is not valid UTF-8 text'],
    ['zh-CN', '请求体不是有效的 UTF-8 文本'],
  ]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stock',
      headers: {
        authorization: `Bearer ${alice.token}`,
        'content-type': 'application/json',
        'accept-language': language,
      },
      payload: Buffer.concat([
        Buffer.from('{"name":"a'),
        wtf8,
        Buffer.from('b","quantity":1,"unit":"g"}'),
      ]),
    })
    expect({ status: res.statusCode, body: res.json() as unknown }).toEqual({
      status: 400,
      body: { code: 400, msg, content: null },
    })
  }
  // Also where a scope reads an empty body as none (kitchen, orders, cart, logout).
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/kitchen',
    headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/json' },
    payload: Buffer.concat([Buffer.from('{"name":"a'), wtf8, Buffer.from('"}')]),
  })
  expect(res.statusCode).toBe(400)
  expect(await countItems()).toBe(before)
})

test('an email with a control character is not an email', async () => {
  const res = await send(t, 'POST', '/api/auth/send-code', {
    body: { email: 'cook\u001b@example.com', purpose: 'register' },
    language: 'en',
  })
  expect(res.json()).toEqual({
    code: 400,
    msg: 'body/email: must be a valid email',
    content: null,
  })
})
