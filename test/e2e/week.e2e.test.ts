import type { Browser, Page } from 'playwright-core'
import type { AuthResult } from '../../types/auth'
import type { InviteCode, StockPage } from '../../types/kitchen'
import type { Paged } from '../../types/api'
import type { CartItem, PlanWeek } from '../../types/records'
import type { RecipeSummary } from '../../types/recipes'
import type { ShoppingList } from '../../types/shopping'
import { launch, openPhone, screenshot } from './support/browser'
import { startMailCatcher, type MailCatcher } from './support/mail-catcher'
import { startServer, type RunningServer } from './support/server'
import { api, registerAccount, startLoggedIn } from './support/session'

/**
 * Issue [13] in the browser: a household plans several days together, moves a dish to another
 * day, opens one shopping list that already knows what is in the fridge, ticks it off and puts
 * it away into stock. At 375x812, in Simplified Chinese and in English.
 */

let mail: MailCatcher
let server: RunningServer
let browser: Browser
let mei: AuthResult
let lei: AuthResult
let today: string
let scrambled: number
let steamed: number

beforeAll(async () => {
  mail = await startMailCatcher()
  server = await startServer({ SMTP_URL: mail.url })
  browser = await launch()
  mei = await registerAccount(server, mail, 'mei_week')
  lei = await registerAccount(server, mail, 'lei_week')
  // Lei joins Mei's kitchen: they plan together.
  const code = await api<InviteCode>(server, 'POST', '/kitchen/invite-code', undefined, mei.token)
  await api(server, 'POST', '/auth/user/bind-shop', { inviteCode: code.code }, lei.token)
  today = (await api<PlanWeek>(server, 'GET', '/cart/week', undefined, mei.token)).today
  scrambled = await dishId('美式炒蛋')
  steamed = await dishId('蒸水蛋')
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await mail?.close()
})

async function dishId(title: string): Promise<number> {
  const found = await api<Paged<RecipeSummary>>(
    server,
    'GET',
    `/search/dishes?q=${encodeURIComponent(title)}`,
  )
  const dish = found.list.find((one) => one.title === title)
  if (!dish) throw new Error(`no dish ${title}`)
  return dish.id
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

const visible = (page: Page, selector: string) => page.locator(`${selector}:visible`).first()

async function phoneAs(auth: AuthResult, locale: string) {
  const phone = await openPhone(browser, { locale, hasTouch: true, isMobile: true })
  await phone.page.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort())
  await phone.page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await startLoggedIn(phone.page.context(), auth)
  return phone
}

/** Nothing scrolls sideways and every tappable thing on screen is at least 44×44. */
async function phoneRules(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const pages = Array.from(document.querySelectorAll<HTMLElement>('.taro_page'))
    const shown = pages.filter((p) => p.checkVisibility()).at(-1)
    if (!shown) return ['no page']
    if (document.documentElement.scrollWidth > window.innerWidth + 1) found.push('sideways')
    if (shown.scrollWidth > shown.clientWidth + 1) found.push('page sideways')
    for (const el of Array.from(
      shown.querySelectorAll<HTMLElement>('[role=button],[role=checkbox],[role=radio],button'),
    )) {
      if (!el.checkVisibility()) continue
      const box = el.getBoundingClientRect()
      if (box.width && box.height && (box.width < 43.5 || box.height < 43.5)) {
        found.push(`${el.className} ${Math.round(box.width)}×${Math.round(box.height)}`)
      }
    }
    return found
  })
}

const planOf = async (auth: AuthResult, date: string) =>
  api<CartItem[]>(server, 'GET', `/cart?date=${date}`, undefined, auth.token)

test('the week strip: both members plan, the strip counts, a dish moves to another day', async () => {
  const later = addDays(today, 2)
  await api(
    server,
    'POST',
    '/cart',
    { recipeId: scrambled, servings: 2, meal: 'dinner' },
    mei.token,
  )
  await api(
    server,
    'POST',
    '/cart',
    { recipeId: steamed, servings: 1, meal: 'lunch', date: later },
    lei.token,
  )
  const { page, errors } = await phoneAs(mei, 'zh-CN')
  await page.goto(`${server.url}/#/pages/cart/index`)
  await visible(page, '.cart-line').waitFor()
  const chip = (date: string) => visible(page, `.week-strip .day-chip[data-date="${date}"]`)
  await page
    .locator(`.week-strip .day-chip[data-date="${later}"] .day-chip__count:visible`, {
      hasText: '1',
    })
    .waitFor()
  expect(await chip(today).locator('.day-chip__name').textContent()).toBe('今天')
  expect(await chip(today).locator('.day-chip__count').textContent()).toBe('1')
  expect(await page.locator('.week-strip .day-chip:visible').count()).toBe(7)
  expect(await phoneRules(page)).toEqual([])
  await screenshot(page, 'week-strip-zh')

  // Lei's dish, two days from now, on Mei's phone.
  await chip(later).click()
  await visible(page, '.cart-line__title').waitFor()
  expect(await visible(page, '.cart-line__title').textContent()).toBe('蒸水蛋')

  // Back to today: Mei moves her dish to tomorrow's lunch with a tap on each.
  await chip(today).click()
  await page.locator('.cart-line:visible .cart-line__title', { hasText: '美式炒蛋' }).waitFor()
  await visible(page, '.cart-line__move').click()
  await visible(page, '.move-popup').waitFor()
  await visible(page, `.move-popup .day-chip[data-date="${addDays(today, 1)}"]`).click()
  await visible(page, '.move-popup .meal-chips__chip--lunch').click()
  await screenshot(page, 'week-move-zh')
  await visible(page, '.move-popup__confirm').click()
  await visible(page, '.snackbar').waitFor()
  expect(await visible(page, '.snackbar__text').textContent()).toBe('「美式炒蛋」已移到明天 · 午餐')
  await visible(page, '.empty-state').waitFor()
  const tomorrow = await planOf(lei, addDays(today, 1))
  expect(tomorrow.map((l) => [l.recipe.id, l.meal])).toEqual([[scrambled, 'lunch']])
  expect(errors).toEqual([])
  await page.context().close()
})

test('the same week in English', async () => {
  const { page, errors } = await phoneAs(lei, 'en-US')
  await page.goto(`${server.url}/#/pages/cart/index`)
  await visible(page, '.week-strip .day-chip').waitFor()
  const tomorrow = visible(page, `.week-strip .day-chip[data-date="${addDays(today, 1)}"]`)
  await tomorrow.locator('.day-chip__count', { hasText: '1' }).waitFor()
  expect(await visible(page, '.week-strip .day-chip__name').textContent()).toBe('Today')
  expect(await tomorrow.locator('.day-chip__name').textContent()).toBe('Tmrw')
  await tomorrow.click()
  await visible(page, '.cart-line').waitFor()
  expect(await visible(page, '.week-strip__day').textContent()).toBe('Tomorrow')
  expect(await visible(page, '.cart-line__move').textContent()).toBe('Move')
  expect(await phoneRules(page)).toEqual([])
  await screenshot(page, 'week-strip-en')
  expect(errors).toEqual([])
  await page.context().close()
})

test('the shopping list knows the fridge; tick it off, share it, put it away', async () => {
  // 美式炒蛋 for 2 tomorrow and 蒸水蛋 for 1 in two days: 3 × 2 个 + 2 只 = 8 eggs; 3 at home.
  await api(server, 'POST', '/stock', { name: '鸡蛋', quantity: 3, unit: '个' }, mei.token)
  await api(server, 'POST', '/stock', { name: '盐', quantity: 500, unit: 'g' }, mei.token)
  const { page, errors } = await phoneAs(mei, 'zh-CN')
  await page.goto(`${server.url}/#/pages/cart/index`)
  await visible(page, '.week-strip__shopping').click()
  await page.waitForURL(/#\/pages\/shopping\/index/)
  const eggs = visible(page, '.shopping-row[data-id="鸡蛋~个"]')
  await eggs.waitFor()
  expect(await eggs.locator('.shopping-row__amount').textContent()).toBe('5 个')
  expect(await eggs.locator('.shopping-row__facts').textContent()).toBe(
    '做美式炒蛋、蒸水蛋 · 家里有 3 个',
  )
  // Salt is in the fridge: not on the list.
  expect(await page.locator('.shopping-row:visible', { hasText: /^盐/ }).count()).toBe(0)
  const groups = await page.locator('.shopping-group__name:visible').allTextContents()
  expect(groups[0]).toBe('肉蛋水产')
  expect(await phoneRules(page)).toEqual([])
  // The add field's input is as tall as its row: the whole row takes the tap, the text centred.
  expect((await visible(page, '.shopping-add input').boundingBox())?.height).toBe(48)
  await screenshot(page, 'shopping-list-zh')

  // Lei ticks the eggs on his phone; Mei sees it after a refresh; she ticks the butter.
  await api(
    server,
    'PUT',
    `/shopping/items/${encodeURIComponent('鸡蛋~个')}`,
    { checked: true },
    lei.token,
  )
  await page.reload()
  await visible(page, '.shopping-row--checked[data-id="鸡蛋~个"]').waitFor()
  await page
    .locator('.shopping-row:visible', { hasText: '黄油' })
    .locator('.shopping-row__tick')
    .click()
  await page.locator('.shopping-row--checked:visible', { hasText: '黄油' }).waitFor()
  expect(await visible(page, '.shopping-bar__put-away').textContent()).toBe('放进库存（2）')

  await visible(page, '.shopping-bar__share').click()
  await page.getByText('清单已复制，可以粘贴到聊天里').first().waitFor()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied.split('\n')).toEqual(expect.arrayContaining(['肉蛋水产', '☑ 鸡蛋 5 个']))

  await visible(page, '.shopping-bar__put-away').click()
  await visible(page, '.put-away-popup').waitFor()
  await screenshot(page, 'shopping-put-away-zh')
  await visible(page, '.put-away-popup__confirm').click()
  await page.locator('.put-away-popup').waitFor({ state: 'detached' })
  await page.locator('.shopping-row[data-id="鸡蛋~个"]').waitFor({ state: 'detached' })
  const stock = await api<StockPage>(server, 'GET', '/stock?pageSize=50', undefined, mei.token)
  expect(stock.list.find((i) => i.name === '鸡蛋')?.quantity).toBe(8)
  expect(stock.list.find((i) => i.name === '黄油')).toMatchObject({ quantity: 10, unit: 'g' })
  const list = await api<ShoppingList>(server, 'GET', '/shopping', undefined, lei.token)
  expect(list.items.map((i) => i.name)).not.toContain('鸡蛋')
  expect(errors).toEqual([])
  await page.context().close()
})

test('the shopping list in English, by range, from the profile', async () => {
  const { page, errors } = await phoneAs(lei, 'en-US')
  await page.goto(`${server.url}/#/pages/profile/index`)
  await visible(page, '.menu-item--shopping').click()
  await page.waitForURL(/#\/pages\/shopping\/index/)
  await visible(page, '.shopping-row').waitFor()
  const names = await page.locator('.shopping-group__name:visible').allTextContents()
  expect(names).toContain('Staples & dairy')
  // The catalogue's foods in English (the glossary), amounts in grams.
  const milk = visible(page, '.shopping-row[data-id="全脂牛奶~g"]')
  expect(await milk.locator('.shopping-row__name').textContent()).toBe('Whole milk')
  expect(await milk.locator('.shopping-row__amount').textContent()).toBe('20 g')
  expect(await visible(page, '.shopping-bar__share').textContent()).toBe('Share as text')
  expect(await phoneRules(page)).toEqual([])
  await screenshot(page, 'shopping-list-en')
  // Today alone: nothing is planned for today any more.
  await page.locator('.shopping__range .chip:visible', { hasText: 'Today' }).click()
  await visible(page, '.empty-state').waitFor()
  await screenshot(page, 'shopping-empty-en')
  expect(errors).toEqual([])
  await page.context().close()
})
