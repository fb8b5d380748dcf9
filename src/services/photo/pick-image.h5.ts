import type { PickedImage } from './pick-image'

export type { PickedImage }

const INPUT_ID = 'sichu-pick-image'

/**
 * H5: Taro's chooseImage runs through its chooseMedia, which brings Taro's device sniffing
 * (platform.js, 5 KB gzip) into every route's start-up script, and on phones first asks "camera
 * or album" in an action sheet that is always in Chinese. A file input for images does the same
 * job: the phone's own chooser offers the camera and the albums, in the phone's language.
 * The blob: URL it gives is what Taro.uploadFile reads on H5, as with chooseImage's paths.
 */
export function pickImage(): Promise<PickedImage | undefined> {
  // A browser without the input's `cancel` event leaves the last one waiting: replace it.
  document.getElementById(INPUT_ID)?.remove()
  const input = document.createElement('input')
  input.id = INPUT_ID
  input.type = 'file'
  input.accept = 'image/*'
  input.style.cssText = 'position:fixed;left:-4000px;top:0;opacity:0'
  return new Promise((resolve) => {
    const finish = (picked: PickedImage | undefined) => {
      input.remove()
      resolve(picked)
    }
    input.addEventListener('change', () => {
      const file = input.files?.[0]
      finish(file ? { path: URL.createObjectURL(file), size: file.size, file } : undefined)
    })
    input.addEventListener('cancel', () => finish(undefined))
    document.body.appendChild(input)
    input.click()
  })
}
