/**
 * Taro H5 draws its toast as one `.taro__toast` element that it keeps and reuses: shown with
 * `display: block` and faded in, then faded out (opacity 0) and set to `display: none`.
 */
export function toastElement(): HTMLElement | null {
  return document.querySelector<HTMLElement>('.taro__toast')
}

/** The text of the toast on screen, or null when none is showing. */
export function visibleToast(): string | null {
  const el = toastElement()
  if (!el || el.style.display === 'none') return null
  return el.textContent
}

/** Takes any earlier toast off screen, so that a test sees only its own. */
export function dismissToast() {
  const el = toastElement()
  if (el) el.style.display = 'none'
}
