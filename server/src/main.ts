import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { buildApp } from './app'
import { ConfigError, loadConfig, type Config } from './config'

function listeningUrl(app: FastifyInstance, config: Config): string {
  const { port } = app.server.address() as AddressInfo
  const host = config.host.includes(':') ? `[${config.host}]` : config.host
  return `http://${host}:${port}`
}

/** A SIGINT this long after the first signal is a person pressing Ctrl-C again, not a relay. */
const SECOND_CTRL_C_MS = 1_000

/** Stops taking requests, lets the ones in flight finish, closes the database, exits 0. */
function handleSignals(app: FastifyInstance): void {
  const shutdown = async (signal: NodeJS.Signals) => {
    app.log.info({ signal }, `received ${signal}, shutting down`)
    // A request that never ends must not keep the process alive for ever.
    setTimeout(() => {
      app.log.error('shutdown timed out after 10 s, exiting')
      process.exit(1)
    }, 10_000).unref()
    try {
      await app.close()
      app.log.info('shutdown complete')
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
  }
  // npm and tsx pass the signal they get on to their child, and a terminal (Ctrl-C) or systemd
  // sends it to the whole process group: one stop reaches the server two or three times, within
  // ~60 ms (measured). A repeated SIGTERM never cuts the drain short; a SIGINT a second or more
  // after the first is a second Ctrl-C and ends the process at once.
  let first: number | undefined
  const onSignal = (signal: NodeJS.Signals) => {
    if (first === undefined) {
      first = performance.now()
      return void shutdown(signal)
    }
    if (signal === 'SIGINT' && performance.now() - first >= SECOND_CTRL_C_MS) {
      app.log.warn('second Ctrl-C, stopping at once')
      process.exit(130)
    }
    app.log.info({ signal }, `received ${signal} again, still draining`)
  }
  process.on('SIGTERM', onSignal)
  process.on('SIGINT', onSignal)
}

async function main(): Promise<void> {
  const config = loadConfig()
  const app = await buildApp(config, { seedCatalogue: true })
  handleSignals(app)
  await app.listen({ port: config.port, host: config.host })
  // Scripts (the e2e runner) find the address by this exact phrase, whatever the log level.
  const line = `listening on ${listeningUrl(app, config)}`
  if (['info', 'debug', 'trace'].includes(config.logLevel)) app.log.info(line)
  else process.stdout.write(`${line}\n`)
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError ? error.message : error
  console.error('sichu server failed to start:', message)
  process.exit(1)
})
