import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { ImageWidth } from './image-url'

/**
 * Catalogue pictures on disk: `DATA_DIR/covers/originals/<key>` as the source sent them, and
 * `DATA_DIR/covers/<width>/<key>.webp` for each thumbnail made. Keys are hex (image-url.ts), so
 * nothing from a request ever becomes part of a path.
 */
export function createCoverStore(dataDir: string) {
  const root = path.join(dataDir, 'covers')
  const originalFile = (key: string) => path.join(root, 'originals', key)
  const thumbnailFile = (key: string, width: ImageWidth) =>
    path.join(root, String(width), `${key}.webp`)

  /** Written under a temporary name and renamed: a reader never sees half a file. */
  async function writeWhole(file: string, bytes: Buffer): Promise<void> {
    await fs.promises.mkdir(path.dirname(file), { recursive: true })
    const temporary = `${file}.${randomBytes(6).toString('hex')}.part`
    await fs.promises.writeFile(temporary, bytes)
    await fs.promises.rename(temporary, file)
  }

  async function sizeOf(file: string): Promise<number | undefined> {
    try {
      const stat = await fs.promises.stat(file)
      return stat.isFile() ? stat.size : undefined
    } catch {
      return undefined
    }
  }

  return {
    root,
    thumbnailFile,

    /** The thumbnail's size in bytes if it was made already. */
    thumbnailSize: (key: string, width: ImageWidth) => sizeOf(thumbnailFile(key, width)),

    writeThumbnail: (key: string, width: ImageWidth, bytes: Buffer) =>
      writeWhole(thumbnailFile(key, width), bytes),

    async readOriginal(key: string): Promise<Buffer | undefined> {
      try {
        return await fs.promises.readFile(originalFile(key))
      } catch {
        return undefined
      }
    },

    writeOriginal: (key: string, bytes: Buffer) => writeWhole(originalFile(key), bytes),

    async dropOriginal(key: string): Promise<void> {
      await fs.promises.rm(originalFile(key), { force: true })
    },
  }
}

export type CoverStore = ReturnType<typeof createCoverStore>
