import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser } from 'playwright-core'
import { launch, openPhone, screenshot } from './support/browser'
import { startServer, type RunningServer } from './support/server'

let server: RunningServer
let browser: Browser
/** A download host of our own: the release files, or a 404. */
let files: Server
let filesUrl: string

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
  files = createServer((req, res) => {
    if (req.url === '/sichu-1.4.0.zip')
      res.writeHead(200, { 'content-type': 'text/plain' }).end('PK')
    else res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve))
  filesUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}`
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await new Promise((resolve) => files?.close(resolve))
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

test('"update now" opens the download only when it answers 200, else says it failed', async () => {
  // The release of beforeAll points at example.com, which this machine cannot reach.
  const { page, errors } = await openPhone(browser)
  await page.goto(server.url)
  const modal = page.locator('.h5-modal__card')
  await modal.waitFor({ state: 'visible' })
  const popups: string[] = []
  page.context().on('page', (opened) => popups.push(opened.url()))
  await modal.locator('.h5-modal__confirm').click()
  await page.locator('.h5-toast__text', { hasText: '下载失败，请稍后再试' }).waitFor()
  expect(popups).toEqual([])

  // A newer release whose file answers 200: it opens in a new tab.
  const download = `${filesUrl}/sichu-1.4.0.zip`
  server.release(['--platform', 'H5', '--version', '1.4.0', '--notes', '更稳定', '--url', download])
  await page.evaluate(() => localStorage.removeItem('sichu:version-checked-at'))
  await page.reload()
  await modal.filter({ hasText: '1.4.0' }).waitFor({ state: 'visible' })
  const [opened] = await Promise.all([
    page.context().waitForEvent('page'),
    modal.locator('.h5-modal__confirm').click(),
  ])
  await opened.waitForURL(download)
  expect(errors).toEqual([])
})
