import Taro from '@tarojs/taro'

export interface PickedImage {
  path: string
  /** Bytes, when the platform tells. */
  size?: number
  /** H5: the picked file itself (shrink-image.h5.ts decodes it). */
  file?: Blob
}

/** One photo from the album or the camera; undefined when the cook cancels. */
export async function pickImage(): Promise<PickedImage | undefined> {
  try {
    const picked = await Taro.chooseImage({
      count: 1,
      sizeType: ['compressed'],
      sourceType: ['album', 'camera'],
    })
    const path = picked.tempFilePaths[0]
    return path ? { path, size: picked.tempFiles?.[0]?.size } : undefined
  } catch {
    return undefined // cancelled
  }
}
