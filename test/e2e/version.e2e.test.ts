import type { Browser } from 'playwright-core'
import { launch, openPhone, screenshot } from './support/browser'
import { startServer, type RunningServer } from './support/server'

let server: RunningServer
let browser: Browser

beforeAll(async () => {
  server = await startServer()
  server.release([
    '--platform',
    'H5',
    '--version',
    '1.3.0',
    '--notes',
    '更快的搜索',
    '--url',
    'https://example.com/sichu-1.3.0.zip',
  ])
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

test('a newer H5 release opens the update modal at launch; "later" dismisses it', async () => {
  const { page, errors } = await openPhone(browser)
  await page.goto(server.url)
  // The modal's own box is empty (its parts are position: fixed); its content box is what shows.
  const modal = page.locator('.h5-modal__card')
  await modal.waitFor({ state: 'visible' })
  expect(await modal.locator('.h5-modal__title').textContent()).toContain('1.3.0')
  expect(await modal.locator('.h5-modal__text').textContent()).toBe('更快的搜索')
  expect(await modal.locator('.h5-modal__confirm').textContent()).toBe('立即更新')
  await screenshot(page, 'version-modal')
  await modal.locator('.h5-modal__cancel').click()
  await modal.waitFor({ state: 'hidden' })

  // Within 5 minutes a reload does not check again.
  const checks: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/app/version/check')) checks.push(request.url())
  })
  await page.reload()
  await page.locator('.nav-bar__title').first().waitFor()
  await page.waitForTimeout(500)
  expect(checks).toEqual([])
  expect(await page.locator('.h5-modal__card').isVisible()).toBe(false)
  expect(errors).toEqual([])
})
