/**
 * The PostgreSQL twin of sql-clock.cjs, preloaded into the real server by `npm run bench -- --db
 * postgres`: counts the queries the server sends (`pg`'s Client#query, which Kysely's driver
 * calls once per statement: one round trip each) and adds up the time from sending each to its
 * answer, writing "<ns> <queries>" to SQL_CLOCK_FILE every 100 ms. The time is waiting, not CPU
 * (queries of concurrent requests overlap); the count is what the round-trip targets of issue
 * [10] are about.
 */
'use strict'
const fs = require('node:fs')

const file = process.env.SQL_CLOCK_FILE
if (file) {
  const { Client } = require('pg')
  const original = Client.prototype.query
  let nanoseconds = 0n
  let queries = 0
  Client.prototype.query = function counted(...args) {
    const started = process.hrtime.bigint()
    queries += 1
    const add = () => {
      nanoseconds += process.hrtime.bigint() - started
    }
    // Called with a callback, pg answers through it and returns nothing to wait on.
    const last = args.length - 1
    if (typeof args[last] === 'function') {
      const callback = args[last]
      args[last] = function answered(...answer) {
        add()
        return callback.apply(this, answer)
      }
    }
    const result = original.apply(this, args)
    if (result && typeof result.then === 'function') result.then(add, add)
    return result
  }
  setInterval(() => {
    if (queries > 0) fs.writeFileSync(file, `${nanoseconds} ${queries}\n`)
  }, 100).unref()
}
