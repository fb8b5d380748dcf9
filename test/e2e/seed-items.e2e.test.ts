import type { Browser, Page } from 'playwright-core'
import type { Paged } from '../../types/api'
import type { AuthResult } from '../../types/auth'
import type { RecipeSummary } from '../../types/recipes'
import { launch, openPhone, screenshot } from './support/browser'
import { startMailCatcher, type MailCatcher } from './support/mail-catcher'
import { startServer, type RunningServer } from './support/server'
import { api, registerAccount, startLoggedIn } from './support/session'

/** Issue [11], finding 8: the seed's last partial items, each as a person meets it. */

let mail: MailCatcher
let server: RunningServer
let browser: Browser
let dishes: RecipeSummary[]

beforeAll(async () => {
  mail = await startMailCatcher()
  server = await startServer({ SMTP_URL: mail.url })
  browser = await launch()
  dishes = (await api<Paged<RecipeSummary>>(server, 'GET', '/recipes?pageSize=5')).list
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await mail?.close()
})

const visible = (page: Page, selector: string) => page.locator(`${selector}:visible`).first()
const field = (page: Page, name: string) => visible(page, `.form-field--${name} input`)
/** What a browser logs for an answer the test meant to fail. */
const unexpected = (errors: string[]) =>
  errors.filter((text) => !/status of 401|net::ERR_FAILED/.test(text))

async function phone(auth?: AuthResult, locale = 'zh-CN') {
  const opened = await openPhone(browser, { locale, hasTouch: true, isMobile: true })
  if (auth) await startLoggedIn(opened.page.context(), auth)
  return opened
}

/** A finger held on the middle of `selector`'s first match for 600 ms, then lifted. */
async function hold(page: Page, selector: string) {
  const box = (await visible(page, selector).boundingBox())!
  const touch = await page.context().newCDPSession(page)
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] })
  await page.waitForTimeout(600)
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
}

test('a long press that removes a favourite or a planned dish opens nothing when it lifts', async () => {
  const cook = await registerAccount(server, mail, 'hold_cook')
  for (const dish of dishes.slice(0, 3)) {
    await api(server, 'POST', '/favorites', { recipeId: dish.id }, cook.token)
    await api(
      server,
      'POST',
      '/cart',
      { recipeId: dish.id, servings: 1, meal: 'lunch' },
      cook.token,
    )
  }
  const { page, errors } = await phone(cook)

  await page.goto(`${server.url}/#/pages/profile/favorites`)
  await page.locator('.favorite-row:visible').nth(2).waitFor()
  await hold(page, '.favorite-row .dish-card__main')
  await visible(page, '.snackbar').waitFor()
  await page.waitForTimeout(700)
  expect(page.url()).toMatch(/#\/pages\/profile\/favorites$/)
  await expect(page.locator('.favorite-row:visible').count()).resolves.toBe(2)
  // The next tap is the user's own, and opens its dish.
  await visible(page, '.favorite-row .dish-card__main').click()
  await page.waitForURL(/#\/pages\/food\/detail\?id=/)

  await page.goto('about:blank')
  await page.goto(`${server.url}/#/pages/cart/index`)
  await page.locator('.cart-line:visible').nth(2).waitFor()
  await hold(page, '.cart-line .cart-line__text')
  await visible(page, '.snackbar').waitFor()
  await page.waitForTimeout(700)
  expect(page.url()).toMatch(/#\/pages\/cart\/index$/)
  await expect(page.locator('.cart-line:visible').count()).resolves.toBe(2)
  expect(unexpected(errors)).toEqual([])
})

test('a 401 on a dish page goes to login with the dish’s id, and back to it after', async () => {
  const cook = await registerAccount(server, mail, 'back_cook')
  const dish = dishes[2]!
  const { page, errors } = await phone(cook)
  // The session ends elsewhere: this phone's stored token is revoked.
  await api(server, 'POST', '/auth/logout', undefined, cook.token)
  await page.goto(`${server.url}/#/pages/food/detail?id=${dish.id}`)
  await page.waitForURL(/#\/pages\/login\/index\?redirect=/)
  expect(page.url()).toContain(`redirect=${encodeURIComponent(`/pages/food/detail?id=${dish.id}`)}`)
  await field(page, 'username').fill('back_cook')
  await field(page, 'password').fill('Braised-pork-2024')
  await visible(page, '.check-box--consent .check-box__mark').click()
  await visible(page, '.auth-submit').click()
  await page.waitForURL(new RegExp(`#/pages/food/detail\\?id=${dish.id}$`))
  await visible(page, '.recipe-hero__title').filter({ hasText: dish.title }).waitFor()
  expect(unexpected(errors)).toEqual([])
})

test('the home feed failing at launch shows the toast and keeps the inline retry', async () => {
  const { page, errors } = await phone()
  await page.route('**/api/recipes/recommended**', (route) => route.abort('failed'))
  // A slow network: home's code arrives 2 s after the app's, which asked for the feed at once.
  const html = await (await fetch(server.url)).text()
  const entry = new Set([...html.matchAll(/src="\/?([^"]+\.js)"/g)].map((m) => m[1]))
  await page.route(/\/js\/.+\.js$/, async (route) => {
    const file = new URL(route.request().url()).pathname.slice(1)
    if (!entry.has(file)) await new Promise((resolve) => setTimeout(resolve, 2000))
    return route.continue()
  })
  await page.goto(server.url, { waitUntil: 'commit' })
  // A request the network failed reads as offline (the offline state, with its retry and the
  // dishes kept on the phone), and the toast says the request failed.
  const inline = visible(page, '.recommended-feed .offline-state__text')
  await inline.waitFor()
  // The toast is there once home is: not spent under the loader before it.
  const toast = page.locator('.h5-toast__text', { hasText: '网络请求失败' })
  expect(await toast.isVisible()).toBe(true)
  expect(await inline.textContent()).toBe('推荐要联网才能加载。')
  await screenshot(page, 'seed-feed-offline-zh')
  await page.unroute('**/api/recipes/recommended**')
  await visible(page, '.recommended-feed .pill-button').click()
  await visible(page, '.recommended-feed .dish-card').waitFor()
  expect(unexpected(errors)).toEqual([])
})

test('a deep link, a reload and a tab tap to a login-only page all say why login is needed', async () => {
  const { page, errors } = await phone()
  const reason = '登录后才能查看和安排今日饮食'
  const hint = () => visible(page, '.auth-hero__hint').filter({ hasText: reason }).waitFor()
  await page.goto(`${server.url}/#/pages/cart/index`)
  await page.waitForURL(/#\/pages\/login\/index/)
  await hint()
  await page.reload()
  await hint()
  await page.goto('about:blank')
  await page.goto(server.url)
  await visible(page, '.recommended-feed .dish-card').waitFor()
  await page.locator('.weui-tabbar__item').nth(2).click()
  await page.waitForURL(/#\/pages\/login\/index/)
  await hint()
  expect(errors).toEqual([])
})

test('the email is changed from the profile menu with a code sent to the new address', async () => {
  const cook = await registerAccount(server, mail, 'mail_cook')
  const { page, errors } = await phone(cook)
  await page.goto(`${server.url}/#/pages/profile/index`)
  await visible(page, '.menu-item--changeEmail .menu-item__value')
    .filter({ hasText: 'm***@example.com' })
    .waitFor()
  await visible(page, '.menu-item--changeEmail').click()
  await page.waitForURL(/#\/pages\/profile\/changeEmail/)
  await visible(page, '.auth-current-email').waitFor()
  // Taro slides the page in: the shot waits for the slide to end.
  await page.waitForTimeout(500)
  await screenshot(page, 'seed-change-email-zh')
  const address = 'new.mail_cook@example.com'
  await field(page, 'email').fill(address)
  const before = mail.mails.length
  await visible(page, '.send-code').click()
  await visible(page, '.send-code').filter({ hasText: '秒后重发' }).waitFor()
  await field(page, 'code').fill(await mail.codeFor(address, before))
  await field(page, 'password').fill('Braised-pork-2024')
  await visible(page, '.auth-submit').click()
  await page.locator('.h5-toast__text', { hasText: '邮箱已修改' }).waitFor()
  await page.waitForURL(/#\/pages\/profile\/index/)
  await visible(page, '.menu-item--changeEmail .menu-item__value')
    .filter({ hasText: 'n***@example.com' })
    .waitFor()
  const info = await api<{ email: string }>(server, 'GET', '/auth/user/info', undefined, cook.token)
  expect(info.email).toBe('n***@example.com')
  expect(errors).toEqual([])

  const english = await phone(cook, 'en-US')
  await english.page.goto(`${server.url}/#/pages/profile/changeEmail`)
  await visible(english.page, '.auth-current-email').filter({ hasText: 'Current email' }).waitFor()
  await screenshot(english.page, 'seed-change-email-en')
  expect(english.errors).toEqual([])
})

test('the page runs its start-up scripts under a CSP without unsafe-inline', async () => {
  const res = await fetch(server.url)
  const csp = res.headers.get('content-security-policy') ?? ''
  const scripts = /script-src ([^;]*)/.exec(csp)?.[1] ?? ''
  expect(scripts).not.toContain('unsafe-inline')
  expect(scripts).toMatch(/'sha256-/)
  const { page, errors } = await phone()
  await page.goto(server.url)
  await visible(page, '.recommended-feed .dish-card').waitFor()
  // The root font size script ran (16 px at 375 wide), and so did the preloads.
  expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe('16px')
  expect(await page.locator('link[rel="preload"]').count()).toBeGreaterThan(0)
  expect(errors).toEqual([])
})
