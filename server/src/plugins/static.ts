import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { inlineScriptHashes } from './inline-scripts'
import { pageCsp } from './security'

const ONE_YEAR = 'public, max-age=31536000, immutable'
const ALWAYS_REVALIDATE = 'no-cache'
const COMPRESSED = /\.(br|gz)$/
/** The H5 app's service worker (config/service-worker.ts writes it into the build's root). */
const SERVICE_WORKER = 'sw.js'

/**
 * A file whose name carries a content hash (app.1a2b3c4d.js) never changes under that name, so
 * browsers may keep it for a year; anything else, index.html first, must be revalidated or a
 * new release would never reach the user.
 */
export function cacheControlFor(file: string): string {
  const segments = path.basename(file).replace(COMPRESSED, '').split(/[.-]/)
  const hashed = segments.slice(0, -1).some((s) => /^[0-9a-f]{8,}$/i.test(s))
  return hashed ? ONE_YEAR : ALWAYS_REVALIDATE
}

/** Serves the H5 build at `/`, preferring the .br/.gz siblings the build writes. */
export async function setupStatic(app: FastifyInstance, staticDir: string): Promise<void> {
  const indexFile = path.join(staticDir, 'index.html')
  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/',
    // One catch-all route rather than a route per file found at boot, so a rebuild is served
    // without a restart.
    wildcard: true,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, file) => {
      res.setHeader('cache-control', cacheControlFor(file))
      // Its name has no hash, so it is revalidated (browsers check it on every visit anyway);
      // served from the root, it controls the whole app, which this header states.
      if (path.relative(staticDir, file).replace(COMPRESSED, '') === SERVICE_WORKER) {
        res.setHeader('service-worker-allowed', '/')
      }
    },
  })
  const sendIndex = async (reply: FastifyReply) => {
    const hashes = inlineScriptHashes(indexFile)
    if (!hashes) {
      return reply
        .code(503)
        .header('cache-control', ALWAYS_REVALIDATE)
        .type('text/plain; charset=utf-8')
        .send(`The Sichu H5 client is not built yet (no ${indexFile}): run npm run build:h5`)
    }
    // Its own inline scripts, by hash, and no others (no 'unsafe-inline').
    reply.header('content-security-policy', pageCsp(hashes))
    return reply.sendFile('index.html')
  }
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply))
  app.get('/index.html', { schema: { hide: true } }, (_request, reply) => sendIndex(reply))
}
