import { useState } from 'react'
import { DISH_PHOTO_MAX_SIDE } from '@/services/photo/limits'
import { pickImage, uploadPhoto } from '@/services/photo/upload-photo'

/** A cover or step photo: picked, shrunk and uploaded (the upload's quota applies), then `onUrl`. */
export function usePhotoUpload(onUrl: (url: string) => void) {
  const [uploading, setUploading] = useState(false)
  async function choose() {
    if (uploading) return
    const picked = await pickImage()
    if (!picked) return
    setUploading(true)
    try {
      const url = await uploadPhoto(picked, DISH_PHOTO_MAX_SIDE)
      if (url) onUrl(url)
    } finally {
      setUploading(false)
    }
  }
  return { uploading, choose }
}
