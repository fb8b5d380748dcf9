import type { PickedImage } from './pick-image'
import { PHOTO_MAX_BYTES } from './limits'

/** JPEG qualities tried in turn until the file fits; a 1024 px photo fits at the first. */
const QUALITIES = [0.86, 0.72, 0.55]

/** The picture, turned the way the camera held it; null when it cannot be decoded here. */
async function decode(file: Blob | undefined): Promise<ImageBitmap | null> {
  if (!file || typeof createImageBitmap !== 'function') return null
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    return null
  }
}

function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality))
}

/**
 * H5: a photo larger than the upload allows (5 MB), or wider than its place needs (`maxSide`), is
 * drawn again on a canvas at most `maxSide` px a side and sent as a JPEG, instead of being
 * refused: phone cameras take 8-12 MB pictures. One the browser cannot decode (or a browser
 * without createImageBitmap) is left as it is: over 5 MB it is then refused before uploading.
 */
export async function shrinkImage(picked: PickedImage, maxSide: number): Promise<PickedImage> {
  const image = await decode(picked.file)
  if (!image) return picked
  try {
    const longest = Math.max(image.width, image.height)
    const fits = picked.size !== undefined && picked.size <= PHOTO_MAX_BYTES
    if (longest <= maxSide && fits) return picked
    const smaller = await redraw(image, Math.min(1, maxSide / longest))
    if (!smaller) return picked
    URL.revokeObjectURL(picked.path)
    return { path: URL.createObjectURL(smaller), size: smaller.size }
  } finally {
    image.close()
  }
}

/** The picture `scale` times its size as a JPEG within the upload limit, or null. */
async function redraw(image: ImageBitmap, scale: number): Promise<Blob | null> {
  const canvas = document.createElement('canvas')
  canvas.width = Math.max(1, Math.round(image.width * scale))
  canvas.height = Math.max(1, Math.round(image.height * scale))
  const context = canvas.getContext('2d')
  if (!context) return null
  // A JPEG has no transparency: a transparent PNG gets a white ground, not a black one.
  context.fillStyle = '#fff'
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.drawImage(image, 0, 0, canvas.width, canvas.height)
  for (const quality of QUALITIES) {
    const blob = await encode(canvas, quality)
    if (blob && blob.size <= PHOTO_MAX_BYTES) return blob
  }
  return null
}
