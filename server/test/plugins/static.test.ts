import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { makeApp, makeTempDir, type TestApp } from '../helpers'

const INDEX = '<!doctype html><title>Sichu</title><div id="app"></div>'
const APP_JS = 'console.log("sichu");'.repeat(50)
const SERVICE_WORKER = 'self.addEventListener("fetch", () => undefined);'.repeat(30)
let staticDir: string
let t: TestApp

function write(file: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(path.join(staticDir, file)), { recursive: true })
  fs.writeFileSync(path.join(staticDir, file), content)
}

beforeAll(async () => {
  staticDir = makeTempDir('sichu-static-')
  write('index.html', INDEX)
  write('index.html.br', zlib.brotliCompressSync(INDEX))
  write('js/app.1a2b3c4d.js', APP_JS)
  write('js/app.1a2b3c4d.js.br', zlib.brotliCompressSync(APP_JS))
  write('js/app.1a2b3c4d.js.gz', zlib.gzipSync(APP_JS))
  write('css/index.0123abcdef.css', 'body{color:#333}')
  write('static/images/logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]))
  write('sw.js', SERVICE_WORKER)
  write('sw.js.br', zlib.brotliCompressSync(SERVICE_WORKER))
  t = await makeApp({ staticDir })
})
afterAll(async () => {
  await t.close()
  fs.rmSync(staticDir, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })

test('index.html at / is never cached', async () => {
  const res = await get('/')
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toMatch(/^text\/html/)
  expect(res.headers['cache-control']).toBe('no-cache')
  expect(res.body).toBe(INDEX)
  expect((await get('/index.html')).headers['cache-control']).toBe('no-cache')
})

test('the service worker is served from the root for the whole app, never cached', async () => {
  for (const encoding of ['br', 'identity']) {
    const res = await get('/sw.js', { 'accept-encoding': encoding })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers['service-worker-allowed']).toBe('/')
  }
  // Only the worker says so.
  expect((await get('/js/app.1a2b3c4d.js')).headers['service-worker-allowed']).toBeUndefined()
})

test('hashed assets are cached for a year', async () => {
  for (const url of ['/js/app.1a2b3c4d.js', '/css/index.0123abcdef.css']) {
    const res = await get(url)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  }
})

test('assets without a hash are revalidated', async () => {
  const res = await get('/static/images/logo.png')
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toBe('image/png')
  expect(res.headers['cache-control']).toBe('no-cache')
})

test('serves the brotli sibling to a client that accepts it', async () => {
  const res = await get('/js/app.1a2b3c4d.js', { 'accept-encoding': 'gzip, deflate, br' })
  expect(res.headers['content-encoding']).toBe('br')
  expect(res.headers['content-type']).toMatch(/javascript/)
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(APP_JS)
})

test('serves the gzip sibling when br is not accepted', async () => {
  const res = await get('/js/app.1a2b3c4d.js', { 'accept-encoding': 'gzip' })
  expect(res.headers['content-encoding']).toBe('gzip')
  expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(APP_JS)
})

test('serves the plain file to a client that accepts no encoding', async () => {
  const res = await get('/js/app.1a2b3c4d.js')
  expect(res.headers['content-encoding']).toBeUndefined()
  expect(res.body).toBe(APP_JS)
})

test('index.html is precompressed too, still not cached', async () => {
  const res = await get('/', { 'accept-encoding': 'br' })
  expect(res.headers['content-encoding']).toBe('br')
  expect(res.headers['content-type']).toMatch(/^text\/html/)
  expect(res.headers['cache-control']).toBe('no-cache')
})

test('an unknown page path is a plain 404, not an envelope', async () => {
  const res = await get('/nothing/here.js')
  expect(res.statusCode).toBe(404)
  expect(res.headers['content-type']).toMatch(/^text\/plain/)
  expect(res.body).toBe('Not Found')
})

test('an unknown GET under /api is still an envelope', async () => {
  const res = await get('/api/nothing')
  expect(res.statusCode).toBe(404)
  expect(res.json()).toMatchObject({ code: 404, content: null })
})

test('without a build, / says how to make one', async () => {
  const empty = await makeApp()
  try {
    const res = await empty.app.inject({ method: 'GET', url: '/' })
    expect(res.statusCode).toBe(503)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    expect(res.body).toContain('run npm run build:h5')
  } finally {
    await empty.close()
  }
})
