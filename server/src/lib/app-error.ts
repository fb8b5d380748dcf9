import type { MessageKey, MessageParams } from '../i18n'

/**
 * What routes and repositories throw for an expected failure: the HTTP status, the business
 * code the client sees in the envelope, and a message key translated per request.
 */
export class AppError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: number,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
  ) {
    super(key)
    this.name = 'AppError'
  }
}
