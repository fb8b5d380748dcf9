import { useState } from 'react'
import { t } from '@/i18n'
import { AVATAR_MAX_SIDE } from '@/services/photo/limits'
import { pickImage, uploadPhoto } from '@/services/photo/upload-photo'
import { toastSuccess } from '@/services/toast'
import { useSessionStore } from '@/stores/session-store'
import { updateUserInfo } from '../api/update-user-info'

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
      const url = await uploadPhoto(picked, AVATAR_MAX_SIDE)
      if (!url) return
      const changes = await updateUserInfo({ avatar: url })
      useSessionStore.getState().mergeUserInfo({ avatar: url, ...changes })
      void toastSuccess(t('profile.avatar.done'))
    } catch {
      // request() has shown why.
    } finally {
      setUploading(false)
    }
  }

  return { uploading, changeAvatar }
}
