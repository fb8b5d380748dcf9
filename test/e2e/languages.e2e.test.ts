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

/** Search results as an English or French reader sees them: each card keeps the Chinese name. */
async function searchAs(locale: string, q: string) {
  const { page, errors } = await openPhone(browser, { locale, hasTouch: true, isMobile: true })
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort())
  await page.goto(`${server.url}/#/pages/search/dish?q=${encodeURIComponent(q)}`)
  await page.locator('.search-results .dish-card[data-id]:visible').first().waitFor()
  return { page, errors }
}

test('English search in Chinese: the cards show the Chinese name, marked where it matched', async () => {
  const { page, errors } = await searchAs('en-US', '红烧肉')
  const card = page.locator('.search-results .dish-card[data-id]:visible').first()
  expect(await card.locator('.dish-card__title').textContent()).not.toMatch(/\p{Script=Han}/u)
  expect(await card.locator('.dish-card__title-zh').textContent()).toContain('红烧肉')
  expect(await card.locator('.dish-card__title-zh .highlighted__hit').textContent()).toBe('红烧肉')
  // The Chinese name says why it matched: no "Name" line repeats it.
  expect(await card.locator('.search-hit__match').count()).toBe(0)
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
  expect(wide).toBe(false)
  await screenshot(page, 'search-cards-en')
  expect(errors).toEqual([])
  await page.context().close()
})

test('French search by a French word: the French title marked, the Chinese name under it', async () => {
  const { page, errors } = await searchAs('fr-FR', 'poulet')
  const card = page.locator('.search-results .dish-card[data-id]:visible').first()
  expect(await card.locator('.dish-card__title .highlighted__hit').first().textContent()).toMatch(
    /poulet/i,
  )
  expect(await card.locator('.dish-card__title-zh').textContent()).toMatch(/\p{Script=Han}/u)
  await screenshot(page, 'search-cards-fr')
  expect(errors).toEqual([])
  await page.context().close()
})

test('French home feed: two-column cards keep the Chinese name without sideways scroll', async () => {
  const { page, errors } = await openPhone(browser, {
    locale: 'fr-FR',
    hasTouch: true,
    isMobile: true,
  })
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort())
  await page.goto(`${server.url}/#/pages/index/index`)
  const zh = page.locator('.dish-card--tile .dish-card__title-zh:visible')
  await zh.first().waitFor()
  expect(await zh.first().textContent()).toMatch(/\p{Script=Han}/u)
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
  expect(wide).toBe(false)
  await zh.first().scrollIntoViewIfNeeded()
  await screenshot(page, 'home-cards-fr')
  expect(errors).toEqual([])
  await page.context().close()
})

test('English: ingredient notes in English; one not translated yet is said to be Chinese', async () => {
  const { page, errors } = await openDish('en-US', '戚风蛋糕')
  const notes = await page.locator('.ingredient__note:visible').allTextContents()
  expect(notes).toContain('推荐惠宜')
  expect(notes.filter((n) => !/\p{Script=Han}/u.test(n)).length).toBeGreaterThanOrEqual(3)
  expect(await text(page, '.ingredient-list .recipe-detail__untranslated--inline')).toBe(
    'Some ingredient notes are not translated yet; they are shown in Chinese.',
  )
  await page.locator('.ingredient-list:visible').scrollIntoViewIfNeeded()
  await screenshot(page, 'dish-en-notes')
  expect(errors).toEqual([])
  await page.context().close()
})
