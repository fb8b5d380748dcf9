import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

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
 * Security headers. The CSP allows inline scripts and styles because the Taro H5 build inlines
 * its root-font-size script and injects component styles; images may come from anywhere over
 * https (recipe covers) or be data:/blob: (drawn placeholders, picked photos), and a picked
 * photo's blob: URL must be readable for its upload.
 */
export async function setupSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        // Taro H5's uploadFile reads the picked photo (a blob: URL) with XHR before posting it.
        connectSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
  })
}
