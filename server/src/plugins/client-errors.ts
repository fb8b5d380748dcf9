import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import { resolveLocale, t, type MessageKey } from '../i18n'
import { failure } from '../lib/envelope'

const ANSWERS: Record<string, [number, MessageKey]> = {
  HPE_HEADER_OVERFLOW: [431, 'error.headerTooLarge'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'error.requestTimeout'],
  HPE_INVALID_URL: [400, 'error.badUrl'],
}

/** The Accept-Language of the bytes Node could not parse, if they got that far. */
function languageOf(raw: unknown): string | undefined {
  if (!Buffer.isBuffer(raw)) return undefined
  return /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(raw.toString('latin1'))?.[1]
}

/**
 * Errors Node raises before a request exists (headers too large, a slow client, a bad request
 * line or conflicting framing): answered in the envelope, in the caller's language when the
 * headers were read, as raw HTTP on the socket, which is then closed.
 */
export function handleClientError(
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, key] = ANSWERS[error.code ?? ''] ?? [400, 'error.badRequest']
  const locale = resolveLocale(languageOf(error.rawPacket))
  const body = JSON.stringify(failure(status, t(locale, key)))
  if (socket.writable && socket.bytesWritten === 0) {
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    )
  }
  socket.destroySoon()
}
