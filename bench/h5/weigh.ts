/**
 * The weight of a route: every script and stylesheet the browser loads to show it, from a cold
 * cache, each sized as gzip -9 of its bytes (what any server would send at best with gzip; the
 * brotli the server actually sends is smaller but the same for both apps).
 */
import { gzipSync } from 'node:zlib'
import type { Browser, BrowserContext, Response } from 'playwright-core'
import { watchNetwork } from './network'

export const PHONE = { width: 375, height: 812 }

export interface Weight {
  files: number
  raw: number
  gzip: number
  /** Where the browser ended up (a login-only route sends an anonymous user on). */
  landed: string
}

export async function weighRoute(
  browser: Browser,
  url: string,
  prepare?: (context: BrowserContext) => Promise<void>,
  locale = 'zh-CN',
): Promise<Weight> {
  // The browser's language picks the app's locale on a first visit (and so its strings' chunk).
  const context = await browser.newContext({ viewport: PHONE, locale })
  try {
    await prepare?.(context)
    const page = await context.newPage()
    const network = watchNetwork(page)
    const bodies = new Map<string, Promise<Buffer | null>>()
    page.on('response', (response: Response) => {
      const type = response.request().resourceType()
      if (type !== 'script' && type !== 'stylesheet') return
      if (!bodies.has(response.url()))
        bodies.set(
          response.url(),
          response.body().catch(() => null),
        )
    })
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
    await network.quiet(1500, 30_000)
    const landed = new URL(page.url()).hash.replace(/^#\//, '')
    let raw = 0
    let gzip = 0
    for (const body of await Promise.all(bodies.values())) {
      if (!body) throw new Error(`${url}: a script or stylesheet body could not be read`)
      raw += body.length
      gzip += gzipSync(body, { level: 9 }).length
    }
    return { files: bodies.size, raw, gzip, landed }
  } finally {
    await context.close()
  }
}
