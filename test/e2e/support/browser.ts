import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core'

export const PHONE = { width: 375, height: 812 }
const SHOTS = path.resolve(__dirname, '../../../test-results/e2e')

/** Debian's Chromium, headless, with nothing that reaches for the (closed) network. */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

export interface PhonePage {
  page: Page
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[]
}

/** A fresh phone-sized context (own storage) in Simplified Chinese unless told otherwise. */
export async function openPhone(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<PhonePage> {
  const context = await browser.newContext({ viewport: PHONE, locale: 'zh-CN', ...options })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    // The catalogue's photos live on a remote host this machine cannot reach; the app then draws
    // the category's placeholder. Such a failed download is the network's, not the app's.
    const from = message.location().url
    const remote =
      /^https?:\/\//.test(from) && !/^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(from)
    // Our server answers 404 for a catalogue picture whose source gave none (that host again).
    const missingPicture = /\/api\/recipes\/\d+\/images\//.test(from)
    if (message.text().startsWith('Failed to load resource') && (remote || missingPicture)) return
    errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return { page, errors }
}

/** Kept as test artefacts in test-results/e2e (not committed). */
/**
 * A screenshot once the page has stopped moving: Taro's page transition slides a new page in,
 * and a shot taken during it shows half a screen. Endless animations (spinners, skeletons) are
 * not waited for, and nothing is waited for longer than 2 s.
 */
export async function screenshot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  )
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) })
}

/**
 * Taps "next" through a dish's cooking steps until the last step's record button shows and can
 * be tapped (inside a record it waits for the record's dishes first).
 */
export async function toLastStep(page: Page) {
  await page.locator('.cooking__counter:visible').first().waitFor()
  while (!(await page.locator('.record-cooking:visible').count())) {
    await page.locator('.cooking__nav .pill-button--primary:visible').first().click()
  }
  await page.locator('.record-cooking:visible:not(.pill-button--disabled)').first().waitFor()
}
