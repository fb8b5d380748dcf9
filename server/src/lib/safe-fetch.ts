import { lookup } from 'node:dns/promises'
import http from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { AppError } from './app-error'
import { isPublicAddress } from './public-address'

/** SPEC §8.1: what a fetch of a page named by a user may cost. */
export const PAGE_LIMITS = { maxBytes: 2 * 1024 * 1024, timeoutMs: 10_000, redirects: 3 }

export interface SafeFetchOptions {
  /** IMPORT_ALLOW_HOSTS: host names or addresses fetched even when private (tests' 127.0.0.1). */
  allowHosts: readonly string[]
  maxBytes?: number
  timeoutMs?: number
  redirects?: number
  /** The Accept header (a page, or a picture). */
  accept?: string
}

export interface Fetched {
  url: string
  contentType: string
  body: Buffer
}

const MEGABYTE = 1024 * 1024

/** The address to connect to: resolved here, checked, and then the only one the socket uses. */
async function resolveAddress(url: URL, allowHosts: readonly string[]): Promise<string> {
  const host = url.hostname.replace(/^\[|\]$/g, '')
  const allowed = allowHosts.includes(host.toLowerCase())
  let addresses: string[]
  if (isIP(host)) addresses = [host]
  else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((a) => a.address)
    } catch {
      throw new AppError(422, 42271, 'import.fetchFailed', { reason: `DNS: ${host}` })
    }
  }
  // Every address the name has must be public: a name answering a public and a private address
  // would otherwise reach the private one on the next lookup.
  if (!allowed && (addresses.length === 0 || !addresses.every(isPublicAddress))) {
    throw new AppError(422, 42272, 'import.blocked')
  }
  return addresses[0] as string
}

/** One request to an address already checked; answers the response, redirects not followed. */
function requestOnce(
  url: URL,
  address: string,
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<http.IncomingMessage> {
  // The socket connects to `address`, never to what another lookup of the name might give; the
  // Host header and TLS name stay the URL's.
  const pinned: LookupFunction = (_host, lookupOptions, callback) => {
    const family = isIP(address)
    if ((lookupOptions as { all?: boolean }).all) callback(null, [{ address, family }])
    else callback(null, address, family)
  }
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup: pinned,
        signal,
        headers: {
          accept: options.accept ?? 'text/html,application/xhtml+xml,application/ld+json;q=0.9',
          'accept-encoding': 'identity',
          'user-agent': 'Sichu recipe import (+https://github.com/)',
        },
      },
      resolve,
    )
    request.on('error', reject)
  })
}

/** The body, refused as soon as it passes the limit (a length header can lie or lack). */
async function readCapped(response: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  const max = `${Math.round(maxBytes / MEGABYTE)} MB`
  const declared = Number(response.headers['content-length'])
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy()
    throw new AppError(422, 42273, 'import.tooLarge', { max })
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of response) {
    size += (chunk as Buffer).length
    if (size > maxBytes) {
      response.destroy()
      throw new AppError(422, 42273, 'import.tooLarge', { max })
    }
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks, size)
}

/**
 * GETs a URL a user gave, guarded against server-side request forgery (SPEC §8.1): http(s) only;
 * the name resolved here and every address checked (no loopback, private, link-local,
 * unique-local or unspecified address, IPv4 or IPv6) before connecting to that very address;
 * at most 3 redirects, each checked the same way; 10 s and 2 MB for the whole. Failures are
 * AppErrors (422) the user can read.
 */
export async function safeFetch(raw: string, options: SafeFetchOptions): Promise<Fetched> {
  const maxBytes = options.maxBytes ?? PAGE_LIMITS.maxBytes
  const timeoutMs = options.timeoutMs ?? PAGE_LIMITS.timeoutMs
  const redirects = options.redirects ?? PAGE_LIMITS.redirects
  const signal = AbortSignal.timeout(timeoutMs)
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    throw new AppError(422, 42270, 'import.badUrl')
  }
  try {
    for (let hop = 0; ; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new AppError(422, 42270, 'import.badUrl')
      }
      if (url.username || url.password) throw new AppError(422, 42270, 'import.badUrl')
      const address = await resolveAddress(url, options.allowHosts)
      const response = await requestOnce(url, address, options, signal)
      const status = response.statusCode ?? 0
      const location = response.headers.location
      if (status >= 300 && status < 400 && location) {
        response.destroy()
        if (hop >= redirects) throw new AppError(422, 42274, 'import.redirects', { max: redirects })
        url = new URL(location, url)
        continue
      }
      if (status < 200 || status >= 300) {
        response.destroy()
        throw new AppError(422, 42271, 'import.fetchFailed', { reason: `HTTP ${status}` })
      }
      const body = await readCapped(response, maxBytes)
      const contentType = String(response.headers['content-type'] ?? '')
      return { url: url.toString(), contentType, body }
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    if (signal.aborted) {
      throw new AppError(422, 42275, 'import.timeout', { seconds: Math.round(timeoutMs / 1000) })
    }
    const code = (error as { code?: string }).code ?? 'network'
    throw new AppError(422, 42271, 'import.fetchFailed', { reason: code })
  }
}
