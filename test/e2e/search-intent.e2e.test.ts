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

const chipTexts = (page: Page) => page.locator('.understood__text').allTextContents()
const titles = (page: Page) =>
  page.locator('.search-results .dish-card[data-id] .dish-card__title').allTextContents()

async function searchFor(page: Page, q: string) {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
  await page.goto(`${server.url}/#/pages/search/dish?q=${encodeURIComponent(q)}`)
  await page.locator('.understood__chip').first().waitFor()
  await page.locator('.search-results .dish-card[data-id]').first().waitFor()
}

test('简单的早餐: what search understood shows as chips; one tap drops a word', async () => {
  const { page, errors } = await openPhone(browser)
  await searchFor(page, '简单的早餐')
  expect(await chipTexts(page)).toEqual(['简单', '早餐'])
  expect((await titles(page)).length).toBeGreaterThan(3)
  // Chips are at least 44 px tall, and nothing scrolls sideways.
  const box = await page.locator('.understood__chip').first().boundingBox()
  expect(box?.height).toBeGreaterThanOrEqual(44)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await screenshot(page, 'search-intent-zh-Hans')

  await page.locator('.understood__chip').first().click()
  await page.waitForFunction(() => document.querySelectorAll('.understood__text').length === 1)
  expect(await chipTexts(page)).toEqual(['早餐'])
  expect(await page.locator('.search-bar__input input').inputValue()).toBe('早餐')
  expect(errors).toEqual([])
})

test('quick vegetarian breakfast, in English', async () => {
  const { page, errors } = await openPhone(browser, { locale: 'en-US' })
  await searchFor(page, 'quick vegetarian breakfast')
  expect(await chipTexts(page)).toEqual(['Up to 20 min', 'Vegetarian', 'Breakfast'])
  expect((await titles(page)).length).toBeGreaterThan(3)
  await screenshot(page, 'search-intent-en')
  expect(errors).toEqual([])
})
