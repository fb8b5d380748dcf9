/**
 * jsdom lays nothing out, so it has no IntersectionObserver. This one never decides by itself
 * that an element is on screen: a test says so with `bringOnScreen` (a list's foot scrolled into
 * view, which loads the next page: components/load-more).
 */
class ScreenObserver {
  readonly targets = new Set<Element>()
  constructor(readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.targets.add(target)
    observers.add(this)
  }
  unobserve(target: Element) {
    this.targets.delete(target)
  }
  disconnect() {
    this.targets.clear()
    observers.delete(this)
  }
  takeRecords() {
    return []
  }
}

const observers = new Set<ScreenObserver>()

/** Tells the observers of `target` that it came on screen (or left it). */
export function bringOnScreen(target: Element, onScreen = true) {
  for (const observer of [...observers]) {
    if (!observer.targets.has(target)) continue
    const entry = { target, isIntersecting: onScreen, intersectionRatio: onScreen ? 1 : 0 }
    observer.callback(
      [entry as IntersectionObserverEntry],
      observer as unknown as IntersectionObserver,
    )
  }
}

if (typeof window !== 'undefined' && !('IntersectionObserver' in window)) {
  Object.assign(window, { IntersectionObserver: ScreenObserver })
}
