import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '../..')
const CLOCK = path.join(ROOT, 'bench/sql-clock.cjs')

// Three statements (run, get, all) on an in-memory database, then long enough for a write.
const SCRIPT = `
const Database = require('better-sqlite3')
const db = new Database(':memory:')
db.prepare('create table t (n integer)').run()
db.prepare('select count(*) from t').get()
db.prepare('select n from t').all()
setTimeout(() => {}, 400)
`

function runWithClock(env: Record<string, string>): void {
  execFileSync(process.execPath, ['--require', CLOCK, '-e', SCRIPT], {
    cwd: ROOT,
    env: { ...process.env, ...env },
  })
}

test('the SQLite clock counts every statement a process runs and the time inside them', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sql-clock-'))
  const file = path.join(dir, 'clock.txt')
  try {
    runWithClock({ SQL_CLOCK_FILE: file })
    const [nanoseconds, statements] = fs.readFileSync(file, 'utf8').trim().split(' ').map(Number)
    expect(statements).toBe(3)
    expect(nanoseconds).toBeGreaterThan(0)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test('without SQL_CLOCK_FILE the statements are left as they are', () => {
  const name = (env: Record<string, string>) =>
    execFileSync(
      process.execPath,
      [
        '--require',
        CLOCK,
        '-p',
        "new (require('better-sqlite3'))(':memory:').prepare('select 1').get.name",
      ],
      { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' },
    ).trim()
  expect(name({ SQL_CLOCK_FILE: '' })).toBe('get')
  expect(name({ SQL_CLOCK_FILE: path.join(os.tmpdir(), `sql-clock-${process.pid}.txt`) })).toBe(
    'timed',
  )
})
