import type { Browser } from 'playwright-core'
import { launch, openPhone, screenshot } from './support/browser'
import { startServer, type RunningServer } from './support/server'

/**
 * The dish page as an English, French or Traditional-Chinese reader sees it (SPEC §8.4): the real
 * server and its seeded catalogue, the app chosen by the browser's language.
 */
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

async function idOf(title: string): Promise<number> {
  const url = `${server.url}/api/search/dishes?q=${encodeURIComponent(title)}`
  const body = (await (await fetch(url)).json()) as { content: { list: { id: number }[] } }
  return body.content.list[0]!.id
}

async function openDish(locale: string, title: string) {
  const { page, errors } = await openPhone(browser, { locale, hasTouch: true, isMobile: true })
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort())
  await page.goto(`${server.url}/#/pages/food/detail?id=${await idOf(title)}`)
  await page.locator('.recipe-hero__title:visible').waitFor()
  await page.locator('.ingredient:visible').first().waitFor()
  return { page, errors }
}

const text = async (page: import('playwright-core').Page, selector: string) =>
  page.locator(`${selector}:visible`).first().textContent()

test('English: translated title with the Chinese beside it, eggs, English steps', async () => {
  const { page } = await openDish('en-US', '西红柿炒鸡蛋')
  expect(await text(page, '.recipe-hero__title')).toBe('Stir-fried tomato and egg')
  expect(await text(page, '.recipe-hero__title-zh')).toBe('西红柿炒鸡蛋')
  const names = await page.locator('.ingredient__name > :first-child:visible').allTextContents()
  expect(names).toContain('Eggs')
  expect(await page.locator('.recipe-detail__untranslated:visible').count()).toBe(0)
  expect(await text(page, '.steps-preview__text')).not.toMatch(/\p{Script=Han}/u)
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
  expect(wide).toBe(false)
  await screenshot(page, 'dish-en')
  await page.locator('.steps-preview:visible').scrollIntoViewIfNeeded()
  await screenshot(page, 'dish-en-ingredients')
  await page.context().close()
})

test('French: a dish not translated yet says so, its ingredients in French', async () => {
  const { page } = await openDish('fr-FR', '咖喱炒蟹')
  expect(await text(page, '.recipe-hero__title')).toBe('Crabe sauté au curry')
  expect(await text(page, '.recipe-detail__untranslated')).toBe(
    'Les étapes ne sont pas encore traduites ; elles sont affichées en chinois.',
  )
  await screenshot(page, 'dish-fr')
  await page.locator('.steps-preview:visible').scrollIntoViewIfNeeded()
  await screenshot(page, 'dish-fr-steps')
  await page.context().close()
})

test('Traditional Chinese: 水產 and the converted texts', async () => {
  const { page } = await openDish('zh-TW', '咖喱炒蟹')
  expect(await text(page, '.recipe-hero__category')).toBe('水產')
  expect(await page.locator('.recipe-hero__title-zh:visible').count()).toBe(0)
  await screenshot(page, 'dish-zh-hant')
  await page.context().close()
})
