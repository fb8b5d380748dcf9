import crypto from 'node:crypto'

export { IMAGE_WIDTHS, type ImageWidth } from '../../../types/recipes'

/**
 * Which picture of a dish: its cover, one of its images (`i0`, `i1` …) or a step's picture
 * (`s0` for the first step …). Only these name a source, and only through the database.
 */
export const SLOT_PATTERN = '^(cover|[is](0|[1-9][0-9]{0,2}))$'

/**
 * SHA-256 in hex. The one-shot `crypto.hash` (Node 20.12+; package.json allows any Node 20)
 * costs about 1 µs, a third of createHash's: each summary row entering the cache pays it once.
 */
const sha256: (text: string) => string =
  typeof crypto.hash === 'function'
    ? (text) => crypto.hash('sha256', text, 'hex')
    : (text) => crypto.createHash('sha256').update(text).digest('hex')

/** The name of a source URL's files on disk and in image_misses: 128 bits of its SHA-256. */
export function sourceKey(url: string): string {
  return sha256(url).slice(0, 32)
}

/** The version part of a picture's URL: it changes when the source URL changes. */
export function versionOf(key: string): string {
  return key.slice(0, 10)
}

const UPLOADS = '/api/uploads/'

/**
 * Where the app loads a catalogue picture from: a path under /api on our own origin, which H5
 * loads as it is and the mini-programs put after the API server's origin (as they do for
 * uploads). A path, not an absolute URL: summaries are cached as JSON text for every caller,
 * and the server cannot know the origin a caller reached it through (a proxy, another host).
 */
export function imagePath(recipeId: number, slot: string, sourceUrl: string): string {
  // A cook's own picture (POST /upload) is on our origin already.
  if (sourceUrl.startsWith(UPLOADS)) return sourceUrl
  return `/api/recipes/${recipeId}/images/${slot}/${versionOf(sourceKey(sourceUrl))}`
}

/** A dish's cover as the app loads it, or null (the app draws the category picture). */
export function coverPath(recipeId: number, sourceUrl: string | null): string | null {
  return sourceUrl === null ? null : imagePath(recipeId, 'cover', sourceUrl)
}
