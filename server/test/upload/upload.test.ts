import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { buildApp } from '../../src/app'
import { dialectOf } from '../../src/db/dialect'
import { makeAuthApp, registerUser, type AuthTestApp } from '../auth/support'
import { makeTempDir, testConfig } from '../helpers'
import { jpegBytes, multipartBody, tinyPng, webpBytes, type Part } from './images'

let t: AuthTestApp
let token: string

beforeEach(async () => {
  t = await makeAuthApp()
  token = (await registerUser(t, 'Alice')).token
})
afterEach(async () => {
  await t.close()
})

function upload(parts: Part[], options: { token?: string | null; language?: string } = {}) {
  const { payload, contentType } = multipartBody(parts)
  const headers: Record<string, string> = { 'content-type': contentType }
  const bearer = options.token === undefined ? token : options.token
  if (bearer) headers.authorization = `Bearer ${bearer}`
  if (options.language) headers['accept-language'] = options.language
  return t.app.inject({ method: 'POST', url: '/api/upload', headers, payload })
}

const file = (data: Buffer | string, filename = 'photo.png', type = 'image/png'): Part => ({
  name: 'file',
  filename,
  type,
  data,
})

test('a PNG is stored under a random name and served back as image/png with nosniff', async () => {
  const png = tinyPng()
  const res = await upload([file(png)])
  expect(res.statusCode).toBe(200)
  const { url } = res.json().content
  expect(url).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.png$/)
  const name = path.basename(url)
  expect(await t.app.files.read(`uploads/${name}`)).toEqual(png)

  const served = await t.app.inject({ method: 'GET', url })
  expect(served.statusCode).toBe(200)
  expect(served.headers['content-type']).toBe('image/png')
  expect(served.headers['x-content-type-options']).toBe('nosniff')
  expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(served.rawPayload).toEqual(png)
})

test('another instance of the server on the same database serves the upload', async () => {
  const png = tinyPng()
  const { url } = (await upload([file(png)])).json().content as { url: string }
  // On PostgreSQL the bytes are rows: an instance with a folder of its own serves them. One
  // SQLite machine shares its DATA_DIR (SPEC §7).
  const postgres = dialectOf(t.app.db) === 'postgres'
  const other = await buildApp(
    testConfig(postgres ? makeTempDir() : t.dir, { dbPath: t.config.dbPath }),
    { clock: t.clock },
  )
  try {
    const served = await other.inject({ method: 'GET', url })
    expect(served.statusCode).toBe(200)
    expect(served.rawPayload).toEqual(png)
  } finally {
    await other.close()
  }
})

test.each([
  ['a JPEG', jpegBytes(), 'jpg', 'image/jpeg'],
  ['a WebP', webpBytes(), 'webp', 'image/webp'],
  // The content decides, not the name or the declared type.
  ['a PNG named .jpg and declared text/plain', tinyPng(), 'png', 'image/png'],
])('%s is recognised by its content', async (_name, bytes, ext, type) => {
  const res = await upload([file(bytes, 'whatever.jpg', 'text/plain')])
  const { url } = res.json().content
  expect(url.endsWith(`.${ext}`)).toBe(true)
  expect((await t.app.inject({ method: 'GET', url })).headers['content-type']).toBe(type)
})

describe('refuses', () => {
  const UNSUPPORTED = { code: 42201, msg: '只支持 JPEG、PNG 或 WebP 图片', content: null }

  test('an SVG', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
    const res = await upload([file(svg, 'x.svg', 'image/svg+xml')])
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual(UNSUPPORTED)
  })

  test('an HTML file renamed .jpg', async () => {
    const res = await upload([file('<html><body>hi</body></html>', 'cat.jpg', 'image/jpeg')])
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual(UNSUPPORTED)
    expect(await storedUploads()).toEqual([])
  })

  test('an empty file', async () => {
    const res = await upload([file(Buffer.alloc(0))])
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: 40013, msg: '文件是空的', content: null })
  })

  test('a form without the file field', async () => {
    const res = await upload([{ name: 'note', data: 'hello' }], { language: 'en' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      code: 40012,
      msg: 'No file received: put the image in the field "file"',
      content: null,
    })
  })

  test('a file in another field', async () => {
    const res = await upload([{ ...file(tinyPng()), name: 'image' }])
    expect(res.json().code).toBe(40012)
  })

  test('two files', async () => {
    const res = await upload([file(tinyPng()), file(tinyPng(), 'b.png')])
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe(40014)
  })

  test('a JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { authorization: `Bearer ${token}` },
      payload: { file: 'iVBORw0KGgo=' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe(40011)
  })

  test('a 6 MB file, with a clean 413 envelope', async () => {
    const big = Buffer.concat([tinyPng(), Buffer.alloc(6 * 1024 * 1024, 1)])
    const res = await upload([file(big)])
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ code: 41301, msg: '文件过大，最大 5 MB', content: null })
    expect(await storedUploads()).toEqual([])
  })

  test('a body far over the limit is refused before it is read', async () => {
    const huge = Buffer.alloc(21 * 1024 * 1024, 1)
    const res = await upload([file(huge)])
    expect(res.statusCode).toBe(413)
    expect(res.headers.connection).toBe('close')
    expect(res.json().code).toBe(41301)
  })

  test('an upload without a token (HTTP 200, code 401) or with a bad one (HTTP 401)', async () => {
    const none = await upload([file(tinyPng())], { token: null })
    expect(none.statusCode).toBe(200)
    expect(none.json().code).toBe(401)
    const bad = await upload([file(tinyPng())], { token: 'D'.repeat(43) })
    expect(bad.statusCode).toBe(401)
  })
})

test('a 6 MB upload over a real connection gets the 413 envelope, not a reset', async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = t.app.server.address() as AddressInfo
  const form = new FormData()
  const big = Buffer.concat([tinyPng(), Buffer.alloc(6 * 1024 * 1024, 1)])
  form.append('file', new Blob([big], { type: 'image/png' }), 'big.png')
  const res = await fetch(`http://127.0.0.1:${port}/api/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    body: form,
  })
  expect(res.status).toBe(413)
  expect(await res.json()).toEqual({
    code: 41301,
    msg: 'The file is too large (limit 5 MB)',
    content: null,
  })
  // A normal upload on the same server still works.
  const small = new FormData()
  small.append('file', new Blob([tinyPng()], { type: 'image/png' }), 'ok.png')
  const ok = await fetch(`http://127.0.0.1:${port}/api/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: small,
  })
  expect(((await ok.json()) as { code: number }).code).toBe(0)
})

describe('serving', () => {
  test.each([
    '/api/uploads/0123456789abcdef0123456789abcdef.png',
    '/api/uploads/..%2Fsichu.db',
    '/api/uploads/..%2F..%2Fetc%2Fpasswd',
    '/api/uploads/sichu.db',
    '/api/uploads/0123456789ABCDEF0123456789ABCDEF.png',
  ])('%s is a 404 envelope', async (url) => {
    const res = await t.app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(404)
    expect(res.json().code).toBe(40401)
  })
})

/** The uploads the file store holds (on disk for SQLite, rows for PostgreSQL). */
function storedUploads() {
  return t.app.files.keysBefore('uploads/', Number.MAX_SAFE_INTEGER)
}
