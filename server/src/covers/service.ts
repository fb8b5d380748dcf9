import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../lib/clock'
import { fetchSource, SourceFailure, type FetchLimits } from './fetch-source'
import { sourceKey, type ImageWidth } from './image-url'
import { createLimiter } from './limiter'
import type { CoverRepository } from './repository'
import type { CoverStore } from './store'
import { makeThumbnail } from './thumbnail'

export interface CoverOptions extends FetchLimits {
  /** How long a source that failed is left alone. */
  missMs: number
  /** Outbound fetches at a time, for the whole process. */
  fetches: number
}

export const COVER_DEFAULTS: CoverOptions = {
  timeoutMs: 5_000,
  maxBytes: 8 * 1024 * 1024,
  missMs: 6 * 60 * 60 * 1000,
  fetches: 4,
}

/** How a source's bytes are fetched (fetch-source.ts, or a guarded fetch for users' URLs). */
export type Fetcher = (url: string, limits: FetchLimits) => Promise<Buffer>

export interface Thumbnail {
  key: string
  size: number
}

interface Deps {
  store: CoverStore
  repo: CoverRepository
  clock: Clock
  log: FastifyBaseLogger
}

/** The pending work of a key, shared by every request that asks while it runs. */
function sharedByKey<T>() {
  const pending = new Map<string, Promise<T>>()
  return (key: string, work: () => Promise<T>): Promise<T> => {
    let promise = pending.get(key)
    if (!promise) {
      promise = work().finally(() => pending.delete(key))
      pending.set(key, promise)
    }
    return promise
  }
}

/**
 * Thumbnails of catalogue pictures: each source is fetched once into the store, each width made
 * once from it; a source that fails is remembered (in the database, for every instance) and not
 * asked again for `missMs`. Requests for the same picture while it is being made wait for the
 * same work instead of starting their own.
 */
export function createCoverService(deps: Deps, options: CoverOptions = COVER_DEFAULTS) {
  const { store, repo, clock, log } = deps
  const outbound = createLimiter(options.fetches)
  const originalOnce = sharedByKey<Buffer | undefined>()
  const thumbnailOnce = sharedByKey<number | undefined>()

  async function miss(key: string, url: string, reason: string): Promise<undefined> {
    log.warn({ source: url, reason }, 'catalogue picture unavailable')
    await repo.rememberMiss(key, clock.now() + options.missMs, reason)
    return undefined
  }

  async function original(key: string, url: string, fetcher: Fetcher): Promise<Buffer | undefined> {
    const stored = await store.readOriginal(key)
    if (stored) return stored
    if ((await repo.missedUntil(key, clock.now())) !== undefined) return undefined
    let bytes: Buffer
    try {
      bytes = await outbound(() => fetcher(url, options))
    } catch (error) {
      if (error instanceof SourceFailure) return miss(key, url, error.reason)
      throw error
    }
    await store.writeOriginal(key, bytes)
    await repo.forgetMiss(key)
    return bytes
  }

  async function make(
    key: string,
    url: string,
    width: ImageWidth,
    fetcher: Fetcher,
  ): Promise<number | undefined> {
    const made = await store.thumbnailSize(key, width)
    if (made !== undefined) return made
    const bytes = await originalOnce(key, () => original(key, url, fetcher))
    if (!bytes) return undefined
    let thumbnail: Buffer
    try {
      thumbnail = await makeThumbnail(bytes, width)
    } catch {
      // Image magic but no image (truncated, corrupt): as good as a source that failed.
      await store.dropOriginal(key)
      return miss(key, url, 'does not decode')
    }
    await store.writeThumbnail(key, width, thumbnail)
    return thumbnail.length
  }

  return {
    /**
     * The thumbnail of the picture at `url` (a catalogue URL), or undefined if there is none;
     * `fetcher` fetches a URL a user gave (covers/safe-image.ts, SSRF-guarded).
     */
    async thumbnail(
      url: string,
      width: ImageWidth,
      fetcher: Fetcher = fetchSource,
    ): Promise<Thumbnail | undefined> {
      const key = sourceKey(url)
      const size = await thumbnailOnce(`${key}:${width}`, () => make(key, url, width, fetcher))
      return size === undefined ? undefined : { key, size }
    },
  }
}

export type CoverService = ReturnType<typeof createCoverService>
