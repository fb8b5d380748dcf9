/**
 * bench/pg-clock.cjs, the round-trip counter `npm run bench -- --db postgres` preloads into the
 * server, against a real PostgreSQL (here, since `npm test` does not start one).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startCluster, stopCluster, type Cluster } from '../../scripts/pg-cluster'

const ROOT = path.resolve(__dirname, '../..')
const CLOCK = path.join(ROOT, 'bench/pg-clock.cjs')

let cluster: Cluster
beforeAll(async () => {
  cluster = await startCluster()
}, 60_000)
afterAll(() => stopCluster(cluster.dir))

// Three queries through a pool (one by callback), then long enough for the clock to write.
const script = (url: string) => `
const { Pool } = require('pg')
const pool = new Pool({ connectionString: ${JSON.stringify(url)} })
;(async () => {
  const client = await pool.connect()
  await client.query('select 1')
  await client.query('select $1::int as n', [2])
  await new Promise((resolve, reject) => client.query('select pg_sleep(0.5)', (e) => (e ? reject(e) : resolve())))
  client.release()
  await new Promise((resolve) => setTimeout(resolve, 400))
  await pool.end()
})()
`

test('the PostgreSQL clock counts every query a process sends and the time it waited', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-clock-'))
  const file = path.join(dir, 'clock.txt')
  try {
    execFileSync(process.execPath, ['--require', CLOCK, '-e', script(cluster.url('postgres'))], {
      cwd: ROOT,
      env: { ...process.env, SQL_CLOCK_FILE: file },
    })
    const [nanoseconds, queries] = fs.readFileSync(file, 'utf8').trim().split(' ').map(Number)
    expect(queries).toBe(3)
    // The query answered through a callback waited half a second.
    expect(nanoseconds).toBeGreaterThan(500_000_000)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
