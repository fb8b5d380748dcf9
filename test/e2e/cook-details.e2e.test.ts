import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import type { AuthResult } from '../../types/auth'
import { launch, openPhone, screenshot } from './support/browser'
import { startMailCatcher, type MailCatcher } from './support/mail-catcher'
import { startServer, type RunningServer } from './support/server'
import { registerAccount, startLoggedIn } from './support/session'

/** Issue [16], finding 7: the smaller things a cook notices, in the real app at 375x812. */

let mail: MailCatcher
let server: RunningServer
let browser: Browser
let cook: AuthResult

beforeAll(async () => {
  mail = await startMailCatcher()
  server = await startServer({ SMTP_URL: mail.url })
  browser = await launch()
  cook = await registerAccount(server, mail, 'cook_details')
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await mail?.close()
})

const visible = (page: Page, selector: string) => page.locator(`${selector}:visible`).first()

async function phone(locale = 'zh-CN', auth?: AuthResult) {
  const opened = await openPhone(browser, { locale, hasTouch: true, isMobile: true })
  await opened.page.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort())
  if (auth) await startLoggedIn(opened.page.context(), auth)
  return opened
}

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

test('the home feed keeps loading as the cook flings down, until there is no more', async () => {
  const { page, errors } = await phone()
  const pages: number[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/api/recipes/recommended')
      pages.push(Number(url.searchParams.get('page')))
  })
  await page.goto(server.url)
  await visible(page, '.recommended-feed .dish-card[data-id]').waitFor()
  await page.waitForTimeout(500)
  // Nothing is loaded ahead while the foot is far below.
  expect(pages).toEqual([1])
  const foot = visible(page, '.recommended-feed .load-more')
  // Each fling lands on the bottom in one scroll event: Taro's reach-bottom fired only for the
  // first and the feed stopped at page 2 with "点击加载更多".
  // Flung for up to 45 s: 33 pages of cards take their time to draw on a slow runner, but a
  // feed that waits for a tap never gets there.
  const until = Date.now() + 45_000
  while (Date.now() < until && (await foot.getAttribute('data-status')) !== 'noMore') {
    await page.mouse.move(187, 400)
    await page.mouse.wheel(0, 50_000)
    await page.waitForTimeout(150)
  }
  expect(await foot.getAttribute('data-status')).toBe('noMore')
  const feed = (await (
    await fetch(`${server.url}/api/recipes/recommended?page=1&pageSize=10`)
  ).json()) as { content: { total: number } }
  const total = feed.content.total
  expect(pages).toEqual(Array.from({ length: Math.ceil(total / 10) }, (_, i) => i + 1))
  expect(await page.locator('.recommended-feed .dish-card[data-id]:visible').count()).toBe(total)
  await screenshot(page, 'details-feed-end-zh')
  expect(errors).toEqual([])
})

test('the search box has one clear button, and it clears', async () => {
  const { page, errors } = await phone('en-US')
  await page.goto(`${server.url}/#/pages/search/dish`)
  const input = visible(page, '.search-bar__input input')
  await input.fill('egg')
  await visible(page, '.search-bar__clear').waitFor()
  // The browser's own clear button sat at the input's right end, beside ours: a tap there
  // cleared the field. Now it is a place in the text like any other.
  const box = (await input.boundingBox())!
  await page.touchscreen.tap(box.x + box.width - 6, box.y + box.height / 2)
  expect(await input.inputValue()).toBe('egg')
  await screenshot(page, 'details-search-clear-en')
  await visible(page, '.search-bar__clear').click()
  expect(await input.inputValue()).toBe('')
  expect(errors).toEqual([])
})

test('email fields open the email keyboard, codes and amounts a keypad', async () => {
  const { page, errors } = await phone()
  await page.goto(`${server.url}/#/pages/register/index`)
  const field = (name: string) => visible(page, `.form-field--${name} input`)
  await field('email').waitFor()
  expect(await field('email').getAttribute('inputmode')).toBe('email')
  expect(await field('code').getAttribute('inputmode')).toBe('numeric')
  // A text input underneath: a number input would throw away "1." while "1.5" is typed.
  expect(await field('code').getAttribute('type')).toBe('text')
  expect(await field('username').getAttribute('inputmode')).toBeNull()
  await page.goto(`${server.url}/#/pages/login/resetPassword`)
  expect(await field('email').getAttribute('inputmode')).toBe('email')
  expect(errors).toEqual([])
})

test('back with the add-stock sheet open closes the sheet and keeps what was typed', async () => {
  const { page, errors } = await phone('zh-CN', cook)
  await page.goto(`${server.url}/#/pages/profile/index`)
  // Opened from the profile, as a cook does: the stock screen is a page over it.
  await visible(page, '.menu-item--stock').click()
  await visible(page, '.stock-add').click()
  await visible(page, '.stock-form-popup').waitFor()
  const field = (name: string) => visible(page, `.stock-form-popup .form-field--${name} input`)
  expect(await field('quantity').getAttribute('inputmode')).toBe('decimal')
  await field('name').fill('土鸡蛋')
  await field('quantity').fill('1.5')
  expect(await field('quantity').inputValue()).toBe('1.5')

  await page.goBack()
  await eventually(async () => expect(await page.locator('.stock-form-popup').count()).toBe(0))
  expect(new URL(page.url()).hash).toBe('#/pages/stock/index')
  await visible(page, '.stock-add').waitFor()
  await screenshot(page, 'details-stock-after-back-zh')

  await visible(page, '.stock-add').click()
  await visible(page, '.stock-form-popup').waitFor()
  expect(await field('name').inputValue()).toBe('土鸡蛋')
  expect(await field('quantity').inputValue()).toBe('1.5')
  await screenshot(page, 'details-stock-draft-kept-zh')

  // With the sheet closed by its own ×, the next back leaves the page as always.
  await visible(page, '.stock-form-popup .popup__close').click()
  await page.goBack()
  await visible(page, '.menu-item--stock').waitFor()
  expect(new URL(page.url()).hash).toBe('#/pages/profile/index')
  expect(errors).toEqual([])
})

test('an unknown address shows a way home, and does not stay in the history', async () => {
  const { page, errors } = await phone()
  await page.goto(`${server.url}/#/pages/no/such-page?id=3`)
  await visible(page, '.not-found-page .empty-state').waitFor()
  expect(await visible(page, '.nav-bar__title').textContent()).toBe('页面不存在')
  await screenshot(page, 'details-not-found-zh')
  await visible(page, '.not-found-page .pill-button').click()
  await visible(page, '.recommended-feed .dish-card[data-id]').waitFor()

  // Reached from inside the app: back from the not-found screen returns where the cook was.
  await page.evaluate(() => {
    window.location.hash = '#/pages/old/recipe'
  })
  await visible(page, '.not-found-page .empty-state').waitFor()
  await page.goBack()
  await visible(page, '.recommended-feed .dish-card[data-id]').waitFor()
  expect(new URL(page.url()).hash).toBe('#/pages/index/index')

  const en = await phone('en-US')
  await en.page.goto(`${server.url}/#/pages/nowhere/index`)
  await visible(en.page, '.not-found-page .empty-state').waitFor()
  expect(await visible(en.page, '.pill-button').textContent()).toBe('Back to home')
  await screenshot(en.page, 'details-not-found-en')
  expect([...errors, ...en.errors]).toEqual([])
})

test('a camera-sized photo becomes the avatar, shrunk on the phone before it is sent', async () => {
  const photo = await sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer()
  expect(photo.length).toBeGreaterThan(5 * 1024 * 1024)
  const { page, errors } = await phone('zh-CN', cook)
  await page.goto(`${server.url}/#/pages/profile/index`)
  const chooser = page.waitForEvent('filechooser')
  await visible(page, '.profile-header__avatar').click()
  await (await chooser).setFiles({ name: 'camera.png', mimeType: 'image/png', buffer: photo })
  await visible(page, '.avatar__image').waitFor({ timeout: 30000 })
  const src = (await visible(page, '.avatar__image img').getAttribute('src'))!
  const response = await fetch(new URL(src, server.url))
  console.log(src, response.status, response.headers.get('content-type'))
  const stored = Buffer.from(await response.arrayBuffer())
  expect(stored.length).toBeLessThanOrEqual(5 * 1024 * 1024)
  const { width, height, format } = await sharp(stored).metadata()
  expect(format).toBe('jpeg')
  expect([width, height]).toEqual([1024, 683])
  await screenshot(page, 'details-avatar-zh')
  expect(errors).toEqual([])
})

test('Spanish and French: one serving reads singular, names keep their room beside "swap"', async () => {
  const longest = await longestTitle()
  for (const [locale, one] of [
    ['es-ES', '1 ración'],
    ['fr-FR', '1 portion'],
  ]) {
    const { page, errors } = await phone(locale)
    await page.goto(`${server.url}/#/pages/food/detail?id=${longest.id}`)
    await page.locator('.ingredient-list .stepper__value:visible').first().waitFor()
    const stepper = visible(page, '.ingredient-list .stepper__value')
    for (let i = 0; i < 20 && (await stepper.textContent()) !== one; i += 1)
      await visible(page, '.ingredient-list .stepper__button--minus').click()
    expect(await stepper.textContent()).toBe(one)
    await screenshot(page, `details-one-serving-${locale}`)

    // The menu's first dish is the one with the longest name in the catalogue.
    await page.route('**/api/today-eat?*', async (route) => {
      const response = await route.fetch()
      const body = await response.json()
      body.content.dishes[0] = { ...body.content.dishes[0], title: longest.title }
      await route.fulfill({ response, json: body })
    })
    await page.goto(`${server.url}/#/pages/today-eat/index`)
    const title = visible(page, '.today-eat-menu .dish-card__title')
    await title.waitFor()
    await eventually(async () => expect(await title.textContent()).toContain(longest.title))
    const cut = await title.evaluate(
      (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
    )
    expect(cut).toBe(false)
    const swap = await visible(page, '.today-eat-menu__swap').boundingBox()
    const box = await title.boundingBox()
    expect(swap!.y).toBeGreaterThanOrEqual(box!.y + box!.height)
    await screenshot(page, `details-today-eat-${locale}`)
    expect(errors).toEqual([])
  }
})

/** The catalogue dish with the longest name (what "奶酪培根…" was cut from). */
async function longestTitle(): Promise<{ id: number; title: string }> {
  const answer = (await (
    await fetch(`${server.url}/api/recipes?page=1&pageSize=50&sort=popular`)
  ).json()) as { content: { list: { id: number; title: string }[] } }
  return answer.content.list.reduce((a, b) => (b.title.length > a.title.length ? b : a))
}
