/**
 * The yardstick: the smallest Fastify server, on the same machine, in the same run. Prints
 * "listening on <url>" like the real server.
 */
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
app.listen({ port: 0, host: '127.0.0.1' }).then((address) => {
  process.stdout.write(`listening on ${address}\n`)
})
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)))
