import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import type { Browser, Page } from 'playwright-core'
import { launch, openPhone, screenshot } from './support/browser'
import { startMailCatcher, type MailCatcher } from './support/mail-catcher'
import { startServer, type RunningServer } from './support/server'

let mail: MailCatcher
let server: RunningServer
let browser: Browser

const account = {
  username: 'mei_e2e',
  email: 'mei.e2e@example.com',
  password: 'Braised-pork-2024',
  newPassword: 'Steamed-fish-2025',
  nickname: '小梅',
}

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

/** A real PNG (the server checks the content), drawn for the avatar. */
function avatarFile(): string {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128">' +
    '<rect width="128" height="128" fill="#ffb27a"/>' +
    '<circle cx="64" cy="70" r="34" fill="#ff7a1a"/><rect x="30" y="30" width="68" height="14" rx="7" fill="#fff"/>' +
    '</svg>'
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'sichu-avatar-')), 'avatar.png')
  writeFileSync(file, new Resvg(svg).render().asPng())
  return file
}

/** Taro H5 slides pages in and out: a screenshot waits for the slide to end. */
async function shot(page: Page, name: string) {
  await page.waitForTimeout(500)
  await screenshot(page, name)
}

const visible = (page: Page, selector: string) => page.locator(`${selector}:visible`).first()
const field = (page: Page, name: string) => visible(page, `.form-field--${name} input`)

async function open(page: Page, route: string) {
  // A fresh load, as when the app is opened again: what survives is what was stored.
  await page.goto('about:blank')
  await page.goto(`${server.url}/#/${route}`)
  await visible(page, '.nav-bar__title').waitFor()
}

async function logIn(page: Page, password: string, remember: boolean) {
  await field(page, 'username').fill(account.username)
  await field(page, 'password').fill(password)
  if (remember) await visible(page, '.check-box--remember').click()
  await visible(page, '.check-box--consent .check-box__mark').click()
  await visible(page, '.auth-submit').click()
  await page.waitForURL(/#\/pages\/profile\/index/)
  await visible(page, '.profile-header__name').filter({ hasText: account.nickname }).waitFor()
}

test('register by emailed code, avatar, logout, remembered login, password change ends the other phone', async () => {
  const phone = await openPhone(browser)
  const { page } = phone

  // Register with the code the server mailed to the SMTP peer.
  await open(page, 'pages/register/index')
  await field(page, 'username').fill(account.username)
  await field(page, 'email').fill(account.email)
  const mailsBefore = mail.mails.length
  await visible(page, '.send-code').click()
  await visible(page, '.send-code').filter({ hasText: '秒后重发' }).waitFor()
  const code = await mail.codeFor(account.email, mailsBefore)
  await field(page, 'code').fill(code)
  await field(page, 'password').fill(account.password)
  await field(page, 'repeat').fill(account.password)
  await field(page, 'nickname').fill(account.nickname)
  await visible(page, '.check-box--consent .check-box__mark').click()
  await shot(page, 'accounts-register')
  await visible(page, '.auth-submit').click()

  // The profile tab shows the new account.
  await page.waitForURL(/#\/pages\/profile\/index/)
  await visible(page, '.profile-header__name').filter({ hasText: account.nickname }).waitFor()
  expect(await visible(page, '.profile-header__username').textContent()).toBe(
    `@${account.username}`,
  )
  await visible(page, '.kanban__item--favorites .kanban__value').filter({ hasText: '0' }).waitFor()
  await shot(page, 'accounts-profile')

  // A new avatar through the file chooser Taro's chooseImage opens.
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    visible(page, '.profile-header__avatar').click(),
  ])
  await chooser.setFiles(avatarFile())
  const avatar = visible(page, '.profile-header .avatar__image img')
  await avatar.waitFor()
  expect(await avatar.getAttribute('src')).toMatch(/^\/api\/uploads\/.+\.png$/)
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('.profile-header .avatar__image img')
    return Boolean(img?.complete && img.naturalWidth > 0)
  })
  await shot(page, 'accounts-profile-avatar')

  // Log out (after the question).
  await visible(page, '.profile-logout').click()
  const modal = page.locator('.h5-modal__card')
  await modal.waitFor({ state: 'visible' })
  await shot(page, 'accounts-logout-question')
  await modal.locator('.h5-modal__confirm').click()
  await visible(page, '.profile-header--anonymous').waitFor()
  await shot(page, 'accounts-profile-anonymous')

  // Log in again with "remember account".
  await visible(page, '.profile-header__actions .profile-button--solid').click()
  await page.waitForURL(/#\/pages\/login\/index/)
  await logIn(page, account.password, true)

  // Opened again later, the login page shows the remembered account (no password kept).
  await open(page, 'pages/login/index')
  await visible(page, '.remembered__name').filter({ hasText: account.nickname }).waitFor()
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(account.password)
  await shot(page, 'accounts-login-remembered')

  // Another phone logs in to the same account: this is the session that will end.
  const other = await openPhone(browser)
  await open(other.page, 'pages/login/index')
  await logIn(other.page, account.password, false)

  // The first phone changes the password; it stays logged in.
  await open(page, 'pages/profile/changePassword')
  await field(page, 'oldPassword').fill(account.password)
  await field(page, 'password').fill(account.newPassword)
  await field(page, 'repeat').fill(account.newPassword)
  await visible(page, '.auth-submit').click()
  await page.locator('.h5-toast__text', { hasText: '密码已修改，其他设备已退出登录' }).waitFor()
  await shot(page, 'accounts-password-changed')
  await open(page, 'pages/profile/index')
  await visible(page, '.profile-header__name').filter({ hasText: account.nickname }).waitFor()

  // The other phone's next call is refused: toast, and the login page.
  await visible(other.page, '.profile-header__nickname').click()
  await field(other.page, 'nickname').fill('梅子')
  await visible(other.page, '.nickname-popup .profile-button').click()
  await other.page.locator('.h5-toast__text', { hasText: '未授权，请重新登录' }).waitFor()
  await screenshot(other.page, 'accounts-other-phone-unauthorised')
  await other.page.waitForURL(/#\/pages\/login\/index\?redirect=/)
  await visible(other.page, '.nav-bar__title').filter({ hasText: '登录' }).waitFor()
  await shot(other.page, 'accounts-other-phone-logged-out')

  // Its browser logs the refused call; nothing else went wrong on either phone.
  const unexpected = (errors: string[]) => errors.filter((text) => !/status of 401/.test(text))
  expect(phone.errors).toEqual([])
  expect(unexpected(other.errors)).toEqual([])
})

const screens: [string, string][] = [
  ['login', 'pages/login/index'],
  ['register', 'pages/register/index'],
  ['reset-password', 'pages/login/resetPassword'],
  ['agreement', 'pages/agreement/index'],
  ['privacy', 'pages/privacy/index'],
  ['help', 'pages/help/index'],
  ['profile', 'pages/profile/index'],
  ['stock-gate', 'pages/stock/index'],
]

test.each([
  ['zh-Hans', 'zh-CN', '登录'],
  ['en', 'en-US', 'Log in'],
])('the account screens in %s at 375x812', async (name, locale, loginTitle) => {
  const { page, errors } = await openPhone(browser, { locale })
  for (const [screen, route] of screens) {
    await open(page, route)
    if (screen === 'login') {
      await visible(page, '.auth-submit').click()
      await visible(page, '.form-field__error').waitFor()
    }
    if (screen === 'help') await visible(page, '.help__question').click()
    if (screen === 'stock-gate') {
      // Anonymous: a login-only screen sends the user to log in, with the way back.
      await page.waitForURL(/#\/pages\/login\/index\?redirect=%2Fpages%2Fstock%2Findex/)
      await visible(page, '.nav-bar__title').filter({ hasText: loginTitle }).waitFor()
    }
    await shot(page, `accounts-${name}-${screen}`)
  }
  await open(page, 'pages/login/index')
  await visible(page, '.auth-tabs__tab--code').click()
  await field(page, 'account').waitFor()
  await shot(page, `accounts-${name}-login-code`)
  expect(errors).toEqual([])
})
