import { makeApp, type TestApp } from '../helpers'

interface Operation {
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> }
  responses?: Record<string, unknown>
}

let t: TestApp

beforeAll(async () => {
  t = await makeApp()
})
afterAll(async () => {
  await t.close()
})

async function docs() {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs' })
  expect(res.statusCode).toBe(200)
  return res.json() as {
    openapi: string
    info: object
    paths: Record<string, Record<string, Operation>>
  }
}

test('GET /api/docs is an OpenAPI 3 document, without an envelope', async () => {
  const doc = await docs()
  expect(doc.openapi).toMatch(/^3\./)
  expect(doc.info).toMatchObject({ title: 'Sichu API', version: '1.2.0' })
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining(['/api/health', '/api/v1/app/version/check']),
  )
  const body = doc.paths['/api/v1/app/version/check']?.post?.requestBody
  expect(body?.content['application/json']?.schema).toMatchObject({
    required: ['platform', 'versionCode'],
    additionalProperties: false,
  })
})

test('every API operation declares its responses, and every write its body', async () => {
  const { paths } = await docs()
  for (const [path, operations] of Object.entries(paths)) {
    expect(path.startsWith('/api/')).toBe(true)
    for (const [method, operation] of Object.entries(operations)) {
      expect({ path, method, responses: Object.keys(operation.responses ?? {}) }).toMatchObject({
        responses: expect.arrayContaining(['200']),
      })
      if (method === 'post' || method === 'put') {
        expect({ path, method, body: operation.requestBody !== undefined }).toMatchObject({
          body: true,
        })
      }
    }
  }
})
