import type { FastifyInstance } from 'fastify'
import type { Locale } from '../../../types/api'
import { resolveLocale, t, type MessageKey, type MessageParams } from '../i18n'

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's locale from Accept-Language (zh-Hans when nothing matches). */
    readonly locale: Locale
    t(key: MessageKey, params?: MessageParams): string
  }
}

/**
 * A getter rather than an onRequest hook: errors raised before hooks run (a bad URL, a body
 * refused by the parser) still need the caller's language.
 */
export function setupI18n(app: FastifyInstance): void {
  app.decorateRequest('locale', {
    getter() {
      return resolveLocale(this.headers['accept-language'])
    },
  })
  app.decorateRequest('t', function (key: MessageKey, params?: MessageParams) {
    return t(this.locale, key, params)
  })
}
