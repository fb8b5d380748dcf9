import type { Browser } from 'playwright-core'
import type { AuthResult } from '../../types/auth'
import { launch, openPhone, screenshot } from './support/browser'
import { startMailCatcher, type MailCatcher } from './support/mail-catcher'
import { startServer, type RunningServer } from './support/server'
import { api, registerAccount, startLoggedIn } from './support/session'

/** Issue [16], finding 1: "use what I have" on the today-eat screen, in the real app at 375x812. */

let mail: MailCatcher
let server: RunningServer
let browser: Browser

const FRIDGE = [
  { name: '鸡蛋', quantity: 10, unit: '个' },
  { name: '西红柿', quantity: 4, unit: '个' },
  { name: '鸡翅', quantity: 12, unit: '只' },
  { name: '可乐', quantity: 1, unit: 'L' },
  { name: '葱', quantity: 3, unit: '根' },
  { name: '食用油', quantity: 1, unit: 'L' },
  { name: '盐', quantity: 1, unit: '袋' },
  { name: '糖', quantity: 500, unit: 'g' },
]

beforeAll(async () => {
  mail = await startMailCatcher()
  server = await startServer({ SMTP_URL: mail.url })
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await mail?.close()
})

/** Retries an assertion until it holds (the UI answers asynchronously). */
async function eventually(assertion: () => Promise<void>, timeout = 10000) {
  const started = Date.now()
  for (;;) {
    try {
      await assertion()
      return
    } catch (error) {
      if (Date.now() - started > timeout) throw error
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}

async function cookWith(username: string, items: typeof FRIDGE): Promise<AuthResult> {
  const cook = await registerAccount(server, mail, username)
  for (const item of items) await api(server, 'POST', '/stock', item, cook.token)
  return cook
}

async function todayEatFromStock(locale: string, cook: AuthResult) {
  const { page, errors } = await openPhone(browser, { locale, hasTouch: true, isMobile: true })
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort())
  await startLoggedIn(page.context(), cook)
  await page.goto(`${server.url}/#/pages/today-eat/index`)
  await page.locator('.today-eat-menu .dish-card__title:visible').first().waitFor()
  const answered = page.waitForResponse((r) => r.url().includes('useStock=true'))
  await page.locator('.today-eat-filters__switch:visible').first().click()
  await answered
  return { page, errors }
}

test('the fridge’s dishes say what they use up, never cut, in Chinese and Spanish', async () => {
  const cook = await cookWith('stock_cook', FRIDGE)
  // The dish's title in the reader's words (the catalogue's glossary for Spanish).
  for (const [locale, uses, wings] of [
    ['zh-CN', '用掉 ', '可乐鸡翅'],
    ['es-ES', 'Aprovecha ', 'Alitas de pollo a la cola'],
  ]) {
    const { page, errors } = await todayEatFromStock(locale, cook)
    const reasons = page.locator('.today-eat-menu__reason:visible')
    await eventually(async () =>
      expect((await reasons.allTextContents()).join('|')).toContain(uses),
    )
    const texts = await reasons.allTextContents()
    expect(texts.length).toBeGreaterThan(0)
    for (const text of texts) expect(text.startsWith(uses)).toBe(true)
    const titles = await page.locator('.today-eat-menu .dish-card__title:visible').allTextContents()
    expect(titles.some((title) => title.includes(wings))).toBe(true)
    for (const reason of await reasons.all()) {
      const cut = await reason.evaluate(
        (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
      )
      expect(cut).toBe(false)
    }
    await screenshot(page, `use-stock-${locale}`)
    expect(errors).toEqual([])
    await page.context().close()
  }
})

test('a stock of seasonings alone says no dish can be made from it, and leads to the stock', async () => {
  const cook = await cookWith('bare_cook', FRIDGE.slice(4))
  const { page, errors } = await todayEatFromStock('zh-CN', cook)
  const note = page.locator('.today-eat-stock-empty:visible')
  await note.waitFor()
  expect(await note.textContent()).toContain('家里的食材还凑不出一道菜')
  expect(await page.locator('.today-eat-menu .dish-card:visible').count()).toBe(0)
  await screenshot(page, 'use-stock-nothing-zh-CN')
  expect(errors).toEqual([])
  await page.context().close()
})
