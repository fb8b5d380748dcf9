import { randomUUID } from 'node:crypto'
import { databaseFor, pgRun } from './run'

// A PostgreSQL run: this test file's own database, where what the file starts outside Jest
// (the real server as a child process, the CLIs) finds its data through DATABASE_URL, as an
// operator's server would. Apps built by the helpers get a database of their own (run.ts).
const run = pgRun()
if (run) process.env.DATABASE_URL = databaseFor(run, `file:${randomUUID()}`)
