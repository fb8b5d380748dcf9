import fs from 'node:fs'
import { makeTempDir } from './helpers'
import {
  parseAnswer,
  rawClient,
  request,
  startServer,
  stopLeftovers,
  type RawAnswer,
} from './shutdown-support'

let dir: string

beforeEach(() => {
  dir = makeTempDir()
})
afterEach(() => {
  stopLeftovers()
  fs.rmSync(dir, { recursive: true, force: true })
})

const range = (n: number) => Array.from({ length: n }, (_, i) => i)

async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((r) => setTimeout(r, 10))
}

/** The answers of one connection, in order (a kept-alive one has had several). */
function answersIn(text: string): RawAnswer[] {
  return text
    .split(/(?=HTTP\/1\.1 \d{3} )/)
    .filter((part) => part.startsWith('HTTP/1.1 '))
    .map(parseAnswer)
}

const CHECK = '/api/v1/app/version/check'
const BODY = JSON.stringify({ platform: 'H5', versionCode: '1.0.0' })

test('SIGTERM with 16 requests in flight: all answered, kept-alive sockets told 503, exit 0', async () => {
  const server = startServer(dir)
  const [, port] = await server.waitFor(/listening on http:\/\/127\.0\.0\.1:(\d+)/)
  const full = request('POST', CHECK, BODY)
  const cut = full.length - 8

  // Connected, nothing sent yet: the request is written only after the signal.
  const unread = await Promise.all(range(8).map(() => rawClient(Number(port))))
  // Headers and most of the body sent: the handler waits for the rest.
  const halfSent = await Promise.all(range(8).map(() => rawClient(Number(port))))
  for (const client of halfSent) client.socket.write(full.slice(0, cut))
  // Kept alive after a first answer: their next request comes during the shutdown.
  const kept = await Promise.all(range(4).map(() => rawClient(Number(port))))
  for (const client of kept) client.socket.write(request('GET', '/api/health'))
  await until(() => kept.every((client) => client.received().includes('"status":"ok"')))

  server.child.kill('SIGTERM')
  await server.waitFor(/no longer accepting connections/)
  for (const client of unread) client.socket.write(full)
  for (const client of halfSent) client.socket.write(full.slice(cut))
  const english = 'Accept-Language: en\r\n'
  for (const client of kept) client.socket.write(request('GET', '/api/health', undefined, english))
  // Not accepting any more: a new connection is refused rather than left hanging.
  await expect(rawClient(Number(port))).rejects.toMatchObject({ code: 'ECONNREFUSED' })

  const inFlight = await Promise.all([...unread, ...halfSent].map((client) => client.answer))
  expect(inFlight.map((text) => answersIn(text).map((a) => [a.status, a.body]))).toEqual(
    range(16).map(() => [[200, { code: 0, msg: '成功', content: null }]]),
  )
  // Those read after the signal are told the connection ends with their answer.
  for (const text of inFlight.slice(0, 8)) expect(text).toMatch(/\r\nconnection: close\r\n/i)

  const reused = await Promise.all(kept.map((client) => client.answer))
  for (const text of reused) {
    const [first, second, ...more] = answersIn(text)
    expect(first?.status).toBe(200)
    expect(second?.status).toBe(503)
    expect(second?.head).toMatch(/\r\nconnection: close/i)
    expect(second?.body).toEqual({
      code: 503,
      msg: 'The server is restarting, please try again shortly',
      content: null,
    })
    expect(more).toEqual([])
  }

  expect(await server.exited).toBe(0)
  const { stdout } = server.output()
  const order = ['received SIGTERM', 'database closed', 'shutdown complete'].map((m) =>
    stdout.indexOf(m),
  )
  expect(order.every((i) => i >= 0)).toBe(true)
  expect([...order].sort((a, b) => a - b)).toEqual(order)
}, 60_000)

test('a connection that never sends anything does not hold the shutdown up', async () => {
  const server = startServer(dir)
  const [, port] = await server.waitFor(/listening on http:\/\/127\.0\.0\.1:(\d+)/)
  const silent = await rawClient(Number(port))
  server.child.kill('SIGTERM')
  // Closed by the server after its grace, with nothing written; the process then ends well.
  expect(await silent.answer).toBe('')
  const code = await server.exited
  // The output says why when it did not end well.
  expect({ code, output: code === 0 ? null : server.output() }).toEqual({ code: 0, output: null })
}, 60_000)

/** A request that holds the drain open: all but its last bytes sent before the signal. */
async function heldRequest(port: number) {
  const full = request('POST', CHECK, BODY)
  const client = await rawClient(port)
  client.socket.write(full.slice(0, -8))
  return { client, finish: () => client.socket.write(full.slice(-8)) }
}

test('signals repeated during the drain (npm and tsx pass theirs on) do not cut it short', async () => {
  const server = startServer(dir)
  const [, port] = await server.waitFor(/listening on http:\/\/127\.0\.0\.1:(\d+)/)
  const held = await heldRequest(Number(port))
  // A Ctrl-C that reaches the server twice at once, then a SIGTERM, twice, during the drain.
  server.child.kill('SIGINT')
  server.child.kill('SIGINT')
  await server.waitFor(/no longer accepting connections/)
  server.child.kill('SIGTERM')
  server.child.kill('SIGTERM')
  await server.waitFor(/received SIGTERM again, still draining/)
  held.finish()
  expect(answersIn(await held.client.answer).map((a) => [a.status, a.body])).toEqual([
    [200, { code: 0, msg: '成功', content: null }],
  ])
  expect(await server.exited).toBe(0)
  expect(server.output().stdout).toContain('shutdown complete')
}, 120_000)

test('a second Ctrl-C, a second or more after the first, ends the process at once', async () => {
  const server = startServer(dir)
  const [, port] = await server.waitFor(/listening on http:\/\/127\.0\.0\.1:(\d+)/)
  const held = await heldRequest(Number(port))
  server.child.kill('SIGINT')
  // Once the server has taken the first, as a person would press again: not a relayed copy.
  await server.waitFor(/no longer accepting connections/)
  await new Promise((resolve) => setTimeout(resolve, 1_100))
  server.child.kill('SIGINT')
  // Ended without waiting for the held request, which gets no answer.
  expect(await server.exited).toBe(130)
  expect(await held.client.answer).not.toMatch(/^HTTP\/1\.1/)
  expect(server.output().stdout).toContain('second Ctrl-C, stopping at once')
}, 120_000)
