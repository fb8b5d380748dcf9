import { t } from '@/i18n'
import { REQUEST_TIMEOUT } from '@/services/request'
import { toast } from '@/services/toast'
import { PHOTO_MAX_BYTES } from './limits'
import type { PickedImage } from './pick-image'
import { shrinkImage } from './shrink-image'
import { uploadImage } from './upload-image'

export { pickImage, type PickedImage } from './pick-image'

class UploadStalled extends Error {}

/**
 * Taro H5's uploadFile first reads the picked photo with an XHR that has no error handler: when
 * that read fails (a blocked blob: URL) its promise never settles. The spinner must not turn
 * for ever, so the upload gets the request timeout as a deadline of its own.
 */
function withDeadline<T>(promise: Promise<T>, ms = REQUEST_TIMEOUT): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new UploadStalled('upload stalled')), ms)
  })
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer))
}

/**
 * A picked photo, shrunk when it is big (at most `maxSide` px a side), uploaded through
 * POST /upload (the server keeps each user's quota): its URL, or undefined once the cook has been
 * told why not (too big, the quota, no network, no answer).
 */
export async function uploadPhoto(picked: PickedImage, maxSide: number) {
  // A big photo is made smaller here rather than refused; one that stays too big is refused
  // before the wait of an upload.
  const image = await shrinkImage(picked, maxSide)
  if (image.size !== undefined && image.size > PHOTO_MAX_BYTES) {
    void toast(t('errors.photoTooLarge'))
    return undefined
  }
  try {
    const { url } = await withDeadline(uploadImage(image.path))
    return url
  } catch (error) {
    // upload() has shown why, except when the upload never answered.
    if (error instanceof UploadStalled) void toast(t('errors.uploadFailed'))
    return undefined
  }
}
