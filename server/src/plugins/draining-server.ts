import http from 'node:http'
import net from 'node:net'
import type { FastifyServerFactory } from 'fastify'
import { takeAcceptQueue } from './accept-queue'

/**
 * After the signal, how long a connection with no request under way may still send one. Node's
 * `server.close()` (and Fastify's default `forceCloseConnections: 'idle'`) destroys kept-alive
 * connections between two requests at once, so a request the client sent just then was lost:
 * measured here, all 4 of 4 such requests got no answer. A kept-alive connection now has
 * KEPT_ALIVE_GRACE_MS to send one, answered 503; a connection that has not sent anything yet
 * (a request connected but not yet written or read) has IDLE_GRACE_MS, Go's http.Server's
 * figure for a new connection's first request, and its request is served.
 */
export const KEPT_ALIVE_GRACE_MS = 2_000
export const IDLE_GRACE_MS = 5_000

/** How long a connection is still read, after its answer, for a body the route did not read. */
export const LINGER_MS = 2_000

/**
 * Node closes a connection right after an answer that ends it; when the route answered before
 * reading the whole body (a login-only upload without a session, a body over the limit, a GET
 * with a body) the unread bytes make the kernel reset the connection, and the client may lose
 * the answer (the fuzzer saw it). Like nginx's lingering close: send the end, keep reading (Node
 * discards the rest of the body), close once the client has or after LINGER_MS.
 */
function lingerOnUnreadBody(request: http.IncomingMessage): void {
  const { headers } = request
  if (headers['content-length'] === undefined && headers['transfer-encoding'] === undefined) return
  request.socket.destroySoon = function lingeringClose(this: net.Socket) {
    if (request.complete) return net.Socket.prototype.destroySoon.call(this)
    this.end()
    const linger = setTimeout(() => this.destroy(), LINGER_MS)
    linger.unref()
    this.once('close', () => clearTimeout(linger))
  }
}

/**
 * An HTTP server whose close first takes in the connections the kernel has queued, then stops
 * accepting and drains: requests under way finish, a connection that has not sent its request
 * yet is still read and served (Fastify marks answers to requests that arrive while closing
 * `Connection: close`), and connections still idle after their grace are closed. The server's `close` event, which lets Fastify's onClose hooks (the
 * database) run, comes once the last connection is gone. Request and header timeouts keep
 * running, so a stalled client is still answered 408 rather than waited for.
 */
export class DrainingServer extends http.Server {
  private readonly sockets = new Set<net.Socket>()

  constructor(handler: http.RequestListener) {
    super(handler)
    this.on('connection', (socket: net.Socket) => {
      this.sockets.add(socket)
      socket.once('close', () => this.sockets.delete(socket))
    })
    this.on('request', lingerOnUnreadBody)
  }

  override close(callback?: (error?: Error) => void): this {
    // Connections the kernel has completed but Node not yet accepted would be reset with the
    // listening socket: it stays open until they are in (accept-queue.ts).
    void takeAcceptQueue(this).then(() => {
      net.Server.prototype.close.call(this, callback)
      this.emit('draining')
      // Node's idle connections are the kept-alive ones between two requests; one that has not
      // sent a byte counts as busy to Node (so that the header timeout applies to it).
      const timers = [
        setTimeout(() => this.closeIdleConnections(), KEPT_ALIVE_GRACE_MS),
        setTimeout(() => this.closeSilent(), IDLE_GRACE_MS),
      ]
      for (const timer of timers) timer.unref()
      this.once('close', () => timers.forEach(clearTimeout))
    })
    return this
  }

  /** The end of the grace: one that has sent part of a request is left to finish or time out. */
  private closeSilent(): void {
    this.closeIdleConnections()
    for (const socket of this.sockets) if (socket.bytesRead === 0) socket.destroy()
  }
}

/** For Fastify's `serverFactory`: the settings Fastify gives its own server, on ours. */
export const drainingServerFactory: FastifyServerFactory = (handler, options) => {
  const server = new DrainingServer(handler)
  const setting = (name: string) => (typeof options[name] === 'number' ? options[name] : 0)
  server.keepAliveTimeout = setting('keepAliveTimeout')
  server.requestTimeout = setting('requestTimeout')
  server.setTimeout(setting('connectionTimeout'))
  return server
}
