import { sniffImage } from '../upload/sniff'

/** Why a source gave no picture; remembered in image_misses. */
export class SourceFailure extends Error {
  constructor(readonly reason: string) {
    super(reason)
    this.name = 'SourceFailure'
  }
}

export interface FetchLimits {
  timeoutMs: number
  maxBytes: number
}

/** Reads the body, giving up as soon as it passes maxBytes (a length header can lie or lack). */
async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel()
    throw new SourceFailure(`too large: ${declared} bytes`)
  }
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = response.body?.getReader()
  for (;;) {
    const chunk = await reader?.read()
    if (!chunk || chunk.done) break
    size += chunk.value.byteLength
    if (size > maxBytes) {
      await reader?.cancel()
      throw new SourceFailure(`too large: over ${maxBytes} bytes`)
    }
    chunks.push(chunk.value)
  }
  return Buffer.concat(chunks, size)
}

/**
 * The bytes of a catalogue picture: a JPEG, PNG or WebP by its own first bytes, within the time
 * and size limits. Anything else (an error status, HTML, a hang, a huge file) is a
 * SourceFailure. Only ever called with a URL the catalogue import stored.
 */
export async function fetchSource(url: string, limits: FetchLimits): Promise<Buffer> {
  if (!/^https?:\/\//i.test(url)) throw new SourceFailure('not an http(s) URL')
  const signal = AbortSignal.timeout(limits.timeoutMs)
  try {
    const response = await fetch(url, { signal, redirect: 'follow' })
    if (!response.ok) {
      await response.body?.cancel()
      throw new SourceFailure(`status ${response.status}`)
    }
    const bytes = await readCapped(response, limits.maxBytes)
    if (!sniffImage(bytes)) throw new SourceFailure('not a JPEG, PNG or WebP image')
    return bytes
  } catch (error) {
    if (error instanceof SourceFailure) throw error
    if (signal.aborted) throw new SourceFailure(`no answer within ${limits.timeoutMs} ms`)
    const cause = (error as { cause?: { code?: string } }).cause?.code
    throw new SourceFailure(`fetch failed${cause ? `: ${cause}` : ''}`)
  }
}
