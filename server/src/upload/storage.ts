import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { CONTENT_TYPES, type ImageType } from './sniff'

/** A stored upload's name: 128 random bits in hex and the real extension. Nothing else. */
export const UPLOAD_NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/

export function uploadsDirOf(dataDir: string): string {
  return path.join(dataDir, 'uploads')
}

export function uploadUrl(name: string): string {
  return `/api/uploads/${name}`
}

/** A new random name for an upload of that type. */
export function newUploadName(type: ImageType): string {
  return `${randomBytes(16).toString('hex')}.${type.ext}`
}

/** Writes the bytes under their (new) name, never overwriting. */
export async function writeUpload(dir: string, name: string, bytes: Buffer): Promise<void> {
  await fs.promises.writeFile(path.join(dir, name), bytes, { flag: 'wx' })
}

/**
 * The file behind a name and its content type, or undefined. Only names of the exact stored
 * shape are looked up, so no path (`..`, `/`, `%2f`) can ever reach the file system.
 */
export async function findUpload(dir: string, name: string) {
  const match = UPLOAD_NAME.exec(name)
  if (!match) return undefined
  const file = path.join(dir, name)
  try {
    const stat = await fs.promises.stat(file)
    if (!stat.isFile()) return undefined
    return { file, size: stat.size, contentType: CONTENT_TYPES[match[1] as ImageType['ext']] }
  } catch {
    return undefined
  }
}
