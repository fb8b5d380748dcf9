/**
 * Preloaded into the real server by `npm run bench` (NODE_OPTIONS=--require, with
 * SQL_CLOCK_FILE set): adds up the time spent inside SQLite statements (better-sqlite3's `get`,
 * `all` and `run`, which Kysely's driver and our prepared statements both call) and how many ran,
 * and writes "<ns> <statements>" to SQL_CLOCK_FILE every 100 ms. The bench reads it before and
 * after each scenario: what a route's reads cost per answer, apart from everything else.
 *
 * The wrapper costs two clock reads a statement (well under 1 µs). CommonJS so that it loads
 * before tsx compiles anything; the tsx launcher process loads it too, runs no statement and so
 * never writes.
 */
'use strict'
const fs = require('node:fs')

const file = process.env.SQL_CLOCK_FILE
if (file) {
  const Database = require('better-sqlite3')
  const probe = new Database(':memory:')
  const statement = Object.getPrototypeOf(probe.prepare('select 1'))
  probe.close()
  let nanoseconds = 0n
  let statements = 0
  for (const name of ['get', 'all', 'run']) {
    const original = statement[name]
    statement[name] = function timed(...args) {
      const started = process.hrtime.bigint()
      try {
        return original.apply(this, args)
      } finally {
        nanoseconds += process.hrtime.bigint() - started
        statements += 1
      }
    }
  }
  setInterval(() => {
    if (statements > 0) fs.writeFileSync(file, `${nanoseconds} ${statements}\n`)
  }, 100).unref()
}
