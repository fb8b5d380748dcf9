import { randomBytes } from 'node:crypto'
import { CONTENT_TYPES, type ImageType } from './sniff'

/** A stored upload's name: 128 random bits in hex and the real extension. Nothing else. */
export const UPLOAD_NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/

/** Where an upload's bytes are kept in the file store (files/store.ts). */
export const UPLOADS = 'uploads/'

export function uploadKey(name: string): string {
  return `${UPLOADS}${name}`
}

export function uploadUrl(name: string): string {
  return `/api/uploads/${name}`
}

/** A new random name for an upload of that type. */
export function newUploadName(type: ImageType): string {
  return `${randomBytes(16).toString('hex')}.${type.ext}`
}

/**
 * The content type of an upload's name, or undefined when it is not a name of the stored shape:
 * nothing else (`..`, `/`, `%2f`) is ever looked up.
 */
export function uploadType(name: string): string | undefined {
  const match = UPLOAD_NAME.exec(name)
  return match ? CONTENT_TYPES[match[1] as ImageType['ext']] : undefined
}
