import type { Browser, Page } from 'playwright-core'
import type { Paged } from '../../types/api'
import type { AuthResult } from '../../types/auth'
import type { FoodRecordDetail } from '../../types/records'
import type { RecipeSummary } from '../../types/recipes'
import { launch, openPhone } from './support/browser'
import { startMailCatcher, type MailCatcher } from './support/mail-catcher'
import { startServer, type RunningServer } from './support/server'
import { api, registerAccount, startLoggedIn } from './support/session'

/**
 * Every popup opens with its last option on screen and tappable (issue [9]): nothing covers it,
 * the tab bar included, and tapping it does what it says. At 375x812.
 */

let mail: MailCatcher
let server: RunningServer
let browser: Browser
let cook: AuthResult

beforeAll(async () => {
  mail = await startMailCatcher()
  server = await startServer({ SMTP_URL: mail.url })
  browser = await launch()
  cook = await registerAccount(server, mail, 'popup_cook')
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await mail?.close()
})

const OPTIONS = '[role=button], [role=option], [role=radio], button, taro-button-core'

/**
 * The last option of the popup on screen: it must lie inside the viewport and be what a finger
 * there would touch (elementFromPoint), then it is tapped.
 */
async function tapLastOption(page: Page) {
  const panel = page.locator('.popup__panel:visible').last()
  await panel.waitFor()
  const options = panel.locator(OPTIONS).filter({ hasNot: page.locator('.popup__cross') })
  const last = options.last()
  await last.scrollIntoViewIfNeeded()
  const reachable = await last.evaluate((el) => {
    const box = el.getBoundingClientRect()
    const x = box.left + box.width / 2
    const y = box.top + box.height / 2
    const hit = document.elementFromPoint(x, y)
    return y > 0 && y < window.innerHeight && hit !== null && (hit === el || el.contains(hit))
  })
  expect(reachable).toBe(true)
  await last.click()
}

async function phone(loggedIn: boolean) {
  const opened = await openPhone(browser, { hasTouch: true, isMobile: true })
  await opened.page.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort())
  if (loggedIn) await startLoggedIn(opened.page.context(), cook)
  return opened
}

const visible = (page: Page, selector: string) => page.locator(`${selector}:visible`).first()

test('profile: language (last: Français), about (check for updates), nickname, kitchen', async () => {
  const { page, errors } = await phone(true)
  await page.goto(`${server.url}/#/pages/profile/index`)
  await visible(page, '.menu-item--language').click()
  await tapLastOption(page)
  // The switch waits for the French strings (fetched on demand), then shows them.
  await page
    .locator('.menu-item--language .menu-item__value:visible', { hasText: 'Français' })
    .waitFor()
  await visible(page, '.menu-item--about').click()
  await tapLastOption(page)
  // "Already the latest version" is toasted and the card stays for the version to be read.
  await visible(page, '.popup__close').click()
  await page.locator('.popup__panel:visible').waitFor({ state: 'hidden' })
  await visible(page, '.profile-header__nickname').click()
  await tapLastOption(page)
  await visible(page, '.menu-item--kitchen').click()
  await tapLastOption(page)
  expect(errors).toEqual([])
  await page.context().close()
})

test('stock: the add form and the quick actions of a row', async () => {
  await api(server, 'POST', '/stock', { name: '土豆', quantity: 3, unit: '个' }, cook.token)
  const { page, errors } = await phone(true)
  await page.goto(`${server.url}/#/pages/stock/index`)
  await visible(page, '.stock-row').waitFor()
  await visible(page, '.stock-add').click()
  await visible(page, '.form-field--name input').fill('洋葱')
  await visible(page, '.form-field--quantity input').fill('2')
  await visible(page, '.form-field--unit input').fill('个')
  await tapLastOption(page)
  await page.locator('.stock-row:visible', { hasText: '洋葱' }).waitFor()
  const row = page.locator('.stock-row:visible', { hasText: '土豆' })
  const box = (await row.boundingBox())!
  const touch = await page.context().newCDPSession(page)
  const point = { x: box.x + 40, y: box.y + box.height / 2 }
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] })
  await page.waitForTimeout(600)
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await tapLastOption(page)
  expect(errors).toEqual([])
  await page.context().close()
})

test('a dish’s meal choice and a record’s settle popup', async () => {
  const dishes = await api<Paged<RecipeSummary>>(server, 'GET', '/recipes?pageSize=1')
  const dish = dishes.list[0]!
  const { page, errors } = await phone(true)
  await page.goto(`${server.url}/#/pages/food/detail?id=${dish.id}`)
  await visible(page, '.add-to-today').click()
  await tapLastOption(page)
  await visible(page, '.meal-popup').waitFor({ state: 'hidden' })
  const cart = await api<{ id: number }[]>(server, 'GET', '/cart', undefined, cook.token)
  const record = await api<FoodRecordDetail>(
    server,
    'POST',
    '/orders',
    {
      cartItemIds: cart.map((line) => line.id),
      meal: 'lunch',
      eatAt: new Date().toISOString(),
      note: '',
      idempotencyKey: 'popups-record',
    },
    cook.token,
  )
  await page.goto('about:blank')
  await page.goto(`${server.url}/#/pages/order/detail?id=${record.id}&cook=1`)
  await tapLastOption(page)
  await visible(page, '.rate-section').waitFor()
  const cooked = await api<FoodRecordDetail>(
    server,
    'GET',
    `/orders/${record.id}`,
    undefined,
    cook.token,
  )
  expect(cooked.status).toBe('cooked')
  expect(errors).toEqual([])
  await page.context().close()
})
