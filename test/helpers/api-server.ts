import { Buffer } from 'node:buffer'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What the server received, with the body already read (JSON-parsed when it parses). */
export interface Received {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: unknown
}

export type Handler = (req: Received, res: ServerResponse) => void

export interface ApiServer {
  /** `http://127.0.0.1:PORT/api`, also put in TARO_APP_API_BASE. */
  base: string
  /** Every non-OPTIONS request, oldest first. */
  received: Received[]
  handle: (handler: Handler) => void
  /** Resolves once `count` requests have arrived (real timers only). */
  untilReceived: (count: number) => Promise<void>
  close: () => Promise<void>
}

/** Answers with the API's envelope, as JSON. */
export function sendJson(res: ServerResponse, body: unknown, status = 200) {
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify(body))
}

/**
 * A real HTTP server on 127.0.0.1 for Taro.request (fetch polyfill over jsdom's XHR) to talk to.
 * It allows any origin, header and method, as jsdom's XHR enforces CORS.
 */
export async function startApiServer(): Promise<ApiServer> {
  let handler: Handler = (_req, res) => sendJson(res, { code: 0, msg: '', content: null })
  const received: Received[] = []
  // Requests that never got an answer (timeout tests), so close() does not wait for them.
  const open = new Set<ServerResponse>()

  const server: Server = createServer((req, res) => {
    // Taro's uploadFile sends credentials, which rule out `*` as the allowed origin.
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*')
    res.setHeader('Access-Control-Allow-Credentials', 'true')
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS')
    res.setHeader(
      'Access-Control-Allow-Headers',
      req.headers['access-control-request-headers'] ?? '*',
    )
    if (req.method === 'OPTIONS') {
      res.writeHead(204)
      res.end()
      return
    }
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      let body: unknown = text
      try {
        body = text ? JSON.parse(text) : undefined
      } catch {
        // Not JSON: keep the text.
      }
      const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body }
      received.push(entry)
      open.add(res)
      res.on('close', () => open.delete(res))
      handler(entry, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const base = `http://127.0.0.1:${port}/api`
  process.env.TARO_APP_API_BASE = base

  return {
    base,
    received,
    handle: (next) => {
      handler = next
    },
    untilReceived: async (count) => {
      while (received.length < count) await new Promise((resolve) => setTimeout(resolve, 5))
    },
    close: () => {
      delete process.env.TARO_APP_API_BASE
      open.forEach((res) => res.destroy())
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

/** A port nothing listens on: the connection is refused, as when the network is down. */
export async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}
