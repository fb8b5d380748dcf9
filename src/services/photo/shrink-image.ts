import Taro from '@tarojs/taro'
import type { PickedImage } from './pick-image'
import { PHOTO_MAX_BYTES } from './limits'

/**
 * Mini-programs: a photo over the upload limit (5 MB) is compressed by the platform, at most
 * `maxSide` px wide, instead of being refused; the platform says no size for the result.
 * One that cannot be compressed is sent as it is (the server says what it accepts).
 */
export async function shrinkImage(picked: PickedImage, maxSide: number): Promise<PickedImage> {
  if (picked.size !== undefined && picked.size <= PHOTO_MAX_BYTES) return picked
  try {
    const { tempFilePath } = await Taro.compressImage({
      src: picked.path,
      quality: 80,
      compressedWidth: maxSide,
    })
    return { path: tempFilePath }
  } catch {
    return picked
  }
}
