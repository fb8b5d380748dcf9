/**
 * jsdom has no IntersectionObserver, which Taro's H5 Image uses for `lazyLoad`. This one says
 * every observed element is on screen, so lazy images get their `src` at once.
 */
class OnScreenObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    const entry = {
      target,
      isIntersecting: true,
      intersectionRatio: 1,
    } as IntersectionObserverEntry
    this.callback([entry], this as unknown as IntersectionObserver)
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
}

if (typeof window !== 'undefined' && !('IntersectionObserver' in window)) {
  Object.assign(window, { IntersectionObserver: OnScreenObserver })
}

export {}
