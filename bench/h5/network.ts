import type { Page } from 'playwright-core'

/**
 * Requests in flight on a page, to wait until the network has been quiet for a while: a Taro
 * route loads its page chunk after `load`, and the page then calls the API.
 */
export function watchNetwork(page: Page) {
  let inFlight = 0
  let lastChange = Date.now()
  const change = (delta: number) => {
    inFlight += delta
    lastChange = Date.now()
  }
  page.on('request', () => change(1))
  page.on('requestfinished', () => change(-1))
  page.on('requestfailed', () => change(-1))
  return {
    /** Resolves once nothing has been in flight for `quietMs`, or after `maxMs` in all. */
    async quiet(quietMs: number, maxMs: number): Promise<void> {
      const started = Date.now()
      while (Date.now() - started < maxMs) {
        if (inFlight <= 0 && Date.now() - lastChange >= quietMs) return
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
  }
}
