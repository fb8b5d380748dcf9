import type { Browser, Page } from 'playwright-core'
import { launch, openPhone } from './support/browser'
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

/** Every request the page makes, by path (with the query), in order. */
function requests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    seen.push(url.pathname + url.search)
  })
  return seen
}

/** The files index.html's first lines preloaded (its own <link rel=preload>, added at once). */
const preloaded = (page: Page) =>
  page.$$eval('link[rel=preload]', (links) =>
    links.map((link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`),
  )

/** The page's own script and stylesheet, without the reader's strings (checked on their own). */
const pageLinks = (links: string[]) => links.filter((link) => !/\/locale-/.test(link))

test('a cold launch on home preloads its page code and asks for the feed once, shown as cards', async () => {
  const { page, errors } = await openPhone(browser)
  const seen = requests(page)
  await page.goto(server.url)
  await page.locator('.recommended-feed .dish-card[data-id]').first().waitFor()
  const links = await preloaded(page)
  expect(links).toHaveLength(3)
  expect(links.filter((link) => /\/locale-/.test(link))).toEqual([
    expect.stringMatching(/^script \/js\/locale-zh-Hans\.\w+\.js$/),
  ])
  expect(
    pageLinks(links)
      .map((link) => link.split(' ')[0])
      .sort(),
  ).toEqual(['script', 'style'])
  // The page's chunk was fetched once: the preload, reused by webpack's own tag.
  for (const link of links) {
    const file = link.split(' ')[1]!
    expect(seen.filter((path) => path === file)).toHaveLength(1)
  }
  expect(seen.filter((path) => path.startsWith('/api/recipes/recommended'))).toEqual([
    '/api/recipes/recommended?page=1&pageSize=10',
  ])
  expect(errors).toEqual([])
})

test('a launch on another page preloads that page, not home, and asks for no feed', async () => {
  const { page, errors } = await openPhone(browser)
  const seen = requests(page)
  await page.goto(`${server.url}/#/pages/help/index`)
  await page.locator('.nav-bar__title:visible').first().waitFor()
  expect(await page.locator('.nav-bar__title:visible').first().textContent()).toBe('帮助中心')
  const home = await openPhone(browser)
  await home.page.goto(server.url)
  const homeLinks = pageLinks(await preloaded(home.page))
  const links = pageLinks(await preloaded(page))
  expect(links).toHaveLength(2)
  expect(links.some((link) => homeLinks.includes(link))).toBe(false)
  expect(seen.filter((path) => path.startsWith('/api/recipes/recommended'))).toEqual([])
  expect(errors).toEqual([])
  await home.page.context().close()
})

test('an English reader preloads English strings, and no zh-Hans ones are fetched', async () => {
  const { page, errors } = await openPhone(browser, { locale: 'en-US' })
  const seen = requests(page)
  await page.goto(server.url)
  await page.locator('.recommended-feed .dish-card[data-id]').first().waitFor()
  expect((await preloaded(page)).filter((link) => /\/locale-/.test(link))).toEqual([
    expect.stringMatching(/^script \/js\/locale-en\.\w+\.js$/),
  ])
  expect(seen.filter((path) => /\/locale-/.test(path))).toEqual([
    expect.stringMatching(/\/js\/locale-en\./),
  ])
  expect(await page.locator('.weui-tabbar__label').allTextContents()).toEqual([
    'Home',
    'Categories',
    'Today',
    'Me',
  ])
  // Nothing in the scripts the page ran is Chinese interface text.
  expect(await page.locator('.nav-bar__title:visible').first().textContent()).toBe('Sichu')
  expect(errors).toEqual([])
})
