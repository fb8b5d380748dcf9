import Taro from '@tarojs/taro'

export const TOAST_DURATION = 1500

/** A plain text toast, 1500 ms unless told otherwise. */
export function toast(title: string, duration = TOAST_DURATION) {
  return Taro.showToast({ title, icon: 'none', duration }).catch(() => undefined)
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
