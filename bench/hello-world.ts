/**
 * The yardstick: the smallest Fastify server, on the same machine, in the same run. Prints
 * "listening on <url>" like the real server. With PAGE_DIR it also answers `/page/<name>` with
 * the text of `<PAGE_DIR>/<name>.json` as JSON, read once: the floor for an answer of that
 * size, with no work at all. With DATABASE_URL as well, `/read/<name>` first makes one
 * primary-key read through a pool opened as the server opens its own (issue [10]'s PostgreSQL
 * floor: the least any route that reads the database can do).
 */
import fs from 'node:fs'
import path from 'node:path'
import Fastify from 'fastify'
import { openPostgres } from '../server/src/db/open-postgres'

const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
const pageDir = process.env.PAGE_DIR
const db = process.env.DATABASE_URL ? openPostgres(process.env.DATABASE_URL) : undefined
let read = 0
if (pageDir) {
  for (const file of fs.readdirSync(pageDir).filter((f) => f.endsWith('.json'))) {
    const page = fs.readFileSync(path.join(pageDir, file), 'utf8')
    app.get(`/page/${path.basename(file, '.json')}`, async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(page),
    )
    if (db) {
      app.get(`/read/${path.basename(file, '.json')}`, async (_request, reply) => {
        read = (read % 100_000) + 1
        await db.selectFrom('recipes').select('id').where('id', '=', read).executeTakeFirst()
        return reply.type('application/json; charset=utf-8').send(page)
      })
    }
  }
}
app.listen({ port: 0, host: '127.0.0.1' }).then((address) => {
  process.stdout.write(`listening on ${address}\n`)
})
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)))
