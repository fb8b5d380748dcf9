/**
 * Where a request's fixed cost goes: a route that does nothing, in a bare Fastify and in the
 * real app (security headers, per-request logger with redaction, auth hook), the smallest real
 * route (a cached array, enveloped and serialised by its response schema), and the do-nothing
 * route in the real app without log redaction. Server and load generator share this process, so compare the
 * ratios, not the absolute numbers. `npx tsx bench/overhead.ts`
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import Fastify, { type FastifyInstance } from 'fastify'
import { buildApp } from '../server/src/app'
import { loadConfig } from '../server/src/config'
import { REDACT_PATHS } from '../server/src/plugins/logger'

async function measure(label: string, app: FastifyInstance, url: string): Promise<number> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  await autocannon({ url: `${address}${url}`, connections: 50, duration: 2 })
  const result = await autocannon({ url: `${address}${url}`, connections: 50, duration: 8 })
  await app.close()
  console.log(`| ${label} | ${Math.round(result.requests.average)} | ${result.latency.p99} |`)
  return result.requests.average
}

async function realApp(withRedaction: boolean): Promise<FastifyInstance> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sichu-overhead-'))
  const saved = [...REDACT_PATHS]
  if (!withRedaction) REDACT_PATHS.length = 0
  try {
    const app = await buildApp(loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'warn', STATIC_DIR: dir }))
    app.get('/api/noop', async () => ({ hello: 'world' }))
    app.addHook('onClose', async () => fs.rmSync(dir, { recursive: true, force: true }))
    return app
  } finally {
    REDACT_PATHS.splice(0, REDACT_PATHS.length, ...saved)
  }
}

async function main(): Promise<void> {
  console.log('| A route answering {hello: "world"} | req/s | p99 ms |\n|---|---:|---:|')
  const bare = Fastify()
  bare.get('/', async () => ({ hello: 'world' }))
  await measure('bare Fastify (the hello-world yardstick)', bare, '/')
  await measure('in the real app', await realApp(true), '/api/noop')
  await measure(
    '/api/categories (response schema, envelope)',
    await realApp(true),
    '/api/categories',
  )
  await measure('in the real app, logger without redact paths', await realApp(false), '/api/noop')
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
