import type { Browser, CDPSession, Page } from 'playwright-core'
import type { Paged } from '../../types/api'
import type { RecipeDetail, RecipeSummary } from '../../types/recipes'
import { launch, openPhone, screenshot, type PhonePage } from './support/browser'
import { startServer, type RunningServer } from './support/server'

let server: RunningServer
let browser: Browser

beforeAll(async () => {
  server = await startServer()
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function api<T>(path: string): Promise<T> {
  const body = (await (await fetch(`${server.url}/api${path}`)).json()) as { content: T }
  return body.content
}

/** A phone with a touch screen; the catalogue's photos are remote and unreachable here. */
async function openTouchPhone(): Promise<PhonePage & { touch: CDPSession }> {
  const phone = await openPhone(browser, { hasTouch: true, isMobile: true })
  await phone.page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
  const touch = await phone.page.context().newCDPSession(phone.page)
  return { ...phone, touch }
}

/** Errors other than the unreachable remote photos (which fall back to drawings). */
function realErrors(errors: string[]) {
  return errors.filter((e) => !e.startsWith('Failed to load resource'))
}

/** A finger moving from one point to another in small steps, then lifting (or not). */
async function drag(
  touch: CDPSession,
  from: { x: number; y: number },
  to: { x: number; y: number },
  { lift = true, steps = 12 } = {},
) {
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] })
  for (let i = 1; i <= steps; i += 1) {
    const point = {
      x: from.x + ((to.x - from.x) * i) / steps,
      y: from.y + ((to.y - from.y) * i) / steps,
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] })
  }
  if (lift) await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
}

const visible = (page: Page, selector: string) => page.locator(`${selector}:visible`)

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

test('home → category → dish → more servings → start cooking → swipe through the steps', async () => {
  const { page, errors, touch } = await openTouchPhone()
  await page.goto(server.url)
  await visible(page, '.recommended-feed .dish-card[data-id]').first().waitFor()
  expect(await visible(page, '.category-shortcuts__item').count()).toBe(10)
  // No photo can load here: the covers on screen turn into category drawings, never broken images.
  const firstCover = visible(page, '.recommended-feed .recipe-image').first()
  await eventually(async () => expect(await firstCover.getAttribute('data-state')).toBe('failed'))
  expect(await firstCover.locator('.recipe-image__art').isVisible()).toBe(true)
  expect(await page.locator('.recipe-image__photo--loaded').count()).toBe(0)
  // The drawings are files of our own (named by their content), and every one of them drew.
  const drawings = page.locator(':is(.category-shortcuts__art, .recipe-image__art) img:visible')
  const drawingStates = () =>
    drawings.evaluateAll((images) =>
      (images as HTMLImageElement[]).map((image) => ({
        file: /^\/static\/art\/[a-z-]+\.[0-9a-f]{8}\.svg$/.test(new URL(image.src).pathname),
        drawn: image.complete && image.naturalWidth > 0,
      })),
    )
  expect(await drawings.count()).toBeGreaterThanOrEqual(11)
  await eventually(async () =>
    expect((await drawingStates()).filter((d) => !d.file || !d.drawn)).toEqual([]),
  )
  await screenshot(page, 'catalogue-home')

  await visible(page, '.category-shortcuts__item[data-key="aquatic"]').click()
  await page.waitForURL(/#\/pages\/category\/index/)
  await visible(page, '.category-rail__item--on[data-key="aquatic"]').waitFor()
  const listed = await api<Paged<RecipeSummary>>(
    '/recipes?categoryId=3&sort=popular&page=1&pageSize=20',
  )
  const first = visible(page, '.category-pane__list .dish-card[data-id]').first()
  await first.waitFor()
  expect(await first.getAttribute('data-id')).toBe(String(listed.list[0].id))
  await screenshot(page, 'catalogue-category')

  const dish = listed.list[0]
  await first.locator('.dish-card__main').click()
  await page.waitForURL(new RegExp(`#/pages/food/detail\\?id=${dish.id}`))
  await visible(page, '.recipe-hero__title').waitFor()
  expect(await visible(page, '.recipe-hero__title').textContent()).toBe(dish.title)
  const detail = await api<RecipeDetail>(`/recipes/${dish.id}`)
  const servings = visible(page, '.ingredient-list .stepper__value')
  expect(await servings.textContent()).toBe(`${detail.servings} 人份`)
  const line = detail.ingredients.findIndex((i) => i.quantity !== null)
  expect(line).toBeGreaterThanOrEqual(0)
  await visible(page, '.ingredient-list .stepper__button--plus').click()
  expect(await servings.textContent()).toBe(`${detail.servings + 1} 人份`)
  const scaled = await api<RecipeDetail>(`/recipes/${dish.id}?servings=${detail.servings + 1}`)
  const amount = visible(page, '.ingredient__amount').nth(line)
  await eventually(async () =>
    expect(parseFloat((await amount.textContent()) ?? '')).toBeCloseTo(
      scaled.ingredients[line].quantity!,
      scaled.ingredients[line].quantity! >= 10 ? -0.5 : 0,
    ),
  )
  await screenshot(page, 'catalogue-detail')

  await visible(page, '.recipe-actions__cook').click()
  await page.waitForURL(new RegExp(`#/pages/food/steps-detail\\?id=${dish.id}&step=0`))
  const counter = visible(page, '.cooking__counter')
  const total = detail.steps.length
  await eventually(async () => expect(await counter.textContent()).toBe(`第 1 / ${total} 步`))
  // A page pushed on the stack slides in for 300 ms; a finger landing before it has arrived
  // touches the router behind it (as on a phone), so swipe once the page has settled.
  await page.locator('.taro_page_stationed .cooking__counter').waitFor()
  await screenshot(page, 'catalogue-steps-1')
  const turns = Math.min(2, total - 1)
  for (let step = 1; step <= turns; step += 1) {
    await drag(touch, { x: 320, y: 400 }, { x: 60, y: 410 })
    await eventually(async () =>
      expect(await counter.textContent()).toBe(`第 ${step + 1} / ${total} 步`),
    )
    await eventually(async () => expect(page.url()).toContain(`step=${step}`))
  }
  await page.waitForTimeout(400)
  await screenshot(page, 'catalogue-steps-swiped')
  // And back with a swipe the other way.
  await drag(touch, { x: 60, y: 400 }, { x: 320, y: 400 })
  await eventually(async () =>
    expect(await counter.textContent()).toBe(`第 ${turns} / ${total} 步`),
  )
  expect(realErrors(errors)).toEqual([])
})

test('search "hsr" finds 红烧肉 by its pinyin initials; a result opens the dish', async () => {
  const { page, errors } = await openTouchPhone()
  await page.goto(server.url)
  await visible(page, '.search-entry').click()
  await page.waitForURL(/#\/pages\/search\/dish/)
  const input = visible(page, '.search-bar__input input')
  await input.waitFor()
  // The placeholder in the search bar's grey (the mini-programs' placeholderClass, H5's CSS).
  expect(await input.evaluate((element) => getComputedStyle(element, '::placeholder').color)).toBe(
    'rgb(168, 162, 155)',
  )
  await input.pressSequentially('hsr', { delay: 60 })
  const results = visible(page, '.search-results .dish-card[data-id]')
  await results.first().waitFor()
  const titles = await visible(page, '.search-results .dish-card__title').allTextContents()
  expect(titles.length).toBeGreaterThan(0)
  expect(titles.every((title) => title.includes('红烧肉'))).toBe(true)
  expect(await visible(page, '.search-results .highlighted__hit').first().textContent()).toBe(
    '红烧肉',
  )
  await screenshot(page, 'catalogue-search-hsr')

  await results.first().locator('.dish-card__main').click()
  await page.waitForURL(/#\/pages\/food\/detail\?id=\d+/)
  await visible(page, '.recipe-hero__title').waitFor()
  expect(await visible(page, '.recipe-hero__title').textContent()).toBe(titles[0])

  // The search was kept in the history.
  await page.goBack()
  await visible(page, '.search-bar__clear').click()
  await visible(page, '.search-history__term').first().waitFor()
  expect(await visible(page, '.search-history__term').allTextContents()).toEqual(['hsr'])
  expect(realErrors(errors)).toEqual([])
})

test('going back before a dish page has slid in shows home again, not a blank screen', async () => {
  const { page, errors } = await openTouchPhone()
  await page.goto(server.url)
  const cards = visible(page, '.recommended-feed .dish-card[data-id]')
  await cards.first().waitFor()
  for (let round = 0; round < 3; round += 1) {
    await cards.first().locator('.dish-card__main').click()
    await page.waitForURL(/#\/pages\/food\/detail\?id=\d+/)
    // Back at once, while the dish page is still sliding in (Taro's 300 ms).
    await page.goBack()
    await page.waitForURL((url) => !url.hash.includes('food/detail'))
    // Past the slide, when Taro's router hides the page that was below (it did so after a
    // quick back too, and left home hidden under nothing).
    await page.waitForTimeout(1000)
    expect(await page.locator('.taro_page_shade .home-page').count()).toBe(0)
    expect(await cards.count()).toBeGreaterThan(0)
  }
  // And the app still works as before: a dish opens, back returns home.
  await cards.first().locator('.dish-card__main').click()
  await visible(page, '.recipe-hero__title').waitFor()
  await page.goBack()
  await cards.first().waitFor()
  await eventually(async () =>
    expect(await page.locator('.recipe-hero__title:visible').count()).toBe(0),
  )
  expect(realErrors(errors)).toEqual([])
})

test('pulling the home feed down shows each state and reloads the feed', async () => {
  const { page, errors, touch } = await openTouchPhone()
  const feedLoads: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/recipes/recommended?page=1')) feedLoads.push(request.url())
  })
  await page.goto(server.url)
  await visible(page, '.recommended-feed .dish-card[data-id]').first().waitFor()
  expect(feedLoads).toHaveLength(1)
  const root = visible(page, '.pull-refresh')
  const text = visible(page, '.pull-refresh__text')

  // A short pull, let go: aborting, then back to rest, no reload.
  await drag(touch, { x: 187, y: 300 }, { x: 187, y: 340 }, { lift: false })
  expect(await root.getAttribute('data-phase')).toBe('pulling')
  expect(await text.textContent()).toBe('下拉刷新')
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  expect(await root.getAttribute('data-phase')).toBe('aborting')
  await eventually(async () => expect(await root.getAttribute('data-phase')).toBe('idle'))
  expect(feedLoads).toHaveLength(1)

  // A long pull: reached; let go: refreshing, the feed reloads, restoring, idle.
  await drag(touch, { x: 187, y: 260 }, { x: 187, y: 520 }, { lift: false })
  expect(await root.getAttribute('data-phase')).toBe('reached')
  expect(await text.textContent()).toBe('松开立即刷新')
  await screenshot(page, 'catalogue-pull-reached')
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  expect(await root.getAttribute('data-phase')).toBe('refreshing')
  expect(await text.textContent()).toBe('正在刷新…')
  await screenshot(page, 'catalogue-pull-refreshing')
  await eventually(async () => expect(feedLoads.length).toBe(2))
  await eventually(async () => expect(await root.getAttribute('data-phase')).toBe('restoring'))
  await eventually(async () => expect(await root.getAttribute('data-phase')).toBe('idle'))
  await visible(page, '.recommended-feed .dish-card[data-id]').first().waitFor()
  expect(realErrors(errors)).toEqual([])
})
