import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
// The library @fastify/helmet wraps (and installs with it): we call it once, not per request.
import helmet, { type HelmetOptions } from 'helmet'

/** Passed to the Fastify constructor: they are server options, not plugin options. */
export const SERVER_LIMITS = {
  // Covers every JSON call; uploads (later) raise it on their own route.
  bodyLimit: 1024 * 1024,
  // A slow or stalled client cannot hold a request open for long...
  requestTimeout: 30_000,
  // ...nor a socket for ever; longer than Fastify's 72 s keep-alive so idle keep-alive
  // connections are still closed by the keep-alive rule that a load balancer expects.
  connectionTimeout: 90_000,
}

/**
 * Security headers. Scripts come from our own origin only; the page's inline start-up scripts
 * (root font size, page preloads, the boot loader: config/index.ts and src/index.html) are
 * allowed by their hashes, added when index.html is served (pageCsp, plugins/static.ts). Inline
 * styles stay allowed: Taro injects component styles at run time. Images come from our own origin
 * (covers and step pictures through server/src/covers/, avatars from /api/uploads) or are
 * data:/blob: (drawn placeholders, picked photos), and a picked photo's blob: URL must be
 * readable for its upload.
 */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      // Taro H5's uploadFile reads the picked photo (a blob: URL) with XHR before posting it.
      connectSrc: ["'self'", 'blob:'],
      // The offline shell's service worker, /sw.js (config/service-worker.ts).
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  frameguard: { action: 'deny' },
}

/**
 * The headers helmet sets with these options, asked of helmet itself once. They depend on
 * nothing in the request (no nonces), and @fastify/helmet rebuilt the middleware, parsed the
 * CSP directives and dashified their names on every response: 8 % of a small request's CPU.
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {}
  const res = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    // helmet removes X-Powered-By, which Fastify never sends.
    removeHeader: () => undefined,
  }
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error
  })
  return headers
}

let pageCspCache: { key: string; value: string } | undefined

/**
 * The page's CSP with its inline scripts allowed by hash (`'sha256-…'` sources), as helmet
 * writes it. Kept for the last set of hashes: they change only with a new build.
 */
export function pageCsp(scriptHashes: readonly string[]): string {
  const key = scriptHashes.join(' ')
  if (pageCspCache?.key === key) return pageCspCache.value
  const csp = HELMET_OPTIONS.contentSecurityPolicy as { directives: Record<string, string[]> }
  const options: HelmetOptions = {
    ...HELMET_OPTIONS,
    contentSecurityPolicy: {
      ...csp,
      directives: { ...csp.directives, scriptSrc: ["'self'", ...scriptHashes] },
    },
  }
  const value = securityHeaders(options)['content-security-policy'] ?? ''
  pageCspCache = { key, value }
  return value
}

/**
 * What an API answer carries instead (JSON, images, never a page): the headers OWASP's REST
 * Security cheat sheet names for an API. The page-only ones (COOP, Origin-Agent-Cluster, DNS
 * prefetch, X-Download-Options, X-XSS-Protection, the page's CSP) govern documents and the
 * resources a document loads; on a JSON answer they only cost bytes and time on every call
 * (measured: the full set on a 4.5 KB answer more than doubled the socket write's CPU). Opened
 * directly in a browser, an answer still runs nothing (`default-src 'none'`), is never framed and
 * never sniffed into another type.
 */
export function apiHeaders(
  page: Record<string, string> = securityHeaders(),
): Record<string, string> {
  const kept = ['strict-transport-security', 'x-content-type-options', 'x-frame-options']
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
  }
  for (const name of kept) if (page[name] !== undefined) headers[name] = page[name]
  return headers
}

export function setupSecurity(app: FastifyInstance): void {
  const page = securityHeaders()
  const api = apiHeaders(page)
  // onRequest, as @fastify/helmet did: a route or a refusal may still override one of them.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? api : page)
    done()
  })
}
