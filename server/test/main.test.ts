import fs from 'node:fs'
import path from 'node:path'
import { makeTempDir } from './helpers'
import { testDialect } from './pg/run'
import { startServer, stopLeftovers } from './shutdown-support'

let dir: string

beforeEach(() => {
  dir = makeTempDir()
})
afterEach(() => {
  stopLeftovers()
  fs.rmSync(dir, { recursive: true, force: true })
})

const start = (env: Record<string, string>) => startServer(dir, { env })

test('boots, says where it listens, serves, and shuts down cleanly on SIGTERM', async () => {
  const server = start({ LOG_LEVEL: 'info' })
  const [, url] = await server.waitFor(/listening on (http:\/\/127\.0\.0\.1:\d+)/)
  const health = await fetch(`${url}/api/health`)
  expect(await health.json()).toMatchObject({ status: 'ok', db: testDialect() })

  server.child.kill('SIGTERM')
  expect(await server.exited).toBe(0)
  const { stdout } = server.output()
  const order = ['received SIGTERM', 'database closed', 'shutdown complete'].map((m) =>
    stdout.indexOf(m),
  )
  expect(order.every((i) => i >= 0)).toBe(true)
  expect([...order].sort((a, b) => a - b)).toEqual(order)
  // On PostgreSQL (DATABASE_URL, set for this file by the run) no file is made.
  expect(fs.existsSync(path.join(dir, 'sichu.db'))).toBe(testDialect() === 'sqlite')
}, 90_000)

test('prints the listening line even when info logs are off', async () => {
  const server = start({ LOG_LEVEL: 'warn' })
  await server.waitFor(/^listening on http:\/\/127\.0\.0\.1:\d+$/m)
  server.child.kill('SIGINT')
  expect(await server.exited).toBe(0)
}, 90_000)

test('refuses a bad configuration at boot, naming the variable', async () => {
  const server = start({ PORT: 'eighty' })
  expect(await server.exited).toBe(1)
  expect(server.output().stderr).toContain('Invalid environment variable PORT')
}, 90_000)
