import { element } from './element'
import './index.scss'

export type ToastKind = 'text' | 'success' | 'loading'

/** How long the fade out takes; the element goes once it has faded. */
const FADE_MS = 100

let current: { el: HTMLElement; timer?: ReturnType<typeof setTimeout> } | null = null

/** Takes the toast on screen away (fading), if there is one. */
export function hideToastH5() {
  const shown = current
  if (!shown) return
  current = null
  clearTimeout(shown.timer)
  shown.el.style.opacity = '0'
  setTimeout(() => shown.el.remove(), FADE_MS)
}

/**
 * H5's toast (services/toast.h5.ts): one short message in the middle of the screen, read out by
 * screen readers, gone after `duration` ms; a loading toast stays until hidden and blocks taps
 * meanwhile. A new toast replaces the one showing.
 */
export function showToastH5(title: string, kind: ToastKind, duration: number) {
  hideToastH5()
  const el = element('div', `h5-toast h5-toast--${kind}`)
  el.setAttribute('role', 'status')
  el.setAttribute('aria-live', 'polite')
  const box = element('div', 'h5-toast__box')
  if (kind !== 'text') box.append(element('span', `h5-toast__icon h5-toast__icon--${kind}`))
  box.append(element('p', 'h5-toast__text', title))
  el.append(box)
  document.body.append(el)
  const shown: NonNullable<typeof current> = { el }
  current = shown
  if (kind !== 'loading')
    shown.timer = setTimeout(() => current === shown && hideToastH5(), duration)
}
