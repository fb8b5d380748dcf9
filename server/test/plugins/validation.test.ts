import { Type, type TSchema } from '@sinclair/typebox'
import { compileCoercer } from '../../src/plugins/query-coercion'
import { TypeCompiler } from '@sinclair/typebox/compiler'
import { Value } from '@sinclair/typebox/value'
import {
  compileQueryValidator,
  compileValidator,
  type Validate,
} from '../../src/plugins/validation'
import {
  PageOnlyQuerySchema,
  RecipeDetailQuerySchema,
  RecipeListQuerySchema,
  RecipeParamsSchema,
} from '../../src/recipes/schemas'
import { SearchQuerySchema } from '../../src/search/schemas'
import { TodayEatQuerySchema } from '../../src/today-eat/schemas'
import { makeApp, postJson, type TestApp } from '../helpers'

const CHECK = '/api/v1/app/version/check'
let t: TestApp

beforeAll(async () => {
  t = await makeApp()
  const tag = Type.Union([Type.String(), Type.Array(Type.Unknown())], { default: 'none' })
  t.app.post(
    '/api/test/defaults',
    { schema: { body: Type.Object({ tag: Type.Optional(tag) }, { additionalProperties: false }) } },
    async (request) => request.body,
  )
  t.app.get(
    '/api/test/query',
    {
      schema: {
        querystring: Type.Object({ page: Type.Integer({ minimum: 1 }), all: Type.Boolean() }),
      },
    },
    async (request) => request.query,
  )
})
afterAll(async () => {
  await t.close()
})

function expectEnvelope(
  res: { statusCode: number; json: () => unknown },
  status: number,
  msg: string,
) {
  expect(res.statusCode).toBe(status)
  expect(res.json()).toEqual({ code: status, msg, content: null })
}

test('query strings are converted to the declared types; bodies are not', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/test/query?page=2&all=true' })
  expect(res.json()).toEqual({ page: 2, all: true })
  const bad = await t.app.inject({
    method: 'GET',
    url: '/api/test/query?page=0&all=true',
    headers: { 'accept-language': 'en' },
  })
  expectEnvelope(bad, 400, 'query/page: must be at least 1')
  const repeated = await t.app.inject({
    method: 'GET',
    url: '/api/test/query?page=1&page=2&all=1',
    headers: { 'accept-language': 'en' },
  })
  expectEnvelope(repeated, 400, 'query/page: must be an integer')
  const body = await postJson(t.app, CHECK, { platform: 'H5', versionCode: 1 }, 'en')
  expectEnvelope(body, 400, 'body/versionCode: must be a string')
})

test('a hostile, deeply nested body is a 400, not a crash', async () => {
  const deep = '['.repeat(50_000) + ']'.repeat(50_000)
  for (const payload of [
    `{"platform":"H5","versionCode":"1.2.0","x":${deep}}`,
    `{"platform":${deep},"versionCode":"1.2.0"}`,
    deep,
  ]) {
    const res = await t.app.inject({
      method: 'POST',
      url: CHECK,
      headers: { 'content-type': 'application/json' },
      payload,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 400, content: null })
  }
})

test('schema defaults are filled in, and deep nesting under them is still a 400', async () => {
  expect((await postJson(t.app, '/api/test/defaults', {})).json()).toEqual({ tag: 'none' })
  const deep = '['.repeat(50_000) + ']'.repeat(50_000)
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/test/defaults',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    payload: `{"tag":${deep}}`,
  })
  expectEnvelope(res, 400, 'body: is invalid')
})

type Query = Record<string, unknown>

/** The app's query and params schemas, each with a query it accepts. */
const SCHEMAS: [string, TSchema, Query][] = [
  ['recipe list', RecipeListQuerySchema, { categoryId: '3', sort: 'easiest', page: '2' }],
  ['page only', PageOnlyQuerySchema, { page: '2', pageSize: '10' }],
  ['recipe params', RecipeParamsSchema, { id: '7' }],
  ['recipe detail', RecipeDetailQuerySchema, { servings: '4' }],
  ['search', SearchQuerySchema, { q: '红烧', page: '1' }],
  ['today eat', TodayEatQuerySchema, { people: '3', useStock: 'true', seed: '42' }],
  // Declared inline in upload/routes.ts.
  ['upload params', Type.Object({ name: Type.String({ maxLength: 64 }) }), { name: 'a.png' }],
  [
    'every simple kind',
    Type.Object(
      {
        n: Type.Number({ minimum: -5 }),
        flag: Type.Optional(Type.Boolean({ default: false })),
        mode: Type.Optional(Type.Union([Type.Literal('a'), Type.Literal('b')])),
        fixed: Type.Optional(Type.Literal('x')),
        label: Type.String({ default: 'none', minLength: 1 }),
        count: Type.Integer({ default: 3, exclusiveMaximum: 10 }),
      },
      { additionalProperties: false },
    ),
    { n: '1.5', mode: 'b' },
  ],
]

/** Bad numbers first: what `Number`, `parseInt` or TypeBox would have read as a number. */
const BAD_INTEGERS = [
  ...['0x10', '0x1', '1e1', '1e309', ' 1', '1 ', '+1', '1.0', '1.5', '-1', '-0', '', '.5'],
  ...['0b1', '0o7', '1_000', '1n', 'Infinity', 'NaN', '١', '１', 'true', '1abc', '9'.repeat(40)],
  '9007199254740993',
]

const SAMPLES: unknown[] = [
  ...BAD_INTEGERS,
  ...['2', '0', '007', '100001', '4294967296', '9007199254740991', 'false', 'TRUE', 'False', '1'],
  ...['popular', 'easiest', 'Popular', 'a', 'x', '红烧', 'x'.repeat(51), 'x'.repeat(65), 'abc'],
  ['1', '2'],
  [],
]

/** Every sample in every declared field, alone and within an accepted query; then the odd ones. */
function inputsFor(schema: TSchema, valid: Query): unknown[] {
  const inputs: unknown[] = [{}, valid, { ...valid, extra: '1' }, undefined, null]
  for (const key of Object.keys(schema.properties)) {
    const { [key]: _dropped, ...without } = valid
    inputs.push(without)
    for (const sample of SAMPLES) inputs.push({ [key]: sample }, { ...valid, [key]: sample })
  }
  return inputs
}

/** The inputs on which two validators answer differently (each gets its own copy: in place). */
function differences(a: Validate, b: Validate, inputs: unknown[]): unknown[] {
  return inputs.filter((input) => {
    const left = a(structuredClone(input))
    const right = b(structuredClone(input))
    try {
      expect(left).toStrictEqual(right)
      if ('value' in left && 'value' in right && left.value && right.value) {
        expect(Object.keys(left.value)).toEqual(Object.keys(right.value))
      }
      return false
    } catch {
      return true
    }
  })
}

test.each(SCHEMAS)('the %s schema is coerced as the generic path would', (_name, schema, valid) => {
  expect(compileCoercer(schema)).toBeDefined()
  const fast = compileQueryValidator(schema)
  expect(differences(fast, compileValidator(schema, true), inputsFor(schema, valid))).toEqual([])
  expect(fast(structuredClone(valid))).toHaveProperty('value')
})

test('the equivalence check notices a path that reads numbers loosely', () => {
  // TypeBox's own conversion, as the generic path did before numbers were strict.
  const schema = PageOnlyQuerySchema
  const check = TypeCompiler.Compile(schema)
  const loose: Validate = (input) => {
    const value = Value.Convert(schema, Value.Default(schema, input))
    return check.Check(value) ? { value } : { error: [] }
  }
  const found = differences(compileQueryValidator(schema), loose, inputsFor(schema, { page: '2' }))
  expect(found).toContainEqual({ page: '0x10' })
  expect(found).toContainEqual({ page: '1.5' })
})

test.each(BAD_INTEGERS)('an integer written %j is refused on both paths', (text) => {
  const schema = Type.Object({ page: Type.Integer({ minimum: 0 }) })
  const nested = Type.Object({ ids: Type.Array(Type.Integer()) })
  for (const validate of [compileQueryValidator(schema), compileValidator(schema, true)]) {
    expect(validate({ page: text })).toMatchObject({ error: [{ instancePath: '/page' }] })
  }
  const generic = compileQueryValidator(nested)
  expect(generic({ ids: [text] })).toMatchObject({ error: [{ instancePath: '/ids/0' }] })
  expect(generic({ ids: ['12', '007'] })).toEqual({ value: { ids: [12, 7] } })
})

test('bad numbers are a 400 naming the field, in the caller language', async () => {
  for (const text of ['0x10', '1e1', ' 1', '+1', '1.0', '']) {
    const url = `/api/test/query?all=1&page=${encodeURIComponent(text)}`
    const en = await t.app.inject({ url, headers: { 'accept-language': 'en' } })
    expectEnvelope(en, 400, 'query/page: must be an integer')
    const zh = await t.app.inject({ url, headers: { 'accept-language': 'zh-CN' } })
    expectEnvelope(zh, 400, 'query/page：应为整数')
  }
})

test('a date must be a real calendar day', () => {
  const day = compileValidator(Type.Object({ d: Type.String({ format: 'date' }) }), false)
  const at = compileValidator(Type.Object({ d: Type.String({ format: 'date-time' }) }), false)
  for (const good of ['2024-02-29', '2025-12-31', '2025-01-01']) {
    expect(day({ d: good })).toHaveProperty('value')
    expect(at({ d: `${good}T10:00:00Z` })).toHaveProperty('value')
  }
  for (const bad of ['2025-02-29', '2025-02-30', '2025-04-31', '2025-13-01', '2025-00-10']) {
    expect(day({ d: bad })).toHaveProperty('error')
    expect(at({ d: `${bad}T10:00:00Z` })).toHaveProperty('error')
  }
  expect(day({ d: '2025-01-01T00:00:00Z' })).toHaveProperty('error')
  expect(at({ d: '2025-01-01' })).toHaveProperty('error')
})

test('other query schemas still take the generic path, converting all the same', () => {
  const shapes = [
    Type.Object({ ids: Type.Array(Type.Integer()) }),
    Type.Object({ limit: Type.Union([Type.Integer(), Type.Literal('all')]) }),
    Type.Object({ at: Type.Object({ x: Type.Integer() }) }),
    Type.Object({ page: Type.Integer() }, { default: {} }),
    Type.Object({ tags: Type.String({ default: ['a'] }) }),
    Type.Object({ constructor: Type.Optional(Type.String()) }),
  ]
  for (const shape of shapes) expect(compileCoercer(shape)).toBeUndefined()
  const limit = compileQueryValidator(shapes[1] as TSchema)
  expect(limit({ limit: '5' })).toEqual({ value: { limit: 5 } })
  expect(limit({ limit: 'all' })).toEqual({ value: { limit: 'all' } })
})
