import type { Browser, Page } from 'playwright-core'
import type { Paged } from '../../types/api'
import type { AuthResult } from '../../types/auth'
import type { StockPage } from '../../types/kitchen'
import type { Favorite, FoodRecordDetail } from '../../types/records'
import type { RecipeDetail, RecipeSummary } from '../../types/recipes'
import { launch, openPhone, screenshot, toLastStep } from './support/browser'
import { startMailCatcher, type MailCatcher } from './support/mail-catcher'
import { startServer, type RunningServer } from './support/server'
import { api, registerAccount, startLoggedIn } from './support/session'

/**
 * Issue [5] in the browser, the whole loop in one go: favourite a dish, add it to today, confirm,
 * cook with the settle popup, see the stock drop, rate the record.
 */

let mail: MailCatcher
let server: RunningServer
let browser: Browser
let cook: AuthResult

beforeAll(async () => {
  mail = await startMailCatcher()
  server = await startServer({ SMTP_URL: mail.url })
  browser = await launch()
  cook = await registerAccount(server, mail, 'loop_cook')
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await mail?.close()
})

const visible = (page: Page, selector: string) => page.locator(`${selector}:visible`).first()

/** A dish that counts its eggs in pieces, so cooking it takes a known number from the stock. */
async function dishWithEggs(): Promise<{ dish: RecipeDetail; eggs: number }> {
  for (let page = 1; page <= 17; page += 1) {
    const list = await api<Paged<RecipeSummary>>(server, 'GET', `/recipes?page=${page}&pageSize=20`)
    for (const summary of list.list) {
      const dish = await api<RecipeDetail>(server, 'GET', `/recipes/${summary.id}`)
      const eggs = dish.ingredients.filter((i) => i.name === '鸡蛋' && i.unit === '个')
      if (eggs.length === 1 && eggs[0]!.quantity) return { dish, eggs: eggs[0]!.quantity }
    }
  }
  throw new Error('no dish counts its eggs in pieces')
}

async function phone(locale: string) {
  const opened = await openPhone(browser, { locale, hasTouch: true, isMobile: true })
  await opened.page.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort())
  await startLoggedIn(opened.page.context(), cook)
  return opened
}

const eggsInStock = async () =>
  (await api<StockPage>(server, 'GET', '/stock?pageSize=50', undefined, cook.token)).list.find(
    (item) => item.name === '鸡蛋',
  )?.quantity

test('favourite → plan today → confirm → cook from stock → rate', async () => {
  const { dish, eggs } = await dishWithEggs()
  await api(server, 'POST', '/stock', { name: '鸡蛋', quantity: 20, unit: '个' }, cook.token)
  const { page, errors } = await phone('zh-CN')

  await page.goto(`${server.url}/#/pages/food/detail?id=${dish.id}`)
  await visible(page, '.recipe-hero__title').waitFor()
  await visible(page, '.favorite-toggle').click()
  await visible(page, '.favorite-toggle--on').waitFor()
  await screenshot(page, 'records-dish-zh')
  const favorites = await api<Paged<Favorite>>(server, 'GET', '/favorites', undefined, cook.token)
  expect(favorites.list.map((f) => f.recipeId)).toEqual([dish.id])

  await visible(page, '.add-to-today').click()
  await visible(page, '.meal-popup').waitFor()
  await screenshot(page, 'records-meal-popup-zh')
  await visible(page, '.meal-popup__confirm').click()
  await visible(page, '.meal-popup').waitFor({ state: 'hidden' })

  await page.goto('about:blank')
  await page.goto(`${server.url}/#/pages/cart/index`)
  await visible(page, '.cart-line').waitFor()
  await visible(page, '.cart-line__check').click()
  await screenshot(page, 'records-cart-zh')
  await visible(page, '.cart-bar__confirm').click()
  await page.waitForURL(/#\/pages\/order\/confirm\?ids=/)
  await visible(page, '.order-confirm__cook').waitFor()
  await screenshot(page, 'records-confirm-zh')

  // "Cook now" opens the steps of the record's dish; the last one ends in its settle popup.
  await visible(page, '.order-confirm__cook').click()
  await page.waitForURL(/#\/pages\/food\/steps-detail\?id=\d+&step=0&order=\d+/)
  const id = Number(/order=(\d+)/.exec(page.url())![1])
  await toLastStep(page)
  await visible(page, '.record-cooking').click()
  await visible(page, '.settle-popup').waitFor()
  await screenshot(page, 'records-settle-zh')
  const planned = await api<FoodRecordDetail>(server, 'GET', `/orders/${id}`, undefined, cook.token)
  const eggLine = planned.stockPlan.find((line) => line.name === '鸡蛋')
  expect(eggLine).toMatchObject({ status: 'enough', need: eggs })
  await visible(page, '.settle-popup__confirm').click()
  await page.waitForURL(new RegExp(`#/pages/order/detail\\?id=${id}$`))
  await visible(page, '.rate-section').waitFor()
  expect(await eggsInStock()).toBe(20 - eggs)

  await page.locator('.rating-input__target:visible').nth(4).click()
  await visible(page, '.rate-section__save').click()
  await visible(page, '.rate-section__edit').waitFor()
  await screenshot(page, 'records-detail-rated-zh')
  const rated = await api<FoodRecordDetail>(server, 'GET', `/orders/${id}`, undefined, cook.token)
  expect(rated).toMatchObject({ status: 'cooked', rating: 5, stockTaken: true })
  expect(rated.taken).toEqual([expect.objectContaining({ name: '鸡蛋', amount: eggs, unit: '个' })])
  const again = await api<RecipeDetail>(server, 'GET', `/recipes/${dish.id}`)
  expect(again).toMatchObject({ rating: 5, favoriteCount: 1 })
  expect(errors).toEqual([])
  await page.context().close()
})

test('the records screens in English: the list, favourites and an empty plan', async () => {
  const { page, errors } = await phone('en-US')
  for (const [route, ready, name] of [
    ['pages/order/list', '.order-card', 'records-list-en'],
    ['pages/profile/favorites', '.dish-card', 'records-favorites-en'],
    ['pages/cart/index', '.empty-state', 'records-cart-empty-en'],
  ]) {
    await page.goto('about:blank')
    await page.goto(`${server.url}/#/${route}`)
    await visible(page, ready).waitFor()
    await screenshot(page, name)
  }
  expect(errors).toEqual([])
  await page.context().close()
})
