import { hideToastH5, showToastH5 } from '@/components/dialogs-h5/toast'

/**
 * H5: the same four calls as toast.ts, drawn by components/dialogs-h5 instead of Taro's H5 toast
 * (whose module also brought its modal and action sheet into the start-up script).
 */
export const TOAST_DURATION = 1500

export async function toast(title: string, duration = TOAST_DURATION) {
  showToastH5(title, 'text', duration)
}

export async function toastSuccess(title: string, duration = TOAST_DURATION) {
  showToastH5(title, 'success', duration)
}

export async function showLoading(title: string) {
  showToastH5(title, 'loading', 0)
}

export async function hideLoading() {
  hideToastH5()
}
