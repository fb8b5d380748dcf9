import type { FileStore, StoredFile } from '../files/store'
import type { ImageWidth } from './image-url'

/**
 * Catalogue pictures in the file store (under DATA_DIR, or in PostgreSQL for every instance):
 * `covers/originals/<key>` as the source sent them, and `covers/<width>/<key>.webp` for each
 * thumbnail made. Keys are hex (image-url.ts), so nothing from a request becomes part of a name.
 */
export function createCoverStore(files: FileStore) {
  const originalKey = (key: string) => `covers/originals/${key}`
  const thumbnailKey = (key: string, width: ImageWidth) => `covers/${width}/${key}.webp`

  return {
    /** The thumbnail's size in bytes if it was made already. */
    thumbnailSize: (key: string, width: ImageWidth) => files.size(thumbnailKey(key, width)),

    /** The thumbnail to send, or undefined. */
    openThumbnail: (key: string, width: ImageWidth): Promise<StoredFile | undefined> =>
      files.open(thumbnailKey(key, width)),

    writeThumbnail: (key: string, width: ImageWidth, bytes: Buffer) =>
      files.write(thumbnailKey(key, width), bytes),

    readOriginal: (key: string) => files.read(originalKey(key)),

    writeOriginal: (key: string, bytes: Buffer) => files.write(originalKey(key), bytes),

    async dropOriginal(key: string): Promise<void> {
      await files.remove(originalKey(key))
    },
  }
}

export type CoverStore = ReturnType<typeof createCoverStore>
