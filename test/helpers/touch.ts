type TouchType = 'touchstart' | 'touchmove' | 'touchend'

/** A touch event as the browser sends it (jsdom has no Touch constructor), at a given point. */
export function touchAt(target: Element, type: TouchType, clientX: number, clientY: number) {
  const event = new Event(type, { bubbles: true, cancelable: true })
  const point = [{ clientX, clientY }]
  Object.defineProperty(event, 'touches', { value: type === 'touchend' ? [] : point })
  Object.defineProperty(event, 'changedTouches', { value: point })
  target.dispatchEvent(event)
  return event
}

/** A touch at a given height. */
export function touch(target: Element, type: TouchType, clientY: number) {
  return touchAt(target, type, 100, clientY)
}

/** A finger dragging down `distance` px in a few moves, without lifting. */
export function dragDown(target: Element, distance: number, from = 100) {
  touch(target, 'touchstart', from)
  const steps = 5
  let last: Event | undefined
  for (let i = 1; i <= steps; i += 1)
    last = touch(target, 'touchmove', from + (distance * i) / steps)
  return last
}

/** A finger swiping by (dx, dy) in a few moves and lifting; returns the last move. */
export function swipe(target: Element, dx: number, dy = 0, from = { x: 200, y: 300 }) {
  touchAt(target, 'touchstart', from.x, from.y)
  const steps = 5
  let last: Event | undefined
  for (let i = 1; i <= steps; i += 1) {
    last = touchAt(target, 'touchmove', from.x + (dx * i) / steps, from.y + (dy * i) / steps)
  }
  touchAt(target, 'touchend', from.x + dx, from.y + dy)
  return last
}
