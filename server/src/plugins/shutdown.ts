import type { Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { AppError } from '../lib/app-error'

const ANSWERED = Symbol('a request on this connection came before')

/**
 * While the server shuts down (draining-server.ts), the first request of a connection opened
 * before the signal is served as usual (its client did nothing wrong and may not retry), but a
 * further request on a kept-alive connection is refused with 503 in the envelope, telling the
 * client or the load balancer to go elsewhere; Fastify closes the connection after either
 * answer. Replaces Fastify's own 503, which has its own shape and refuses both.
 */
export function setupShutdown(app: FastifyInstance): void {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.server.on('draining', () => app.log.info('no longer accepting connections, draining'))
  // A callback hook: an async one would make and await a promise on every request.
  app.addHook('onRequest', (request, reply, done) => {
    const socket = request.raw.socket as Socket & { [ANSWERED]?: true }
    const kept = socket[ANSWERED] === true
    socket[ANSWERED] = true
    if (!closing || !kept) return done()
    reply.header('connection', 'close')
    done(new AppError(503, 503, 'error.shuttingDown'))
  })
}
