import Database from 'better-sqlite3'
import path from 'node:path'
import type { Browser, Locator } from 'playwright-core'
import {
  image,
  makeDishPhoto,
  startOrigin,
  type ImageOrigin,
} from '../../server/test/covers/origin'
import { launch, openPhone, screenshot } from './support/browser'
import { startServer, type RunningServer } from './support/server'

let server: RunningServer
let origin: ImageOrigin
let browser: Browser
const PHOTOS = 4

/**
 * The real server whose catalogue points at a local image host (the real one cannot be reached
 * from here): the app then shows real photos, fetched once by our server and served from our
 * own origin as WebP thumbnails.
 */
beforeAll(async () => {
  const photos: Record<string, ReturnType<typeof image>> = {}
  for (let i = 0; i < PHOTOS; i++) {
    photos[`/dish-${i}.jpg`] = image(await makeDishPhoto(i * 80), 'image/jpeg')
  }
  origin = await startOrigin(photos)
  server = await startServer()
  // The catalogue was imported at boot with the remote URLs; point the dishes with a photo here
  // before any page reads them.
  const db = new Database(path.join(server.dataDir, 'sichu.db'))
  db.prepare(
    `update recipes set cover = ? || '/dish-' || (id % ${PHOTOS}) || '.jpg'
     where cover is not null`,
  ).run(origin.base)
  // The catalogue has no step pictures; give each first step its dish's photo to see one.
  db.prepare(
    `update recipes set steps_json = json_set(steps_json, '$[0].image', cover)
     where cover is not null and json_array_length(steps_json) > 0`,
  ).run()
  db.close()
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await origin?.close()
})

/** The rendered width of the photo's bitmap (the thumbnail's own width). */
const naturalWidth = (photo: Locator) =>
  photo.evaluate((el) => {
    const img = el.tagName === 'IMG' ? el : el.querySelector('img')
    return (img as HTMLImageElement | null)?.naturalWidth ?? 0
  })

test('dish cards, the dish page and its steps show photos from our own origin', async () => {
  const { page, errors } = await openPhone(browser, { hasTouch: true, isMobile: true })
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort())
  const fromElsewhere: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(server.url)) fromElsewhere.push(request.url())
  })
  await page.goto(server.url)
  const card = page.locator('.recommended-feed .dish-card[data-id]:visible').first()
  await card.waitFor()
  const cardPhoto = card.locator('.recipe-image__photo--loaded')
  await cardPhoto.waitFor()
  expect(await card.locator('.recipe-image').getAttribute('data-state')).toBe('loaded')
  expect(await naturalWidth(cardPhoto)).toBe(360)
  await screenshot(page, 'covers-home')

  await card.click()
  await page.waitForURL(/#\/pages\/food\/detail/)
  const hero = page.locator('.recipe-hero__cover:visible .recipe-image__photo--loaded')
  await hero.waitFor()
  expect(await naturalWidth(hero)).toBe(750)
  await screenshot(page, 'covers-dish')

  await page.locator('.recipe-actions__cook:visible').click()
  await page.waitForURL(/#\/pages\/food\/steps-detail/)
  const step = page.locator('.cooking__step[data-step="0"] .recipe-image__photo--loaded')
  await step.waitFor()
  expect(await naturalWidth(step)).toBe(750)
  await page.locator('.taro_page_stationed .cooking__counter').waitFor()
  await screenshot(page, 'covers-step')

  // Each source was fetched once by the server, never by the browser.
  expect(fromElsewhere).toEqual([])
  for (let i = 0; i < PHOTOS; i++) expect(origin.hits(`/dish-${i}.jpg`)).toBeLessThanOrEqual(1)
  expect(errors).toEqual([])
})
