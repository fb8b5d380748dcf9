import { Type, type TSchema } from '@sinclair/typebox'
import { compileCoercer } from '../../src/plugins/query-coercion'
import { compileQueryValidator, compileValidator } from '../../src/plugins/validation'
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

const SAMPLES: unknown[] = [
  ...['2', '0', '-1', '-0', '1.5', '1e3', ' 2', '2 ', '', 'abc', '1abc', '0x10', '.5'],
  ...['Infinity', 'NaN', '100001', '4294967296', 'true', 'false', 'TRUE', 'False', '1'],
  ...['popular', 'easiest', 'Popular', 'a', 'x', '红烧', 'x'.repeat(51), 'x'.repeat(65)],
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

test.each(SCHEMAS)('the %s schema is coerced as TypeBox would', (_name, schema, valid) => {
  expect(compileCoercer(schema)).toBeDefined()
  const fast = compileQueryValidator(schema)
  const generic = compileValidator(schema, true)
  for (const input of inputsFor(schema, valid)) {
    // Both paths work in place, so each gets its own copy.
    const expected = generic(structuredClone(input))
    const actual = fast(structuredClone(input))
    expect({ input, result: actual }).toStrictEqual({ input, result: expected })
    if ('value' in actual && 'value' in expected && actual.value && expected.value) {
      expect(Object.keys(actual.value)).toEqual(Object.keys(expected.value))
    }
  }
  expect(fast(structuredClone(valid))).toHaveProperty('value')
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
