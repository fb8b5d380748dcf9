import fs from 'node:fs'
import { makeTempDir } from './helpers'
import { loadAcrossSignal } from './shutdown-load'
import { request, startServer, stopLeftovers } from './shutdown-support'

const LISTENING = /listening on http:\/\/127\.0\.0\.1:(\d+)/
const PAGE = request('GET', '/api/recipes?page=1&pageSize=20')
// The probe of [11]: 40 kept-alive connections and 10 clients opening one per request.
const LOAD = { kept: 40, fresh: 10, request: PAGE }

let dir: string
beforeEach(() => {
  dir = makeTempDir()
})
afterEach(() => {
  stopLeftovers()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** The server under load, signalled; what the clients got and how the server ended. */
async function stopUnderLoad(how: 'node' | 'npm') {
  const server = startServer(dir, { via: how })
  const [, port] = await server.waitFor(LISTENING)
  const outcome = await loadAcrossSignal({ ...LOAD, port: Number(port) }, () =>
    how === 'npm' ? server.signalGroup('SIGTERM') : server.child.kill('SIGTERM'),
  )
  const code = await server.exited
  const complete = server.output().stdout.includes('shutdown complete')
  const result = { lost: outcome.lost, refused: outcome.refused, complete }
  return { result, answered: outcome.statuses, code }
}

const WHOLE = { lost: [], refused: 0, complete: true }

test('SIGTERM under load: every request on a connection opened before it is answered (3 runs)', async () => {
  // One data folder, the server restarted: the catalogue is imported once.
  for (let run = 1; run <= 3; run++) {
    const { result, answered, code } = await stopUnderLoad('node')
    expect({ run, ...result }).toEqual({ run, ...WHOLE })
    expect(code).toBe(0)
    // Answers: 200 before the signal; 503 to a kept-alive connection's next request after it.
    expect(Object.keys(answered).sort()).toEqual(['200', '503'])
  }
}, 240_000)

test('SIGTERM to the process group of `npm run serve` (npm passes it on again) loses nothing', async () => {
  // npm waits for the server, then ends by the same signal: the server's end is in its log.
  const { result, answered } = await stopUnderLoad('npm')
  expect(result).toEqual(WHOLE)
  expect(answered[200]).toBeGreaterThan(0)
}, 120_000)
