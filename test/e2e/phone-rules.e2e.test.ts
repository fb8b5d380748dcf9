import type { Browser, Page } from 'playwright-core'
import type { AuthResult } from '../../types/auth'
import type { Paged } from '../../types/api'
import type { RecipeSummary } from '../../types/recipes'
import { ROUTES, TAB_ROUTES, type RouteName } from '../../src/routes'
import { launch, openPhone } from './support/browser'
import { startMailCatcher, type MailCatcher } from './support/mail-catcher'
import { startServer, type RunningServer } from './support/server'
import { api, registerAccount, startLoggedIn } from './support/session'

/**
 * The rules every screen keeps on a phone (issue [9]): nothing scrolls sideways, a tab page has
 * no back arrow, and everything a finger taps is at least 44×44 px. Every route, logged out and
 * logged in, in Simplified Chinese and in English, at 375x812.
 */

let mail: MailCatcher
let server: RunningServer
let browser: Browser
let auth: AuthResult
const params: Partial<Record<RouteName, Record<string, string | number>>> = {}

beforeAll(async () => {
  mail = await startMailCatcher()
  server = await startServer({ SMTP_URL: mail.url })
  browser = await launch()
  auth = await registerAccount(server, mail, 'rules_cook')
  const dishes = await api<Paged<RecipeSummary>>(server, 'GET', '/recipes?pageSize=1')
  const dish = dishes.list[0]!.id
  params.foodDetail = { id: dish }
  params.stepsDetail = { id: dish, step: 0 }
  params.searchDish = { q: '鸡蛋' }
  Object.assign(params, await seedKitchen(auth.token, dish))
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await mail?.close()
})

/** A stock item and a food record of the logged-in cook, for their detail screens. */
async function seedKitchen(token: string, recipeId: number) {
  const item = await api<{ id: number }>(
    server,
    'POST',
    '/stock',
    { name: '鸡蛋', quantity: 6, unit: '个', location: 'fridge' },
    token,
  )
  const line = await api<{ id: number }>(
    server,
    'POST',
    '/cart',
    { recipeId, servings: 2, meal: 'dinner' },
    token,
  )
  const record = await api<{ id: number }>(
    server,
    'POST',
    '/orders',
    {
      cartItemIds: [line.id],
      meal: 'dinner',
      eatAt: new Date().toISOString(),
      note: '',
      idempotencyKey: 'rules-record-1',
    },
    token,
  )
  return { stockDetail: { id: item.id }, orderDetail: { id: record.id } }
}

/** What a finger can tap: the app marks its tappable views with a role, or they are widgets. */
const TAPPABLE = [
  '[role=button]',
  '[role=option]',
  '[role=tab]',
  '[role=checkbox]',
  '[role=radio]',
  '[role=switch]',
  'button',
  'taro-button-core',
  'taro-switch-core',
  'taro-checkbox-core',
  '.weui-tabbar__item',
].join(',')

interface Finding {
  rule: 'sideways' | 'back arrow on a tab' | 'small hit area'
  detail: string
}

/**
 * Checks the page on screen (Taro H5 keeps earlier pages in the DOM, hidden). Whether it is a
 * tab page is read from the address: a login-only tab may have sent the user on to log in.
 */
function inspect(tabPaths: string[], tappable: string): Finding[] {
  const findings: Finding[] = []
  const isTab = tabPaths.includes(location.hash.replace(/^#\//, '').split('?')[0] ?? '')
  const shown = Array.from(document.querySelectorAll<HTMLElement>('.taro_page')).filter((p) =>
    p.checkVisibility(),
  )
  const page = shown[shown.length - 1]
  if (!page) return [{ rule: 'sideways', detail: 'no page on screen' }]
  const width = window.innerWidth
  if (document.documentElement.scrollWidth > width + 1 || page.scrollWidth > page.clientWidth + 1) {
    findings.push({
      rule: 'sideways',
      detail: `page ${page.scrollWidth} px wide in a ${page.clientWidth} px screen`,
    })
  }
  const back = page.querySelector<HTMLElement>('.nav-bar__back')
  if (isTab && back?.checkVisibility()) findings.push({ rule: 'back arrow on a tab', detail: '' })
  const tabBar = document.querySelector<HTMLElement>('.weui-tabbar')
  const scopes = [page, ...(tabBar?.checkVisibility() ? [tabBar] : [])]
  for (const scope of scopes) {
    for (const el of Array.from(scope.querySelectorAll<HTMLElement>(tappable))) {
      if (!el.checkVisibility()) continue
      const box = el.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      if (box.width < 43.5 || box.height < 43.5) {
        const name = (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 24)
        findings.push({
          rule: 'small hit area',
          detail: `${el.className || el.tagName} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        })
      }
    }
  }
  return findings
}

async function visit(page: Page, route: RouteName): Promise<Finding[]> {
  const query = Object.entries(params[route] ?? {})
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&')
  await page.goto('about:blank')
  await page.goto(`${server.url}/#/${ROUTES[route]}${query ? `?${query}` : ''}`)
  await page.locator('.nav-bar__title:visible').first().waitFor()
  // Let the page load its data and finish sliding in.
  await page.waitForTimeout(1200)
  return page.evaluate(
    ([tabPaths, tappable]) =>
      (window as unknown as { inspect: typeof inspect }).inspect(tabPaths, tappable),
    [TAB_ROUTES.map((name) => ROUTES[name]), TAPPABLE] as [string[], string],
  )
}

describe.each([
  ['zh-CN', 'logged out'],
  ['zh-CN', 'logged in'],
  ['en-US', 'logged out'],
  ['en-US', 'logged in'],
])('%s, %s', (locale, state) => {
  test('every route: no sideways scroll, no back arrow on tabs, hit areas ≥ 44×44', async () => {
    const { page } = await openPhone(browser, { locale, hasTouch: true, isMobile: true })
    await page.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort())
    if (state === 'logged in') await startLoggedIn(page.context(), auth)
    await page.addInitScript(`window.inspect = ${inspect.toString()}`)
    const found: string[] = []
    for (const route of Object.keys(ROUTES) as RouteName[]) {
      for (const f of await visit(page, route)) found.push(`${route}: ${f.rule} ${f.detail}`)
    }
    await page.context().close()
    expect(found).toEqual([])
  })
})

test('logging in from the cart tab comes back to the tab, with no back arrow and no login page left', async () => {
  const { page, errors } = await openPhone(browser, { hasTouch: true, isMobile: true })
  await page.goto(`${server.url}/#/pages/index/index`)
  await page.locator('.weui-tabbar__item').nth(2).click()
  await page.waitForURL((url) => url.hash.startsWith('#/pages/login/index'))
  const fields = page.locator('.form-field input:visible')
  await fields.nth(0).fill(auth.userInfo.username)
  await fields.nth(1).fill('Braised-pork-2024')
  // The consent box is the second check box; its label holds links, so tap the mark.
  await page
    .locator('[role=checkbox]:visible')
    .nth(1)
    .click({ position: { x: 8, y: 8 } })
  await page.locator('.auth-submit:visible').click()
  await page.waitForURL((url) => url.hash === '#/pages/cart/index')
  await page.locator('.page.cart:visible').first().waitFor()
  await page.waitForTimeout(800)
  expect(await page.locator('.nav-bar__back:visible').count()).toBe(0)
  expect(await page.evaluate(() => document.querySelectorAll('.taro_page').length)).toBe(2)
  expect(errors).toEqual([])
  await page.context().close()
})
