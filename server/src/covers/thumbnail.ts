import sharp from 'sharp'
import type { ImageWidth } from './image-url'
import { createLimiter } from './limiter'

// One libvips thread per image and one image at a time: on a 2-core machine a burst of first
// visits then takes one core at most, and the API keeps the other.
sharp.concurrency(1)
// The originals are read once per width; libvips' operation cache would only hold memory.
sharp.cache(false)
const oneAtATime = createLimiter(1)

/** WebP quality: 75 keeps food photos clean at phone sizes at about a third of JPEG's bytes. */
const QUALITY = 75

/**
 * A WebP `width` px wide (never enlarged), turned upright by its EXIF orientation, without
 * metadata. Rejects when the bytes do not decode as an image.
 */
export function makeThumbnail(original: Buffer, width: ImageWidth): Promise<Buffer> {
  return oneAtATime(() =>
    sharp(original, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: QUALITY })
      .toBuffer(),
  )
}
