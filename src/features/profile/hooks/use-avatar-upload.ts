import { useState } from 'react'
import { t } from '@/i18n'
import { REQUEST_TIMEOUT } from '@/services/request'
import { toast, toastSuccess } from '@/services/toast'
import { useSessionStore } from '@/stores/session-store'
import { updateUserInfo } from '../api/update-user-info'
import { uploadImage } from '../api/upload-image'
import { AVATAR_MAX_BYTES } from './avatar-limits'
import { pickImage } from './pick-image'
import { shrinkImage } from './shrink-image'

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
 * Choose a photo, shrink it when it is big, upload it, make it the avatar, and keep the stored
 * userInfo in step.
 */
export function useAvatarUpload() {
  const [uploading, setUploading] = useState(false)

  async function changeAvatar() {
    if (uploading) return
    const picked = await pickImage()
    if (!picked) return
    setUploading(true)
    try {
      // A big photo is made smaller here rather than refused; one that stays too big is refused
      // before the wait of an upload.
      const image = await shrinkImage(picked)
      if (image.size !== undefined && image.size > AVATAR_MAX_BYTES) {
        void toast(t('profile.avatar.tooLarge'))
        return
      }
      const { url } = await withDeadline(uploadImage(image.path))
      const changes = await updateUserInfo({ avatar: url })
      useSessionStore.getState().mergeUserInfo({ avatar: url, ...changes })
      void toastSuccess(t('profile.avatar.done'))
    } catch (error) {
      // upload() and request() have shown why, except when the upload never answered.
      if (error instanceof UploadStalled) void toast(t('errors.uploadFailed'))
    } finally {
      setUploading(false)
    }
  }

  return { uploading, changeAvatar }
}
