import { hideToastH5, showToastH5 } from '@/components/dialogs-h5/toast'
import { pageReady, pageShown } from './page-ready'

/**
 * H5: the same four calls as toast.ts, drawn by components/dialogs-h5 instead of Taro's H5 toast
 * (whose module also brought its modal and action sheet into the start-up script).
 */
export const TOAST_DURATION = 1500

/**
 * At launch the app's code runs while the boot loader still covers the screen: a toast then
 * (the home feed failing offline: "network request failed") came and went unseen. Until the
 * first page is shown, toasts wait for it, in the order they were asked for.
 */
function whenShown(draw: () => void) {
  if (pageShown()) draw()
  else void pageReady().then(draw)
}

/**
 * `title` may be a function: worded when drawn. A request failing at launch fails before the
 * reader's strings have arrived (they load beside the app's code): worded then, the toast read
 * "errors.networkFailed".
 */
export async function toast(title: string | (() => string), duration = TOAST_DURATION) {
  whenShown(() => showToastH5(typeof title === 'function' ? title() : title, 'text', duration))
}

export async function toastSuccess(title: string, duration = TOAST_DURATION) {
  whenShown(() => showToastH5(title, 'success', duration))
}

export async function showLoading(title: string) {
  whenShown(() => showToastH5(title, 'loading', 0))
}

export async function hideLoading() {
  whenShown(hideToastH5)
}
