import type { Page } from 'playwright-core'
import type { Browser } from 'playwright-core'
import type { Paged } from '../../types/api'
import type { AuthResult } from '../../types/auth'
import type { StockPage } from '../../types/kitchen'
import type { OwnRecipeDetail } from '../../types/my-recipes'
import type { CartItem, FoodRecordDetail } from '../../types/records'
import type { RecipeSummary } from '../../types/recipes'
import { launch, openPhone, screenshot, toLastStep } from './support/browser'
import { startMailCatcher, type MailCatcher } from './support/mail-catcher'
import { startServer, type RunningServer } from './support/server'
import { api, registerAccount, startLoggedIn } from './support/session'

/**
 * Issue [12], the whole loop through the screens with the real server: a cook writes a dish in
 * the editor (the preview reads its amounts, a step proposes its timer), saves it, finds it in
 * "my recipes" and in search, plans it from its dish page, confirms, cooks it through its steps
 * and settles; the record and the stock say what was cooked and taken.
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
  await api(server, 'POST', '/stock', { name: '鸡蛋', quantity: 10, unit: '个' }, cook.token)
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await mail?.close()
})

const TITLE = '外婆的葱油蛋'
const visible = (page: Page, selector: string) => page.locator(`${selector}:visible`).first()
const as = <T>(path: string) => api<T>(server, 'GET', path, undefined, cook.token)
const eggsInStock = async () =>
  (await as<StockPage>('/stock?pageSize=50')).list.find((item) => item.name === '鸡蛋')?.quantity

async function fill(page: Page, selector: string, text: string) {
  await visible(page, `${selector} input, ${selector} textarea`).fill(text)
}

test('write → save → my recipes and search → plan → confirm → cook → settle', async () => {
  const { page, errors } = await openPhone(browser, {
    locale: 'zh-CN',
    hasTouch: true,
    isMobile: true,
  })
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort())
  await startLoggedIn(page.context(), cook)

  // Write it: the ingredients typed as a cook types them, read back before saving.
  await page.goto(`${server.url}/#/pages/recipe/edit`)
  await visible(page, '.edit-block--category .chip').waitFor()
  await fill(page, '.form-field--title', TITLE)
  await visible(page, '.edit-block--category .chip').click()
  await fill(page, '.form-field--totalMinutes', '15')
  const row = (i: number, part: string) =>
    `.ingredient-row[data-index="${i}"] .ingredient-row__${part}`
  await fill(page, row(0, 'name'), '鸡蛋 3个')
  await visible(page, '.edit-add--ingredient').click()
  await fill(page, row(1, 'name'), '小葱 2根')
  await visible(page, '.edit-add--ingredient').click()
  await fill(page, row(2, 'name'), '盐')
  await fill(page, row(2, 'unit'), '适量')
  const preview = (i: number) =>
    visible(
      page,
      `.ingredient-row[data-index="${i}"] .ingredient-preview:not(.ingredient-preview--reading)`,
    )
  await preview(2).waitFor()
  expect(await preview(0).textContent()).toBe('识别为 鸡蛋 · 3 个')
  expect(await preview(1).textContent()).toBe('识别为 小葱 · 2 根')
  expect(await preview(2).textContent()).toBe('识别为 盐 · 适量')
  await visible(page, '.ingredient-rows').scrollIntoViewIfNeeded()
  await screenshot(page, 'my-recipe-loop-1-ingredients')

  await fill(page, '.step-row[data-index="0"] .step-row__text', '鸡蛋打散，小葱切花。')
  await visible(page, '.edit-add--step').click()
  await fill(
    page,
    '.step-row[data-index="1"] .step-row__text',
    '热油下蛋液，小火煎 3 分钟，撒葱花。',
  )
  const minutes = visible(page, '.step-row[data-index="1"] .step-row__minutes input')
  await expect(minutes.inputValue()).resolves.toBe('3')
  expect(
    await visible(page, '.step-row[data-index="0"] .step-row__minutes input').inputValue(),
  ).toBe('')
  await visible(page, '.step-rows').scrollIntoViewIfNeeded()
  await screenshot(page, 'my-recipe-loop-2-steps')

  // Saved: the editor gives way to the dish page.
  await visible(page, '.edit-bar__save').click()
  await page.waitForURL(/#\/pages\/food\/detail\?id=\d+/)
  const id = Number(/id=(\d+)/.exec(page.url())![1])
  await visible(page, '.recipe-hero__title').waitFor()
  expect(await visible(page, '.recipe-hero__title').textContent()).toContain(TITLE)
  await screenshot(page, 'my-recipe-loop-3-dish')
  const saved = await as<OwnRecipeDetail>(`/recipes/${id}`)
  expect(saved.ingredients.map((i) => [i.name, i.quantity, i.unit, i.note])).toEqual([
    ['鸡蛋', 3, '个', null],
    ['小葱', 2, '根', null],
    ['盐', null, null, '适量'],
  ])
  expect(saved.steps.map((s) => s.timerSeconds)).toEqual([null, 180])

  // In my recipes, and in search.
  await page.goto('about:blank')
  await page.goto(`${server.url}/#/pages/recipe/mine`)
  await visible(page, `.my-recipe-row[data-id="${id}"]`).waitFor()
  expect(await visible(page, `.my-recipe-row[data-id="${id}"]`).textContent()).toContain(TITLE)
  await screenshot(page, 'my-recipe-loop-4-mine')
  await page.goto('about:blank')
  await page.goto(`${server.url}/#/pages/search/dish?q=${encodeURIComponent('葱油蛋')}`)
  await visible(page, `.search-results .dish-card[data-id="${id}"]`).waitFor()
  await screenshot(page, 'my-recipe-loop-5-search')
  const found = await as<Paged<RecipeSummary>>(`/search/dishes?q=${encodeURIComponent('葱油蛋')}`)
  expect(found.list.map((hit) => hit.id)).toContain(id)

  // From its dish page into today's plan; the plan confirmed, "cook now".
  await visible(page, `.search-results .dish-card[data-id="${id}"]`).click()
  await page.waitForURL(new RegExp(`#/pages/food/detail\\?id=${id}`))
  await visible(page, '.add-to-today').click()
  await visible(page, '.meal-popup').waitFor()
  await visible(page, '.meal-popup__confirm').click()
  await visible(page, '.meal-popup').waitFor({ state: 'hidden' })
  const plan = await as<CartItem[]>('/cart')
  expect(plan.map((line) => line.recipe.id)).toEqual([id])

  await page.goto('about:blank')
  await page.goto(`${server.url}/#/pages/cart/index`)
  await visible(page, '.cart-line').waitFor()
  await visible(page, '.cart-line__check').click()
  await screenshot(page, 'my-recipe-loop-6-plan')
  await visible(page, '.cart-bar__confirm').click()
  await page.waitForURL(/#\/pages\/order\/confirm\?ids=/)
  await visible(page, '.order-confirm__cook').waitFor()
  await screenshot(page, 'my-recipe-loop-7-confirm')
  await visible(page, '.order-confirm__cook').click()
  await page.waitForURL(new RegExp(`#/pages/food/steps-detail\\?id=${id}&step=0&order=\\d+`))
  const order = Number(/order=(\d+)/.exec(page.url())![1])
  await visible(page, '.cooking__counter').waitFor()
  await screenshot(page, 'my-recipe-loop-8-step')
  await toLastStep(page)
  await screenshot(page, 'my-recipe-loop-9-last-step')

  // Settled from stock: the record keeps the dish, the eggs leave the stock.
  await visible(page, '.record-cooking').click()
  await visible(page, '.settle-popup').waitFor()
  await screenshot(page, 'my-recipe-loop-10-settle')
  const planned = await as<FoodRecordDetail>(`/orders/${order}`)
  const eggs = planned.stockPlan.find((line) => line.name === '鸡蛋')
  expect(eggs).toMatchObject({ status: 'enough' })
  await visible(page, '.settle-popup__confirm').click()
  await page.waitForURL(new RegExp(`#/pages/order/detail\\?id=${order}$`))
  await visible(page, '.rate-section').waitFor()
  await screenshot(page, 'my-recipe-loop-11-record')

  const record = await as<FoodRecordDetail>(`/orders/${order}`)
  expect(record).toMatchObject({ status: 'cooked', stockTaken: true })
  expect(record.items).toEqual([
    expect.objectContaining({ recipe: expect.objectContaining({ id, title: TITLE }) }),
  ])
  const taken = record.taken.filter((take) => take.name === '鸡蛋')
  const took = taken.reduce((sum, take) => sum + take.amount, 0)
  expect(took).toBe(eggs!.need)
  expect(took).toBeGreaterThan(0)
  expect(await eggsInStock()).toBe(10 - took)
  expect(await as<CartItem[]>('/cart')).toEqual([])
  expect(errors).toEqual([])
  await page.context().close()
})
