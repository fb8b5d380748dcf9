import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { downloadAnswers200 } from '../../src/version/download-check'
import { makeApp, postJson, type TestApp } from '../helpers'

const CHECK = '/api/v1/app/version/download-check'
let t: TestApp
let files: Server
let base: string
let hits: string[]

beforeAll(async () => {
  // A real download host: 200, 404, a redirect to the 200, and one that never answers.
  files = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`)
    if (req.url === '/sichu-1.3.0.zip') res.writeHead(200).end('PK'.repeat(50_000))
    else if (req.url === '/moved') res.writeHead(302, { location: '/sichu-1.3.0.zip' }).end()
    else if (req.url === '/slow') return
    else res.writeHead(404).end('gone')
  })
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(files.address() as AddressInfo).port}`
})
afterAll(async () => {
  files.closeAllConnections()
  await new Promise((resolve) => files.close(resolve))
})

beforeEach(async () => {
  hits = []
  t = await makeApp()
})
afterEach(async () => {
  await t.close()
})

async function publish(version: string, path: string) {
  await t.app.repos.releases.publish({
    platform: 'H5',
    version,
    notes: 'n',
    url: `${base}${path}`,
    force: false,
  })
}

test('answers whether the release’s download answers 200 now', async () => {
  await publish('1.3.0', '/sichu-1.3.0.zip')
  await publish('1.3.1', '/missing.zip')
  await publish('1.3.2', '/moved')
  const check = async (versionCode: string) =>
    (await postJson(t.app, CHECK, { platform: 'h5', versionCode })).json()
  expect(await check('1.3.0')).toMatchObject({ code: 0, content: { available: true } })
  expect(await check('1.3.1')).toMatchObject({ code: 0, content: { available: false } })
  expect(await check('1.3.2')).toMatchObject({ code: 0, content: { available: true } })
  expect(hits).toEqual([
    'GET /sichu-1.3.0.zip',
    'GET /missing.zip',
    'GET /moved',
    'GET /sichu-1.3.0.zip',
  ])
})

test('a release that was never published is a clear 404, in the caller’s language', async () => {
  const res = await postJson(t.app, CHECK, { platform: 'H5', versionCode: '9.9.9' }, 'en')
  expect(res.statusCode).toBe(404)
  expect(res.json()).toMatchObject({ code: 40440, msg: 'Version 9.9.9 of H5 is not published' })
  expect(hits).toEqual([])
})

test('a host that does not answer in time, or at all, is not available', async () => {
  expect(await downloadAnswers200(`${base}/slow`, 200)).toBe(false)
  expect(await downloadAnswers200('http://127.0.0.1:1/nothing', 200)).toBe(false)
})
