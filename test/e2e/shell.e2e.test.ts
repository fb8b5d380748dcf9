import type { Browser } from 'playwright-core'
import zhHans from '../../src/i18n/locales/zh-Hans'
import { LOGIN_ROUTES, ROUTES, type RouteName } from '../../src/routes'
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

const visibleTitle = '.nav-bar__title:visible'

test('the tab bar is 50px high with 24px icons, 10px labels, orange when selected, and switches tabs', async () => {
  const { page, errors } = await openPhone(browser)
  await page.goto(server.url)
  const bar = page.locator('.weui-tabbar')
  await bar.waitFor()
  expect((await bar.boundingBox())!.height).toBeCloseTo(50, 0)
  const items = page.locator('.weui-tabbar__item')
  expect(await items.count()).toBe(4)
  const icon = await page.locator('.weui-tabbar__icon').first().boundingBox()
  expect(icon!.width).toBeCloseTo(24, 0)
  expect(icon!.height).toBeCloseTo(24, 0)
  const label = (index: number) => items.nth(index).locator('.weui-tabbar__label')
  expect(await label(0).evaluate((el) => getComputedStyle(el).fontSize)).toBe('10px')
  expect(await label(0).evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 122, 26)')
  expect(await label(1).evaluate((el) => getComputedStyle(el).color)).toBe('rgb(140, 140, 140)')
  expect(await label(2).textContent()).toBe('今日饮食')
  await screenshot(page, 'shell-home')

  await items.nth(1).click()
  await page.waitForURL(/#\/pages\/category\/index/)
  // The URL changes before the new page has drawn: wait for its title.
  await page.locator(visibleTitle, { hasText: zhHans.titles.category }).waitFor()
  expect(await page.locator(visibleTitle).count()).toBe(1)
  expect(await label(1).evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 122, 26)')
  expect(await label(0).evaluate((el) => getComputedStyle(el).color)).toBe('rgb(140, 140, 140)')
  await screenshot(page, 'shell-category')
  expect(errors).toEqual([])
})

test('a deep link to each of the 26 routes renders its title', async () => {
  const { page, errors } = await openPhone(browser)
  const names = Object.keys(ROUTES) as RouteName[]
  expect(names).toHaveLength(26)
  for (const name of names) {
    await page.goto('about:blank')
    await page.goto(`${server.url}/#/${ROUTES[name]}?id=1`)
    // Anonymous here: a login-only screen sends the user on to the login page.
    const guarded = LOGIN_ROUTES.includes(name)
    const title = page.locator(visibleTitle, {
      hasText: guarded ? zhHans.titles.login : zhHans.titles[name],
    })
    await title.waitFor()
    if (guarded) await page.waitForURL(/#\/pages\/login\/index\?redirect=/)
    const back = page.locator('.nav-bar__back:visible')
    const isTab = ['home', 'category', 'cart', 'profile'].includes(name)
    expect(await back.count()).toBe(isTab && !guarded ? 0 : 1)
  }
  await screenshot(page, 'shell-deep-link-help')
  expect(errors).toEqual([])
})

test('the root font size is width / 23.4375, capped at 960px', async () => {
  const { page } = await openPhone(browser)
  await page.goto(server.url)
  await page.locator('.nav-bar__title').first().waitFor()
  const rootSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)
  expect(await rootSize()).toBe('16px')
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.waitForFunction(
    () => getComputedStyle(document.documentElement).fontSize === '40.96px',
  )
  expect(await rootSize()).toBe('40.96px')
})

test('the tab bar and titles follow the system language', async () => {
  const { page, errors } = await openPhone(browser, { locale: 'en-GB' })
  await page.goto(server.url)
  await page.locator(visibleTitle).waitFor()
  expect(await page.locator(visibleTitle).textContent()).toBe('Sichu')
  await expect(page.locator('.weui-tabbar__label').nth(1).textContent()).resolves.toBe('Categories')
  await screenshot(page, 'shell-home-en')
  expect(errors).toEqual([])
})

test('only the reader’s language is fetched; another when chosen, the switch waits for it, a reload starts in it', async () => {
  const { page, errors } = await openPhone(browser)
  const fetched: string[] = []
  page.on('request', (request) => {
    const chunk = /\/js\/locale-([\w-]+)\./.exec(request.url())
    if (chunk) fetched.push(chunk[1])
  })
  await page.goto(`${server.url}/#/pages/profile/index`)
  await page.locator(visibleTitle, { hasText: zhHans.titles.profile }).waitFor()
  expect(fetched).toEqual(['zh-Hans'])
  await page.locator('.menu-item--language:visible').first().click()
  await page.locator('.language-list__item[data-locale="en"]:visible').click()
  await page.locator(visibleTitle, { hasText: 'Me' }).waitFor()
  expect(fetched).toEqual(['zh-Hans', 'en'])
  await expect(page.locator('.weui-tabbar__label').nth(1).textContent()).resolves.toBe('Categories')
  await expect(page.locator('.language-list__item:visible').count()).resolves.toBe(0)

  // The saved choice: the page waits for its strings and draws in English from the start.
  const titles: string[] = []
  await page.exposeFunction('sawTitle', (text: string) => titles.push(text))
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const title = document.querySelector('.nav-bar__title')
      if (title?.textContent)
        (window as unknown as { sawTitle: (t: string) => void }).sawTitle(title.textContent)
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  await page.reload()
  await page.locator(visibleTitle, { hasText: 'Me' }).waitFor()
  // English alone: the start-up holds no zh-Hans strings.
  expect(fetched).toEqual(['zh-Hans', 'en', 'en'])
  expect(titles.filter((title) => title !== 'Me')).toEqual([])
  expect(errors).toEqual([])
})
