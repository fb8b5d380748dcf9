import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { t as say } from '../../src/i18n'
import { makeApp, type TestApp } from '../helpers'
import { rawClient } from '../shutdown-support'

let t: TestApp
let port: number

beforeAll(async () => {
  t = await makeApp()
  // A short request timeout, checked often, so a slow client is timed out within the test
  // (read when the server starts listening; production keeps SERVER_LIMITS and Node's 30 s).
  const server = t.app.server as typeof t.app.server & { connectionsCheckingInterval: number }
  server.requestTimeout = 1500
  server.headersTimeout = 1500
  server.connectionsCheckingInterval = 100
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  port = (t.app.server.address() as AddressInfo).port
})
afterAll(async () => {
  await t.close()
})

/** Sends raw bytes and answers everything the server wrote before closing (at most 5 s). */
function raw(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Error(`no answer to ${JSON.stringify(bytes.slice(0, 60))}`))
    }, 5000)
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', () => undefined)
    socket.on('close', () => {
      clearTimeout(timer)
      resolve(Buffer.concat(chunks).toString('utf8'))
    })
    socket.write(bytes)
  })
}

function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n')
  return { status: Number(head.split(' ')[1]), head, body: JSON.parse(body) as unknown }
}

test('431: headers too large, as an envelope in the caller language', async () => {
  const big = 'x'.repeat(20_000)
  const answer = parse(
    await raw(
      `GET /api/health HTTP/1.1\r\nHost: a\r\nAccept-Language: en\r\nX-Big: ${big}\r\n\r\n`,
    ),
  )
  expect(answer.status).toBe(431)
  expect(answer.head).toMatch(/content-type: application\/json; charset=utf-8/i)
  expect(answer.body).toEqual({
    code: 431,
    msg: 'The request headers are too large',
    content: null,
  })
})

test.each([
  [
    'conflicting framing',
    'POST /api/auth/login HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
  ],
  ['a broken request line', 'GET /api/health HTTP/1.1 extra\r\nHost: a\r\n\r\n'],
  ['a bad header', 'GET /api/health HTTP/1.1\r\nHost: a\r\nBad Header: 1\r\n\r\n'],
])('400 for %s, in the envelope', async (_name, bytes) => {
  const answer = parse(await raw(bytes))
  expect(answer.status).toBe(400)
  expect(answer.body).toMatchObject({ code: 400, content: null })
})

test('a malformed percent-escape in the path is a 400 envelope, not a hang-up', async () => {
  const answer = parse(
    await raw('GET /api/recipes/%E0%A4%A HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n'),
  )
  expect(answer.status).toBe(400)
  expect(answer.body).toMatchObject({ code: 400, content: null })
})

test('408: a client trickling its headers past the request timeout gets the envelope', async () => {
  const client = await rawClient(port)
  client.socket.write('GET /api/health HTTP/1.1\r\nHost: a\r\nX-Slow: ')
  // A byte now and then keeps the socket alive but never finishes the headers.
  const drip = setInterval(() => client.socket.writable && client.socket.write('a'), 100)
  const answer = parse(await client.answer)
  clearInterval(drip)
  expect(answer.status).toBe(408)
  expect(answer.head).toMatch(/connection: close/i)
  expect(answer.body).toEqual({
    code: 408,
    msg: say('zh-Hans', 'error.requestTimeout'),
    content: null,
  })
})

test('503 in the envelope for a request on a kept-alive connection while closing', async () => {
  const closing = await makeApp({}, { captureLogs: true })
  await closing.app.listen({ port: 0, host: '127.0.0.1' })
  const { port: own } = closing.app.server.address() as AddressInfo
  const client = await rawClient(own)
  client.socket.write('GET /api/health HTTP/1.1\r\nHost: a\r\n\r\n')
  while (!client.received().includes('"status":"ok"')) await new Promise((r) => setTimeout(r, 10))
  const draining = new Promise((resolve) => closing.app.server.once('draining', resolve))
  const closed = closing.close()
  await draining
  client.socket.write('GET /api/health HTTP/1.1\r\nHost: a\r\nAccept-Language: fr\r\n\r\n')
  const text = await client.answer
  const second = parse(text.slice(text.indexOf('HTTP/1.1', 1)))
  expect(second.status).toBe(503)
  expect(second.head).toMatch(/connection: close/i)
  expect(second.body).toEqual({ code: 503, msg: say('fr', 'error.shuttingDown'), content: null })
  await closed
  // Expected while closing: an info line, not an error with a stack.
  const refused = closing.logs.filter((line) => line.msg === 'request refused')
  expect(refused.map((line) => [line.level, line.status])).toEqual([[30, 503]])
  expect(closing.logs.filter((line) => (line.level as number) >= 50)).toEqual([])
})

test('an answer given before the body is read reaches the client, not a reset', async () => {
  // A photo upload after the session ended: refused at once, while 4 MB are still coming.
  const body = Buffer.alloc(4 * 1024 * 1024, 'x')
  const client = await rawClient(port)
  client.socket.write(
    'POST /api/upload HTTP/1.1\r\nHost: a\r\nAccept-Language: en\r\nConnection: close\r\n' +
      `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${body.length}\r\n\r\n`,
  )
  client.socket.write(body)
  const answer = parse(await client.answer)
  expect(answer.status).toBe(200)
  expect(answer.body).toEqual({ code: 401, msg: say('en', 'auth.loginRequired'), content: null })
})
