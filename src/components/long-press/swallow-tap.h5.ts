/** How long after the finger lifts the browser's click for that touch may still come. */
const AFTER_LIFT_MS = 700

let disarm: (() => void) | undefined

/**
 * H5: swallows the click the browser makes when the finger that held a long press lifts. The
 * press's own row may be gone by then (a held favourite or planned dish is removed at once), so
 * the click would land on whatever moved under the finger, the next row, and open its dish; the
 * row's touchend cannot cancel it, as a removed element's touch events reach no one. Listens on
 * the window, before React: the next click is dropped; a new touch, or the time after a lift
 * running out, ends the watch. Answers true: the tap is taken care of here.
 */
export function swallowNextTap(): boolean {
  disarm?.()
  let timer: ReturnType<typeof setTimeout> | undefined
  const swallow = (event: Event) => {
    event.preventDefault()
    event.stopImmediatePropagation()
    stop()
  }
  const lifted = () => {
    clearTimeout(timer)
    timer = setTimeout(stop, AFTER_LIFT_MS)
  }
  const watched: [string, EventListener][] = [
    ['click', swallow],
    ['pointerup', lifted],
    ['touchend', lifted],
    ['pointercancel', lifted],
    ['touchcancel', lifted],
  ]
  const stop = () => {
    clearTimeout(timer)
    for (const [type, listener] of watched) window.removeEventListener(type, listener, true)
    window.removeEventListener('pointerdown', stop, true)
    window.removeEventListener('touchstart', stop, true)
    if (disarm === stop) disarm = undefined
  }
  for (const [type, listener] of watched) window.addEventListener(type, listener, true)
  // A new touch is a new gesture: its tap is the user's.
  window.addEventListener('pointerdown', stop, true)
  window.addEventListener('touchstart', stop, true)
  disarm = stop
  return true
}
