export interface ImageType {
  ext: 'jpg' | 'png' | 'webp'
  contentType: 'image/jpeg' | 'image/png' | 'image/webp'
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/**
 * The image type by the file's own first bytes (its magic number), never by its name or the
 * type the client declared: an HTML or SVG file renamed .jpg is not a JPEG.
 */
export function sniffImage(bytes: Buffer): ImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { ext: 'jpg', contentType: 'image/jpeg' }
  }
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG)) {
    return { ext: 'png', contentType: 'image/png' }
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return { ext: 'webp', contentType: 'image/webp' }
  }
  return undefined
}

export const CONTENT_TYPES: Record<ImageType['ext'], ImageType['contentType']> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
}
