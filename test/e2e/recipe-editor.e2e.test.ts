import type { Browser, Page } from 'playwright-core'
import type { AuthResult } from '../../types/auth'
import { launch, openPhone, screenshot } from './support/browser'
import { startMailCatcher, type MailCatcher } from './support/mail-catcher'
import { startServer, type RunningServer } from './support/server'
import { registerAccount, startLoggedIn } from './support/session'

/**
 * The recipe editor at 375x812 in the real browser: laid out without sideways scroll and with
 * 44 px targets in zh-Hans and en, and leaving it with unsaved changes asks first.
 */

let mail: MailCatcher
let server: RunningServer
let browser: Browser
let cook: AuthResult

beforeAll(async () => {
  mail = await startMailCatcher()
  server = await startServer({ SMTP_URL: mail.url })
  browser = await launch()
  cook = await registerAccount(server, mail, 'editor_cook')
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await mail?.close()
})

async function editor(locale: string): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPhone(browser, { locale, hasTouch: true, isMobile: true })
  await startLoggedIn(opened.page.context(), cook)
  await opened.page.goto(`${server.url}/#/pages/recipe/edit`)
  await opened.page.locator('.edit-block--category .chip').first().waitFor()
  return opened
}

/** Targets narrower or shorter than 44 px on screen (the hidden inputs of Taro aside). */
function smallTargets(page: Page) {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        '.recipe-edit [role=button], .recipe-edit [role=radio]',
      ),
    )
      .filter((el) => el.offsetParent !== null)
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 43.5 || box.height < 43.5)
      .map(({ el, box }) => `${el.className} ${box.width}x${box.height}`),
  )
}

test.each([
  ['zh-CN', 'zh-Hans', '写菜谱', ['识别为 冰糖 · 30 g', '识别为 盐 · 适量', '识别为 鸡蛋 · 2 个']],
  [
    'en-GB',
    'en',
    'New recipe',
    ['Reads as 冰糖 · 30 g', 'Reads as 盐 · as needed', 'Reads as 鸡蛋 · 2 pieces'],
  ],
])(
  'the editor in %s fits the phone: no sideways scroll, 44 px targets, amounts read as typed',
  async (locale, tag, title, readings) => {
    const { page, errors } = await editor(locale)
    await page.locator('.nav-bar__title:visible', { hasText: title }).waitFor()
    await page.locator('.edit-add--step').click()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    expect(await smallTargets(page)).toEqual([])
    await screenshot(page, `recipe-editor-${tag}`)

    // The preview of parsed amounts, from the server's reading, in the reader's words.
    const field = (i: number, part: string) =>
      page.locator(`.ingredient-row[data-index="${i}"] .ingredient-row__${part} input`)
    await field(0, 'name').fill('冰糖 30g')
    await page.locator('.edit-add--ingredient').click()
    await field(1, 'name').fill('盐')
    await field(1, 'unit').fill('适量')
    await page.locator('.edit-add--ingredient').click()
    await field(2, 'name').fill('鸡蛋')
    await field(2, 'quantity').fill('2')
    await field(2, 'unit').fill('个')
    const shown = page.locator('.ingredient-preview:not(.ingredient-preview--reading)')
    const started = Date.now()
    while (JSON.stringify(await shown.allTextContents()) !== JSON.stringify(readings)) {
      if (Date.now() - started > 10_000) break
      await page.waitForTimeout(100)
    }
    expect(await shown.allTextContents()).toEqual(readings)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await page.locator('.ingredient-rows').scrollIntoViewIfNeeded()
    await screenshot(page, `recipe-editor-preview-${tag}`)
    expect(errors).toEqual([])
  },
)

test('leaving with unsaved changes asks first; "stay" keeps the draft, "leave" goes', async () => {
  const { page, errors } = await editor('zh-CN')
  await page.locator('.form-field--title input').fill('外婆红烧肉')
  await page.locator('.nav-bar__back:visible').click()
  const modal = page.locator('.h5-modal__card')
  await modal.waitFor({ state: 'visible' })
  await expect(modal.textContent()).resolves.toContain('放弃修改？')
  await modal.locator('.h5-modal__cancel').click()
  await modal.waitFor({ state: 'hidden' })
  expect(await page.locator('.form-field--title input').inputValue()).toBe('外婆红烧肉')
  expect(new URL(page.url()).hash).toBe('#/pages/recipe/edit')

  await page.locator('.nav-bar__back:visible').click()
  await modal.waitFor({ state: 'visible' })
  await modal.locator('.h5-modal__confirm').click()
  await page.waitForURL((url) => !url.hash.startsWith('#/pages/recipe/edit'))
  expect(errors).toEqual([])
})
