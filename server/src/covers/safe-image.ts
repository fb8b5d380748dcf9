import type { Fetcher } from './service'
import { SourceFailure } from './fetch-source'
import { AppError } from '../lib/app-error'
import { sniffImage } from '../upload/sniff'
import { safeFetch } from '../lib/safe-fetch'

/**
 * The covers' fetch (covers/service.ts) for a picture an imported page named: through the
 * import's SSRF guard (safe-fetch.ts) with the covers' own time and size limits, and only a
 * JPEG, PNG or WebP by its bytes. A refusal is a SourceFailure, remembered as the covers
 * remember any source that gives no picture.
 */
export function guardedImage(allowHosts: readonly string[]): Fetcher {
  return async (url, limits) => {
    try {
      const { body } = await safeFetch(url, {
        allowHosts,
        maxBytes: limits.maxBytes,
        timeoutMs: limits.timeoutMs,
        accept: 'image/webp,image/png,image/jpeg',
      })
      if (!sniffImage(body)) throw new SourceFailure('not a JPEG, PNG or WebP image')
      return body
    } catch (error) {
      if (error instanceof AppError) throw new SourceFailure(`refused: ${error.key}`)
      throw error
    }
  }
}
