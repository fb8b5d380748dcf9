import type { FastifyInstance } from 'fastify'
import { AppError } from './errors'

/**
 * While the server shuts down, a request that still reaches it (pipelined, or on a keep-alive
 * connection) is refused with 503 in the envelope, telling the client (or the load balancer) to
 * go elsewhere, and its connection is closed. Replaces Fastify's own 503, which has its own shape.
 */
export function setupShutdown(app: FastifyInstance): void {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return
    reply.header('connection', 'close')
    throw new AppError(503, 503, 'error.shuttingDown')
  })
}
