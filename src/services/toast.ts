import Taro from '@tarojs/taro'

export const TOAST_DURATION = 1500

/**
 * A plain text toast, 1500 ms unless told otherwise. `title` may be a function that words it
 * when it is drawn (H5 draws a launch toast once the reader's strings have arrived).
 */
export function toast(title: string | (() => string), duration = TOAST_DURATION) {
  const text = typeof title === 'function' ? title() : title
  return Taro.showToast({ title: text, icon: 'none', duration }).catch(() => undefined)
}

export function toastSuccess(title: string, duration = TOAST_DURATION) {
  return Taro.showToast({ title, icon: 'success', duration }).catch(() => undefined)
}

/** The loading toast stays until `hideLoading` is called. */
export function showLoading(title: string) {
  return Taro.showLoading({ title, mask: true }).catch(() => undefined)
}

export async function hideLoading() {
  try {
    await Taro.hideLoading()
  } catch {
    // Nothing was showing.
  }
}
