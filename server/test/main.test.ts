import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { makeTempDir } from './helpers'
import { testDialect } from './pg/run'

const ROOT = path.resolve(__dirname, '../..')
const TSX = path.join(ROOT, 'node_modules/.bin/tsx')
let dir: string

beforeEach(() => {
  dir = makeTempDir()
})
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true })
})

function start(env: Record<string, string>) {
  const child = spawn(TSX, ['server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dir, STATIC_DIR: path.join(dir, 'h5'), PORT: '0', ...env },
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const output = () => ({ stdout, stderr })
  const waitFor = async (pattern: RegExp, ms = 20_000): Promise<RegExpMatchArray> => {
    const until = Date.now() + ms
    for (;;) {
      const match = stdout.match(pattern)
      if (match) return match
      if (Date.now() > until || child.exitCode !== null) {
        throw new Error(`no ${pattern} in output:\n${stdout}\n${stderr}`)
      }
      await new Promise((r) => setTimeout(r, 50))
    }
  }
  return { child, exited, output, waitFor }
}

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
}, 30_000)

test('prints the listening line even when info logs are off', async () => {
  const server = start({ LOG_LEVEL: 'warn' })
  await server.waitFor(/^listening on http:\/\/127\.0\.0\.1:\d+$/m)
  server.child.kill('SIGINT')
  expect(await server.exited).toBe(0)
}, 30_000)

test('refuses a bad configuration at boot, naming the variable', async () => {
  const server = start({ PORT: 'eighty' })
  expect(await server.exited).toBe(1)
  expect(server.output().stderr).toContain('Invalid environment variable PORT')
}, 30_000)
