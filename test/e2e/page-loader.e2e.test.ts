import type { Browser, Page } from 'playwright-core'
import { launch, openPhone, screenshot } from './support/browser'
import { startServer, type RunningServer } from './support/server'

let server: RunningServer
let browser: Browser

beforeAll(async () => {
  server = await startServer()
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/**
 * Page chunks: the scripts that index.html does not load itself, other than the reader's strings
 * (`strings: true` holds those instead, and lets the pages' code through).
 */
async function holdPageChunks(page: Page, action: 'delay' | 'fail', { strings = false } = {}) {
  const html = await (await fetch(server.url)).text()
  const entry = new Set([...html.matchAll(/src="\/?([^"]+\.js)"/g)].map((m) => m[1]))
  await page.route(/\/js\/.+\.js$/, async (route) => {
    const file = new URL(route.request().url()).pathname.slice(1)
    if (entry.has(file) || /^js\/locale-/.test(file) !== strings) return route.continue()
    if (action === 'fail') return route.abort()
    await new Promise((resolve) => setTimeout(resolve, 1500))
    return route.continue()
  })
}

test('slow page code shows a loader, then the page', async () => {
  const { page } = await openPhone(browser)
  await holdPageChunks(page, 'delay')
  // Not 'load': a page chunk inserted before it holds the load event back until it arrives.
  await page.goto(`${server.url}/#/pages/help/index`, { waitUntil: 'commit' })
  const loader = page.locator('#sichu-page-loader')
  await loader.waitFor({ state: 'visible' })
  expect(await loader.textContent()).toContain('页面加载中…')
  await screenshot(page, 'page-loader-loading')
  await page.locator('.nav-bar__title').first().waitFor()
  expect(await page.locator('.nav-bar__title').first().textContent()).toBe('帮助中心')
  await loader.waitFor({ state: 'detached' })
})

test('page code that fails to arrive shows an error with a retry that works', async () => {
  const { page } = await openPhone(browser)
  await holdPageChunks(page, 'fail')
  await page.goto(`${server.url}/#/pages/privacy/index`)
  const retry = page.locator('#sichu-page-loader button')
  await retry.waitFor({ state: 'visible' })
  expect(await page.locator('#sichu-page-loader').textContent()).toContain('页面加载失败')
  expect(await retry.textContent()).toBe('重试')
  await screenshot(page, 'page-loader-failed')
  await page.unroute(/\/js\/.+\.js$/)
  await retry.click()
  await page.locator('.nav-bar__title').first().waitFor()
  expect(await page.locator('.nav-bar__title').first().textContent()).toBe('隐私政策')
})

test('strings that cannot be fetched at start-up fail the page with a retry, in the reader’s language', async () => {
  const { page } = await openPhone(browser, { locale: 'fr-FR' })
  await holdPageChunks(page, 'fail', { strings: true })
  await page.goto(`${server.url}/#/pages/privacy/index`)
  const retry = page.locator('#sichu-page-loader button')
  await retry.waitFor({ state: 'visible' })
  // index.html's own words: the app's strings are what did not come.
  expect(await page.locator('#sichu-page-loader').textContent()).toContain(
    'La page n’a pas pu être chargée',
  )
  expect(await retry.textContent()).toBe('Réessayer')
  await page.unroute(/\/js\/.+\.js$/)
  await retry.click()
  await page.locator('.nav-bar__title').first().waitFor()
  expect(await page.locator('.nav-bar__title').first().textContent()).toBe(
    'Politique de confidentialité',
  )
})
