import { i18n, startStringsReady, t } from '@/i18n'
import { loadingQuietly } from './quiet-chunks'

/** Shown only when a page's code takes longer than this to arrive. */
export const LOADER_DELAY = 200
/** After this the load counts as failed (webpack's chunkLoadTimeout is set to the same). */
export const LOAD_TIMEOUT = 60000

declare const __webpack_require__:
  { e?: (chunkId: string | number) => Promise<unknown> } | undefined

const OVERLAY_ID = 'sichu-page-loader'

function overlay(): HTMLElement {
  let node = document.getElementById(OVERLAY_ID)
  if (!node) {
    node = document.createElement('div')
    node.id = OVERLAY_ID
    node.className = 'page-loader'
    node.setAttribute('role', 'status')
    document.body.appendChild(node)
  }
  return node
}

type LoaderWord = 'pageLoader.loading' | 'pageLoader.failed' | 'common.retry'
const BOOT_ORDER: LoaderWord[] = ['pageLoader.loading', 'pageLoader.failed', 'common.retry']

/**
 * The loader's words: the reader's strings once they are here; before that (a page whose code
 * is slow at start-up, strings that cannot be fetched offline) index.html's own, in the
 * reader's language, which its boot script leaves in `window.sichuBootWords`.
 */
function word(key: LoaderWord): string {
  if (i18n.exists(key)) return t(key)
  const boot = (window as { sichuBootWords?: string[] }).sichuBootWords
  return boot?.[BOOT_ORDER.indexOf(key)] ?? ''
}

function showLoading() {
  const node = overlay()
  // A page-shaped skeleton (bar, picture, lines) rather than a spinner; the words are for readers.
  node.innerHTML =
    '<div class="page-loader__skeleton" aria-hidden="true"><div class="page-loader__bar"></div>' +
    '<div class="page-loader__block"></div><div class="page-loader__line"></div>' +
    '<div class="page-loader__line page-loader__line--short"></div></div>' +
    '<div class="page-loader__text"></div>'
  node.querySelector('.page-loader__text')!.textContent = word('pageLoader.loading')
}

function showFailure() {
  const node = overlay()
  node.innerHTML =
    '<div class="page-loader__text"></div><button type="button" class="page-loader__retry"></button>'
  node.querySelector('.page-loader__text')!.textContent = word('pageLoader.failed')
  const retry = node.querySelector('button')!
  retry.textContent = word('common.retry')
  // A reload asks for the same hash route again, so the page's code is fetched anew.
  retry.addEventListener('click', () => window.location.reload())
}

function hide() {
  document.getElementById(OVERLAY_ID)?.remove()
}

/**
 * Watches webpack's chunk loads (each page is its own chunk): a loader after 200 ms, and an
 * error with a retry button when the chunk fails or has not arrived after 60 s.
 */
export function watchPageLoads(
  target = typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__,
) {
  // index.html's boot loader covered the app's own code; page chunks are watched from here on.
  document.getElementById('sichu-boot')?.remove()
  if (!target?.e) return
  const original = target.e.bind(target)
  let pending = 0
  let failed = false
  let loaderTimer: ReturnType<typeof setTimeout> | undefined
  target.e = (chunkId) => {
    if (loadingQuietly()) return original(chunkId)
    pending += 1
    if (pending === 1 && !failed) loaderTimer = setTimeout(showLoading, LOADER_DELAY)
    const timeout = setTimeout(() => {
      failed = true
      showFailure()
    }, LOAD_TIMEOUT)
    const settle = () => {
      clearTimeout(timeout)
      pending -= 1
      if (pending === 0) {
        clearTimeout(loaderTimer)
        if (!failed) hide()
      }
    }
    // A page is shown in the saved locale from its first frame (its strings are a small chunk
    // asked for at start-up, usually here before the page's code); without them it fails.
    return Promise.all([original(chunkId), startStringsReady()]).then(
      ([value]) => {
        settle()
        return value
      },
      (error: unknown) => {
        failed = true
        settle()
        showFailure()
        throw error
      },
    )
  }
}
