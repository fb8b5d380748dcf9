import type { Browser, Page } from 'playwright-core'
import type { Paged } from '../../types/api'
import type { AuthResult } from '../../types/auth'
import type { StockPage } from '../../types/kitchen'
import type { CartItem, FoodRecord, FoodRecordDetail } from '../../types/records'
import type { RecipeDetail, RecipeSummary } from '../../types/recipes'
import { launch, openPhone, screenshot, toLastStep } from './support/browser'
import { startMailCatcher, type MailCatcher } from './support/mail-catcher'
import { startServer, type RunningServer } from './support/server'
import { api, registerAccount, startLoggedIn } from './support/session'

/**
 * Finding 5 of [16] in the browser: cooking through the steps ends in a cooked record that took
 * what the settle popup showed; "cook now" on the confirm screen goes through the steps first.
 */

let mail: MailCatcher
let server: RunningServer
let browser: Browser
let cook: AuthResult

beforeAll(async () => {
  mail = await startMailCatcher()
  server = await startServer({ SMTP_URL: mail.url })
  browser = await launch()
  cook = await registerAccount(server, mail, 'steps_cook')
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await mail?.close()
})

const visible = (page: Page, selector: string) => page.locator(`${selector}:visible`).first()

/** Dishes that count their eggs in pieces: cooking one takes a known number from the stock. */
async function dishesWithEggs(count: number): Promise<{ dish: RecipeDetail; eggs: number }[]> {
  const found: { dish: RecipeDetail; eggs: number }[] = []
  for (let page = 1; page <= 17 && found.length < count; page += 1) {
    const list = await api<Paged<RecipeSummary>>(server, 'GET', `/recipes?page=${page}&pageSize=20`)
    for (const summary of list.list) {
      const dish = await api<RecipeDetail>(server, 'GET', `/recipes/${summary.id}`)
      const eggs = dish.ingredients.filter((i) => i.name === '鸡蛋' && i.unit === '个')
      if (eggs.length === 1 && eggs[0]!.quantity && dish.steps.length > 1) {
        found.push({ dish, eggs: eggs[0]!.quantity })
        if (found.length === count) break
      }
    }
  }
  if (found.length < count) throw new Error('not enough dishes count their eggs in pieces')
  return found
}

/** The meal of this hour, as src/services/meals.ts says (the browser runs on this machine). */
function mealNow() {
  const hour = new Date().getHours()
  if (hour >= 5 && hour < 10) return 'breakfast'
  if (hour >= 10 && hour < 15) return 'lunch'
  if (hour >= 17 && hour < 22) return 'dinner'
  return 'snack'
}

async function phone(locale: string, loggedIn = true) {
  const opened = await openPhone(browser, { locale, hasTouch: true, isMobile: true })
  await opened.page.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort())
  if (loggedIn) await startLoggedIn(opened.page.context(), cook)
  return opened
}

const stockOf = async (name: string) =>
  (await api<StockPage>(server, 'GET', '/stock?pageSize=50', undefined, cook.token)).list.find(
    (item) => item.name === name,
  )?.quantity

const recordOf = (id: number) =>
  api<FoodRecordDetail>(server, 'GET', `/orders/${id}`, undefined, cook.token)

test('the dish’s steps → "done — record it" → settle popup → a cooked record, stock taken', async () => {
  const [{ dish, eggs }] = await dishesWithEggs(1)
  await api(server, 'POST', '/stock', { name: '鸡蛋', quantity: 20, unit: '个' }, cook.token)
  const { page, errors } = await phone('zh-CN')

  await page.goto(`${server.url}/#/pages/food/detail?id=${dish.id}`)
  await visible(page, '.recipe-actions__cook').click()
  await page.waitForURL(/#\/pages\/food\/steps-detail/)
  await toLastStep(page)
  expect(await visible(page, '.record-cooking').textContent()).toBe('完成并记录')
  await screenshot(page, 'cooking-last-step-zh')

  await visible(page, '.record-cooking').click()
  await visible(page, '.settle-popup').waitFor()
  await screenshot(page, 'cooking-settle-zh')
  // The popup shows the egg line the record will take.
  const eggLine = visible(page, '.plan-line:has-text("鸡蛋")')
  expect(await eggLine.locator('.plan-line__mark').textContent()).toBe('够用')

  await visible(page, '.settle-popup__confirm').click()
  await page.waitForURL(/#\/pages\/order\/detail\?id=\d+$/)
  await visible(page, '.rate-section').waitFor()
  const id = Number(/id=(\d+)$/.exec(page.url())![1])
  const record = await recordOf(id)
  expect(record).toMatchObject({ status: 'cooked', stockTaken: true, meal: mealNow() })
  expect(record.items).toEqual([
    expect.objectContaining({ recipe: expect.objectContaining({ id: dish.id }) }),
  ])
  expect(record.taken).toEqual([expect.objectContaining({ name: '鸡蛋', amount: eggs })])
  expect(await stockOf('鸡蛋')).toBe(20 - eggs)
  // Planned and confirmed: nothing of it is left in today's plan.
  expect(await api<CartItem[]>(server, 'GET', '/cart', undefined, cook.token)).toEqual([])
  await screenshot(page, 'cooking-recorded-zh')
  expect(errors).toEqual([])
  await page.context().close()
})

test('"cook now" with two dishes: steps of each, then one settle popup for the record', async () => {
  const [first, second] = await dishesWithEggs(2)
  const stock = await api<StockPage>(server, 'GET', '/stock?pageSize=50', undefined, cook.token)
  const eggItem = stock.list.find((item) => item.name === '鸡蛋')!
  await api(
    server,
    'POST',
    `/stock/${eggItem.id}/movements`,
    { delta: 20, reason: 'purchase', note: '' },
    cook.token,
  )
  const before = (await stockOf('鸡蛋'))!
  const lines = [
    await api<CartItem>(
      server,
      'POST',
      '/cart',
      { recipeId: first!.dish.id, servings: 2, meal: 'dinner' },
      cook.token,
    ),
    await api<CartItem>(
      server,
      'POST',
      '/cart',
      { recipeId: second!.dish.id, servings: 2, meal: 'dinner' },
      cook.token,
    ),
  ]
  const { page, errors } = await phone('zh-CN')
  await page.goto(`${server.url}/#/pages/order/confirm?ids=${lines.map((l) => l.id).join(',')}`)
  await visible(page, '.order-confirm__cook').click()
  await page.waitForURL(/#\/pages\/food\/steps-detail\?id=\d+&step=0&order=\d+&dish=0/)
  const id = Number(/order=(\d+)/.exec(page.url())![1])
  expect(page.url()).toContain(`id=${first!.dish.id}&`)

  await toLastStep(page)
  expect(await visible(page, '.record-cooking').textContent()).toBe('下一道菜')
  await visible(page, '.record-cooking').click()
  await page.waitForURL(
    new RegExp(`steps-detail\\?id=${second!.dish.id}&step=0&order=${id}&dish=1`),
  )
  await toLastStep(page)
  expect(await visible(page, '.record-cooking').textContent()).toBe('完成并记录')
  await visible(page, '.record-cooking').click()
  await visible(page, '.settle-popup').waitFor()
  const planned = await recordOf(id)
  expect(planned.status).toBe('planned')
  await visible(page, '.settle-popup__confirm').click()
  await page.waitForURL(new RegExp(`#/pages/order/detail\\?id=${id}$`))
  const cooked = await recordOf(id)
  expect(cooked).toMatchObject({ status: 'cooked', stockTaken: true })
  const took = cooked.taken.filter((take) => take.name === '鸡蛋')
  const expected = planned.stockPlan
    .filter((line) => line.name === '鸡蛋')
    .reduce((sum, line) => sum + line.takes.reduce((s, take) => s + take.amount, 0), 0)
  expect(took.reduce((sum, take) => sum + take.amount, 0)).toBeCloseTo(expected)
  expect(await stockOf('鸡蛋')).toBeCloseTo(before - expected)
  // One record: no second one was made on the way.
  const all = await api<Paged<FoodRecord>>(server, 'GET', '/orders', undefined, cook.token)
  expect(all.list.filter((record) => record.id === id)).toHaveLength(1)
  expect(all.total).toBe(2)
  expect(errors).toEqual([])
  await page.context().close()
})

test('in English; an anonymous cook is asked to log in and returns to the step', async () => {
  const [{ dish }] = await dishesWithEggs(1)
  const anonymous = await phone('en-US', false)
  await anonymous.page.goto(`${server.url}/#/pages/food/steps-detail?id=${dish.id}&step=0`)
  await toLastStep(anonymous.page)
  const last = dish.steps.length - 1
  expect(await visible(anonymous.page, '.record-cooking').textContent()).toBe('Log in to record')
  await screenshot(anonymous.page, 'cooking-last-step-anonymous-en')
  await visible(anonymous.page, '.record-cooking').click()
  await anonymous.page.waitForURL(/#\/pages\/login\/index\?redirect=/)
  const redirect = decodeURIComponent(/redirect=([^&]+)/.exec(anonymous.page.url())![1]!)
  expect(redirect).toBe(`/pages/food/steps-detail?id=${dish.id}&step=${last}`)
  await anonymous.page.context().close()

  const { page, errors } = await phone('en-US')
  await page.goto(`${server.url}/#/pages/food/steps-detail?id=${dish.id}&step=${last}`)
  await visible(page, '.record-cooking').waitFor()
  expect(await visible(page, '.record-cooking').textContent()).toBe('Done — record it')
  await screenshot(page, 'cooking-last-step-en')
  await visible(page, '.record-cooking').click()
  await visible(page, '.settle-popup').waitFor()
  await screenshot(page, 'cooking-settle-en')
  expect(errors).toEqual([])
  await page.context().close()
})
