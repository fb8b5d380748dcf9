import type { Browser, Page } from 'playwright-core'
import type { AuthResult } from '../../types/auth'
import type { StockPage } from '../../types/kitchen'
import { launch, openPhone, screenshot } from './support/browser'
import { startMailCatcher, type MailCatcher } from './support/mail-catcher'
import { startServer, type RunningServer } from './support/server'
import { api, registerAccount, startLoggedIn } from './support/session'

/** Issue [4] in the browser: keep a stock, watch its health, share the kitchen by code. */

let mail: MailCatcher
let server: RunningServer
let browser: Browser
let mei: AuthResult
let lei: AuthResult

beforeAll(async () => {
  mail = await startMailCatcher()
  server = await startServer({ SMTP_URL: mail.url })
  browser = await launch()
  mei = await registerAccount(server, mail, 'mei_kitchen')
  lei = await registerAccount(server, mail, 'lei_kitchen')
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await mail?.close()
})

const visible = (page: Page, selector: string) => page.locator(`${selector}:visible`).first()

async function phoneAs(auth: AuthResult, locale: string) {
  const phone = await openPhone(browser, { locale, hasTouch: true, isMobile: true })
  await phone.page.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort())
  await startLoggedIn(phone.page.context(), auth)
  return phone
}

async function type(page: Page, field: string, value: string) {
  await visible(page, `.form-field--${field} input`).fill(value)
}

function yesterday(): string {
  const d = new Date(Date.now() - 86_400_000)
  return d.toISOString().slice(0, 10)
}

test('add an item, see the score move, take some in its detail and find the movement', async () => {
  const { page, errors } = await phoneAs(mei, 'zh-CN')
  await page.goto(`${server.url}/#/pages/stock/index`)
  await visible(page, '.empty-state').waitFor()
  await screenshot(page, 'kitchen-stock-empty-zh')

  await visible(page, '.stock-add').click()
  await visible(page, '.stock-form-popup').waitFor()
  await type(page, 'name', '鸡蛋')
  await type(page, 'quantity', '10')
  await type(page, 'unit', '个')
  await screenshot(page, 'kitchen-stock-form-zh')
  await visible(page, '.stock-form-popup__submit').click()
  await visible(page, '.stock-row').waitFor()
  expect(await visible(page, '.stock-row__name').textContent()).toBe('鸡蛋')
  expect(await visible(page, '.health-summary__value').textContent()).toBe('100')

  // Something past its date lowers the score: 1 ok and 1 expired is 100 × 1 / (1 + 4).
  await api(
    server,
    'POST',
    '/stock',
    { name: '牛奶', quantity: 1, unit: 'L', bestBefore: yesterday(), location: 'fridge' },
    mei.token,
  )
  await page.reload()
  await page.locator('.stock-row:visible').nth(1).waitFor()
  expect(await visible(page, '.health-summary__value').textContent()).toBe('20')
  await screenshot(page, 'kitchen-stock-list-zh')

  await page.locator('.stock-row:visible', { hasText: '鸡蛋' }).click()
  await page.waitForURL(/#\/pages\/stock\/detail\?id=/)
  await visible(page, '.movement-form').waitFor()
  await visible(page, '.movement-form__input input').fill('3')
  await visible(page, '.movement-form__submit').click()
  await page.locator('.movement:visible').nth(1).waitFor()
  const stock = await api<StockPage>(server, 'GET', '/stock?pageSize=50', undefined, mei.token)
  expect(stock.list.find((item) => item.name === '鸡蛋')?.quantity).toBe(7)
  expect(await visible(page, '.movement').textContent()).toContain('7')
  await screenshot(page, 'kitchen-stock-detail-zh')
  expect(errors).toEqual([])
  await page.context().close()
})

test('a second cook joins the kitchen by its invite code and sees the same stock', async () => {
  const owner = await phoneAs(mei, 'zh-CN')
  await owner.page.goto(`${server.url}/#/pages/profile/index`)
  await visible(owner.page, '.menu-item--kitchen').click()
  await visible(owner.page, '.kitchen-sheet').waitFor()
  await visible(owner.page, '.kitchen-invite__renew').click()
  const codeText = visible(owner.page, '.kitchen-invite__code')
  await codeText.waitFor()
  const code = ((await codeText.textContent()) ?? '').replace(/\s/g, '')
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/)
  await screenshot(owner.page, 'kitchen-sheet-owner-zh')

  const guest = await phoneAs(lei, 'en-US')
  await guest.page.goto(`${server.url}/#/pages/profile/index`)
  await visible(guest.page, '.menu-item--kitchen').click()
  await visible(guest.page, '.kitchen-join').waitFor()
  await type(guest.page, 'inviteCode', code.toLowerCase())
  await visible(guest.page, '.kitchen-join__submit').click()
  await visible(guest.page, '.kitchen-member').waitFor()
  await guest.page.locator('.kitchen-member:visible').nth(1).waitFor()
  await screenshot(guest.page, 'kitchen-sheet-member-en')

  await guest.page.goto('about:blank')
  await guest.page.goto(`${server.url}/#/pages/stock/index`)
  await guest.page.locator('.stock-row:visible', { hasText: '鸡蛋' }).waitFor()
  await screenshot(guest.page, 'kitchen-stock-list-en')
  expect(guest.errors).toEqual([])
  await owner.page.context().close()
  await guest.page.context().close()
})

test('a name of 21 emoji, typed on the phone, is saved as typed (40 characters, not units)', async () => {
  const { page, errors } = await phoneAs(mei, 'en-US')
  await page.goto(`${server.url}/#/pages/stock/index`)
  await visible(page, '.stock-add').click()
  await visible(page, '.stock-form-popup').waitFor()
  // Typed key by key, so the input's own maxlength (UTF-16 units) has its say.
  const name = '🥚'.repeat(21)
  await visible(page, '.form-field--name input').pressSequentially(name)
  expect(await visible(page, '.form-field--name input').inputValue()).toBe(name)
  await type(page, 'quantity', '2')
  await visible(page, '.form-field--unit input').pressSequentially('🥄'.repeat(10))
  await screenshot(page, 'kitchen-stock-form-emoji-en')
  await visible(page, '.stock-form-popup__submit').click()
  await page.locator('.stock-row:visible', { hasText: name }).waitFor()
  const saved = await api<StockPage>(server, 'GET', '/stock?pageSize=50', undefined, mei.token)
  expect(saved.list.find((item) => item.name === name)?.unit).toBe('🥄'.repeat(10))
  expect(errors).toEqual([])
  await page.context().close()
})
