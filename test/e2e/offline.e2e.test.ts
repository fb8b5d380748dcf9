import Database from 'better-sqlite3'
import path from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import {
  image,
  makeDishPhoto,
  startOrigin,
  type ImageOrigin,
} from '../../server/test/covers/origin'
import { launch, openPhone, screenshot } from './support/browser'
import { startServer, type RunningServer } from './support/server'

/**
 * Finding 6 of [16] in the browser: a dish viewed once opens again, with its cover, after the
 * network is gone and the page reloaded (the service worker and the kept dishes); a screen that
 * needs the network says so and lists what is kept, under a tab bar whose icons still draw.
 */

let server: RunningServer
let origin: ImageOrigin
let browser: Browser
let dishId: number

beforeAll(async () => {
  origin = await startOrigin({ '/dish.jpg': image(await makeDishPhoto(40), 'image/jpeg') })
  server = await startServer()
  // The catalogue's photos live on a host this machine cannot reach: one dish gets a local one.
  const db = new Database(path.join(server.dataDir, 'sichu.db'))
  const row = db
    .prepare('select id from recipes where cover is not null order by id limit 1')
    .get() as { id: number }
  dishId = row.id
  db.prepare('update recipes set cover = ? where id = ?').run(`${origin.base}/dish.jpg`, dishId)
  db.close()
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await origin?.close()
})

const visible = (page: Page, selector: string) => page.locator(`${selector}:visible`).first()

/** Requests that reached the network after the switch: none may succeed. */
function watchNetwork(context: BrowserContext) {
  const reached: string[] = []
  context.on('requestfinished', (request) => {
    void request.response().then((response) => {
      if (response && !response.fromServiceWorker()) reached.push(request.url())
    })
  })
  return reached
}

const heroPhoto = '.recipe-hero__cover:visible .recipe-image__photo--loaded'
const naturalWidth = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const img = el.tagName === 'IMG' ? el : el.querySelector('img')
      return (img as HTMLImageElement | null)?.naturalWidth ?? 0
    })

/** Every tab icon drawn (a broken image has no natural width). */
const brokenTabIcons = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>('.weui-tabbar__icon'))
      .filter((img) => !img.complete || img.naturalWidth === 0)
      .map((img) => img.getAttribute('src')),
  )

async function viewThenGoOffline(locale: string, shot: string) {
  const { page, errors } = await openPhone(browser, { locale, hasTouch: true, isMobile: true })
  const context = page.context()
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort())
  await page.goto(`${server.url}/#/pages/food/detail?id=${dishId}`)
  await page.locator(heroPhoto).waitFor()
  // The worker installs after the page's load and keeps the shell; the dish page kept the dish.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await page.waitForFunction(
    async (id) => {
      const kept = await caches.open('sichu-kept')
      const keys = (await kept.keys()).map((request) => new URL(request.url).pathname)
      return keys.includes(`/api/recipes/${id}`) && keys.some((key) => key.includes('/images/'))
    },
    dishId,
    { polling: 100 },
  )
  await screenshot(page, `${shot}-online`)

  await context.setOffline(true)
  const reached = watchNetwork(context)
  await page.reload()
  await page.locator(heroPhoto).waitFor()
  return { page, errors, reached }
}

test('a dish viewed once opens offline after a reload, with its cover', async () => {
  const { page, errors, reached } = await viewThenGoOffline('zh-CN', 'offline-dish-zh')
  expect(await naturalWidth(page, heroPhoto)).toBe(750)
  expect(await visible(page, '.recipe-hero__title').textContent()).toBeTruthy()
  await visible(page, '.nav-bar__offline').waitFor()
  expect(await visible(page, '.nav-bar__offline').textContent()).toBe(
    '离线中：能打开保存在本机的菜谱；收藏、计划和记录要联网',
  )
  await screenshot(page, 'offline-dish-zh')

  // Home needs the network for its feed: the offline state, the kept dish, drawn tab icons.
  await page.goto(`${server.url}/#/pages/index/index`)
  const state = visible(page, '.recommended-feed .offline-state')
  await state.waitFor()
  expect(await state.locator('.offline-state__text').textContent()).toBe('推荐要联网才能加载。')
  expect(await state.locator('.offline-state__dish').getAttribute('data-id')).toBe(String(dishId))
  await visible(page, '.weui-tabbar').waitFor()
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>('.weui-tabbar__icon')).every(
      (img) => img.complete,
    ),
  )
  expect(await brokenTabIcons(page)).toEqual([])
  await screenshot(page, 'offline-home-zh')

  // Another tab (its selected icon was never shown before) and a search: the same.
  await page.locator('.weui-tabbar__item').nth(1).click()
  await page.waitForURL(/category/)
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>('.weui-tabbar__icon')).every(
      (img) => img.complete,
    ),
  )
  expect(await brokenTabIcons(page)).toEqual([])
  await page.goto(`${server.url}/#/pages/search/dish?q=${encodeURIComponent('鸡蛋')}`)
  // The category tab stays in the page, hidden, behind the search screen: look in the latter.
  await visible(page, '.search-screen .offline-state').waitFor()
  expect(await visible(page, '.search-screen .offline-state__text').textContent()).toBe(
    '搜索要联网才能用。',
  )
  await screenshot(page, 'offline-search-zh')

  // The kept dish opens from there.
  await visible(page, '.search-screen .offline-state__dish').click()
  await page.waitForURL(/food\/detail/)
  await page.locator(heroPhoto).waitFor()

  expect(reached).toEqual([])
  // Offline, the failed calls are the network's (the request layer toasts them), not the app's.
  expect(
    errors.filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(e)),
  ).toEqual([])
  await page.context().close()
})

test('in English: the kept dish, and a dish never viewed says it is not kept', async () => {
  const { page, reached } = await viewThenGoOffline('en-US', 'offline-dish-en')
  await visible(page, '.nav-bar__offline').waitFor()
  await screenshot(page, 'offline-dish-en')

  await page.goto(`${server.url}/#/pages/food/detail?id=${dishId + 1}`)
  const state = visible(page, '.offline-state')
  await state.waitFor()
  expect(await state.locator('.offline-state__text').textContent()).toBe(
    'This dish is not saved on this phone yet. Open it again once you are online.',
  )
  expect(await state.locator('.offline-state__dish').count()).toBe(1)
  await screenshot(page, 'offline-not-kept-en')

  await page.goto(`${server.url}/#/pages/index/index`)
  await visible(page, '.recommended-feed .offline-state').waitFor()
  expect(await brokenTabIcons(page)).toEqual([])
  await screenshot(page, 'offline-home-en')
  expect(reached).toEqual([])
  await page.context().close()
})

test('a session that ends (here a refused token; a logout the same) forgets the kept dishes', async () => {
  const { page } = await openPhone(browser, { hasTouch: true, isMobile: true })
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort())
  // A session the server does not know: the first call answers 401 and the session ends,
  // as a logout does (services/kept-dishes.ts forgets on any end of a session).
  await page.goto(`${server.url}/#/pages/food/detail?id=${dishId}`)
  await page.locator(heroPhoto).waitFor()
  await page.waitForFunction(
    async (id) => Boolean(await (await caches.open('sichu-kept')).match(`/api/recipes/${id}`)),
    dishId,
  )
  await page.evaluate(() => {
    const state = { token: 'gone', userInfo: null, rememberedAccount: null, newVersion: null }
    localStorage.setItem(
      'sichu:session',
      JSON.stringify({ data: JSON.stringify({ state, version: 1 }) }),
    )
  })
  await page.reload()
  await page.waitForFunction(
    () => !JSON.parse(localStorage.getItem('sichu:session') ?? '{}').data?.includes('gone'),
  )
  await page.waitForFunction(async () => !(await caches.has('sichu-kept')))
  expect(await page.evaluate(() => localStorage.getItem('sichu:kept'))).toBeNull()
  await page.context().close()
})
