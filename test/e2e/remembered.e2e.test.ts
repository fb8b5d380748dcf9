import { randomBytes } from 'node:crypto'
import type { Browser, Page } from 'playwright-core'
import type { AuthResult } from '../../types/auth'
import { launch, openPhone, screenshot } from './support/browser'
import { startMailCatcher, type MailCatcher } from './support/mail-catcher'
import { startServer, type RunningServer } from './support/server'
import { api, registerAccount } from './support/session'

/**
 * Issue [11], finding 4: "remember account" keeps no password on the phone. The account is
 * remembered with a device token the server can revoke; a password change, a reset or "forget"
 * ends its one-tap login, and the form then asks for the password.
 */

let mail: MailCatcher
let server: RunningServer
let browser: Browser

const PASSWORD = 'Braised-pork-2024'
const NEW_PASSWORD = 'Steamed-fish-2025'

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

const visible = (page: Page, selector: string) => page.locator(`${selector}:visible`).first()
const field = (page: Page, name: string) => visible(page, `.form-field--${name} input`)

/** Everything the page keeps in web storage, as one text. */
const stored = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }),
  )

async function open(page: Page, route: string) {
  await page.goto('about:blank')
  await page.goto(`${server.url}/#/${route}`)
  await visible(page, '.nav-bar__title').waitFor()
}

async function passwordLogin(page: Page, username: string, password: string, remember: boolean) {
  await field(page, 'username').fill(username)
  await field(page, 'password').fill(password)
  const box = visible(page, '.check-box--remember')
  if ((await box.getAttribute('aria-checked')) !== String(remember)) await box.click()
  await visible(page, '.check-box--consent .check-box__mark').click()
  await visible(page, '.auth-submit').click()
  await page.waitForURL(/#\/pages\/profile\/index/)
  await visible(page, '.profile-header__name').waitFor()
}

async function logOut(page: Page) {
  await visible(page, '.profile-logout').click()
  await page.locator('.h5-modal__confirm').click()
  await visible(page, '.profile-header--anonymous').waitFor()
}

test('remembered with no password stored; one tap logs in until the password changes', async () => {
  await registerAccount(server, mail, 'tap_cook', PASSWORD)
  const { page, errors } = await openPhone(browser)
  await open(page, 'pages/login/index')
  await passwordLogin(page, 'tap_cook', PASSWORD, true)
  expect(await stored(page)).not.toContain(PASSWORD)
  await logOut(page)

  // The login page shows the account, with a one-tap login.
  await open(page, 'pages/login/index')
  await visible(page, '.remembered__name').filter({ hasText: 'tap_cook' }).waitFor()
  await screenshot(page, 'remembered-login-zh')
  await visible(page, '.remembered .auth-submit').click()
  await page.waitForURL(/#\/pages\/profile\/index/)
  await visible(page, '.profile-header__name').filter({ hasText: 'tap_cook' }).waitFor()
  expect(await stored(page)).not.toContain(PASSWORD)

  // The password changes on another device: this device's token no longer logs in.
  const other = await api<AuthResult>(server, 'POST', '/auth/login', {
    username: 'tap_cook',
    password: PASSWORD,
    nonce: randomBytes(16).toString('hex'),
    timestamp: Date.now(),
  })
  const change = { oldPassword: PASSWORD, newPassword: NEW_PASSWORD }
  await api(server, 'PUT', '/user/password', change, other.token)
  await open(page, 'pages/login/index')
  await visible(page, '.remembered .auth-submit').click()
  const notice = visible(page, '.auth-notice')
  await notice.waitFor()
  expect(await notice.textContent()).toBe(
    '本设备已不再保持你的登录（密码已修改或重置，或账号已被忘记），请输入密码',
  )
  await expect(field(page, 'username').inputValue()).resolves.toBe('tap_cook')
  await expect(field(page, 'password').inputValue()).resolves.toBe('')
  await screenshot(page, 'remembered-refused-zh')

  // The new password, remembered again: still no password kept.
  await passwordLogin(page, 'tap_cook', NEW_PASSWORD, true)
  const kept = await stored(page)
  expect(kept).not.toContain(PASSWORD)
  expect(kept).not.toContain(NEW_PASSWORD)

  // "Forget this account": the card goes, and the token is refused from now on.
  await logOut(page)
  await open(page, 'pages/login/index')
  const token = await page.evaluate(() => {
    const session = JSON.parse(JSON.parse(localStorage.getItem('sichu:session')!).data)
    return session.state.deviceTokens[0].token as string
  })
  await visible(page, '.remembered__forget').click()
  await visible(page, '.password-login').waitFor()
  const res = await fetch(`${server.url}/api/auth/login/device`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'tap_cook', deviceToken: token }),
  })
  expect(((await res.json()) as { code: number }).code).toBe(40020)
  expect(errors.filter((text) => !/status of 40[01]/.test(text))).toEqual([])
})

test('a session an earlier version saved with a password loses it when the app loads', async () => {
  const { page, errors } = await openPhone(browser)
  const v1 = {
    state: {
      token: null,
      userInfo: null,
      rememberedAccount: { username: 'old_cook', password: 'Old-secret-2023' },
      newVersion: null,
      deviceTokens: [],
    },
    version: 1,
  }
  const value = JSON.stringify({ data: JSON.stringify(v1) })
  await page.context().addInitScript((saved) => {
    if (!location.protocol.startsWith('http')) return
    if (!localStorage.getItem('sichu:session')) localStorage.setItem('sichu:session', saved)
  }, value)
  await open(page, 'pages/login/index')
  await expect(field(page, 'username').inputValue()).resolves.toBe('old_cook')
  await expect(field(page, 'password').inputValue()).resolves.toBe('')
  expect(await stored(page)).not.toContain('Old-secret-2023')
  expect(errors).toEqual([])
})

test('the remembered login in English', async () => {
  await registerAccount(server, mail, 'en_cook', PASSWORD)
  const { page, errors } = await openPhone(browser, { locale: 'en-US' })
  await open(page, 'pages/login/index')
  await passwordLogin(page, 'en_cook', PASSWORD, true)
  await logOut(page)
  await open(page, 'pages/login/index')
  await visible(page, '.remembered .auth-submit')
    .filter({ hasText: 'Log in with one tap' })
    .waitFor()
  await screenshot(page, 'remembered-login-en')
  expect(await stored(page)).not.toContain(PASSWORD)
  expect(errors).toEqual([])
})
