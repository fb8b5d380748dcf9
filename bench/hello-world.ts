/**
 * The yardstick: the smallest Fastify server, on the same machine, in the same run. Prints
 * "listening on <url>" like the real server. With PAGE_FILE it also answers `/page` with that
 * file's text as JSON, written once: the floor for an answer of that size, with no work at all.
 */
import fs from 'node:fs'
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
const pageFile = process.env.PAGE_FILE
if (pageFile) {
  const page = fs.readFileSync(pageFile, 'utf8')
  app.get('/page', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(page),
  )
}
app.listen({ port: 0, host: '127.0.0.1' }).then((address) => {
  process.stdout.write(`listening on ${address}\n`)
})
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)))
