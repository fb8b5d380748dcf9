/**
 * One throttled cold load, with Lighthouse's mobile settings: 150 ms round trip, 1.6 Mbps down,
 * 750 Kbps up, the CPU slowed down 4×, at 375x812. Reads first contentful paint, the largest
 * contentful paint, Total Blocking Time and when the first dish card was on screen.
 */
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { watchNetwork } from './network'
import { PHONE } from './weigh'

const PROBE = path.join(__dirname, 'probe.js')
/** The load is over when neither the network nor the main thread has done anything for 5 s. */
const QUIET_MS = 5000

export interface LoadRun {
  fcp: number
  lcp: number
  /** Σ (long task − 50 ms) after first contentful paint, until the load was quiet. */
  tbt: number
  /** Σ (long task − 50 ms) for every long task from navigation start: start-up included. */
  blocking: number
  firstCard: number | null
}

interface Probe {
  fcp: number | null
  lcp: number | null
  longTasks: [number, number][]
  firstCard: number | null
}

/** Lighthouse's rule: the part of each task after FCP, less 50 ms, when over 50 ms. */
export function totalBlockingTime(tasks: [number, number][], fcp: number, end: number): number {
  let total = 0
  for (const [start, duration] of tasks) {
    const from = Math.max(start, fcp)
    const to = Math.min(start + duration, end)
    if (to - from > 50) total += to - from - 50
  }
  return total
}

export async function throttledLoad(
  browser: Browser,
  url: string,
  waitForCard: boolean,
  locale = 'zh-CN',
): Promise<LoadRun> {
  const context = await browser.newContext({ viewport: PHONE, locale })
  try {
    await context.addInitScript({ path: PROBE })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    const network = watchNetwork(page)
    await page.goto(url, { waitUntil: 'load', timeout: 180_000 })
    const read = () => page.evaluate('window.__bench') as Promise<Probe>
    // Quiet: no request in flight and no long task for QUIET_MS (or 60 s in all).
    const started = Date.now()
    for (;;) {
      await network.quiet(QUIET_MS, 60_000)
      const probe = await read()
      const last = probe.longTasks.reduce((end, [s, d]) => Math.max(end, s + d), 0)
      const now = (await page.evaluate('performance.now()')) as number
      const cardPending = waitForCard && probe.firstCard === null
      if ((now - last >= QUIET_MS && !cardPending) || Date.now() - started > 90_000) break
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    const probe = await read()
    if (probe.fcp === null || probe.lcp === null) throw new Error(`${url}: no paint was observed`)
    const end = (await page.evaluate('performance.now()')) as number
    return {
      fcp: probe.fcp,
      lcp: probe.lcp,
      tbt: totalBlockingTime(probe.longTasks, probe.fcp, end),
      blocking: totalBlockingTime(probe.longTasks, 0, end),
      firstCard: probe.firstCard,
    }
  } finally {
    await context.close()
  }
}
