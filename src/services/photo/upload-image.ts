import type { UploadResult } from '@shared/auth'
import { upload } from '@/services/upload'

/** JPEG, PNG or WebP up to 5 MB; answers with the image's URL on this server. */
export function uploadImage(filePath: string) {
  return upload<UploadResult>('/upload', filePath)
}
