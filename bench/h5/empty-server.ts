/**
 * Serves the empty Taro app the way the real server serves dist/h5: the same static plugin
 * (precompressed .br/.gz siblings, the same cache headers) and the same security headers.
 * STATIC_DIR names the build; prints "listening on <url>" like the real server.
 */
import Fastify from 'fastify'
import { setupSecurity } from '../../server/src/plugins/security'
import { setupStatic } from '../../server/src/plugins/static'

async function main(): Promise<void> {
  const staticDir = process.env.STATIC_DIR
  if (!staticDir) throw new Error('STATIC_DIR is not set')
  const app = Fastify({ logger: false })
  setupSecurity(app)
  await setupStatic(app, staticDir)
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  process.stdout.write(`listening on ${address}\n`)
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
