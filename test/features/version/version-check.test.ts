import type { ServerResponse } from 'node:http'
import type { VersionInfo } from '@shared/api'
import { sendJson, startApiServer, type ApiServer } from '../../helpers/api-server'
import { dismissToast, visibleToast } from '../../helpers/toast'

type VersionCheckModule = typeof import('@/features/version/version-check')
type SessionModule = typeof import('@/stores/session-store')
type SettingsModule = typeof import('@/stores/settings-store')

const T0 = new Date('2025-03-01T08:00:00Z').getTime()
const release: VersionInfo = {
  versionName: '1.3.0',
  versionCode: '1.3.0',
  updateContent: '新增今日饮食统计',
  downloadUrl: 'https://example.com/sichu-1.3.0.apk',
  force: false,
}

let server: ApiServer

/**
 * A fresh page load: new modules (the in-flight flag and the stores start over), same storage.
 * Taro loads first, as in test/setup/taro.js.
 */
function loadApp(locale: 'zh-Hans' | 'en' = 'zh-Hans') {
  jest.resetModules()
  require('@tarojs/taro')
  const { useSettingsStore } = require('@/stores/settings-store') as SettingsModule
  const { runVersionCheck } = require('@/features/version/version-check') as VersionCheckModule
  const { useSessionStore } = require('@/stores/session-store') as SessionModule
  useSettingsStore.getState().setLocale(locale)
  return { runVersionCheck, useSessionStore }
}

/** The version check's answer; the download check answers whether the URL gave 200. */
function answer(content: VersionInfo | null, available = true) {
  server.handle((req, res) =>
    req.url.endsWith('/download-check')
      ? sendJson(res, { code: 0, msg: '', content: { available } })
      : sendJson(res, { code: 0, msg: '', content }),
  )
}

function checks() {
  return server.received.length
}

async function until(condition: () => boolean) {
  for (let waited = 0; !condition(); waited += 5) {
    if (waited > 3000) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/** The modal Taro H5 draws; the newest one, as each page load has its own. */
function modal() {
  const all = document.querySelectorAll<HTMLElement>('.taro__modal')
  const el = all[all.length - 1]
  const part = (selector: string) => el?.querySelector<HTMLElement>(selector)
  return {
    shown: !!el && el.style.display !== 'none',
    title: part('.taro-modal__title')?.textContent,
    text: part('.taro-modal__text')?.textContent,
    cancel: part('.taro-model__cancel'),
    confirm: part('.taro-model__confirm'),
  }
}

beforeAll(async () => {
  server = await startApiServer()
})
afterAll(() => server.close())

beforeEach(() => {
  // Only the clock is faked: the fetch polyfill needs real timers to deliver the server's answer.
  jest.useFakeTimers({
    now: T0,
    doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate'],
  })
  localStorage.clear()
  document.body.innerHTML = ''
  dismissToast()
  server.received.length = 0
  answer(null)
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

test('asks the server with the platform and the app version', async () => {
  const { runVersionCheck, useSessionStore } = loadApp()
  await expect(runVersionCheck()).resolves.toBe('none')
  expect(server.received).toEqual([
    expect.objectContaining({
      method: 'POST',
      url: '/api/v1/app/version/check',
      body: { platform: 'H5', versionCode: '1.2.0' },
    }),
  ])
  expect(useSessionStore.getState().newVersion).toBeNull()
  expect(modal().shown).toBe(false)
})

describe('throttle', () => {
  test('a second check within 300000 ms is skipped, even after a reload', async () => {
    await loadApp().runVersionCheck()
    jest.setSystemTime(T0 + 299999)
    await expect(loadApp().runVersionCheck()).resolves.toBe('skipped')
    expect(checks()).toBe(1)
  })

  test('after 300000 ms it checks again', async () => {
    const { runVersionCheck } = loadApp()
    await runVersionCheck()
    jest.setSystemTime(T0 + 300000)
    await expect(runVersionCheck()).resolves.toBe('none')
    expect(checks()).toBe(2)
  })

  test('"check for updates" forces a check within the 5 minutes', async () => {
    const { runVersionCheck } = loadApp()
    await runVersionCheck()
    jest.setSystemTime(T0 + 1000)
    await expect(runVersionCheck(true)).resolves.toBe('none')
    expect(checks()).toBe(2)
  })
})

test('a check while one is under way is skipped, forced or not', async () => {
  let held: ServerResponse | undefined
  server.handle((_req, res) => {
    held = res
  })
  const { runVersionCheck } = loadApp()
  const first = runVersionCheck()
  await server.untilReceived(1)
  await expect(runVersionCheck()).resolves.toBe('skipped')
  await expect(runVersionCheck(true)).resolves.toBe('skipped')

  sendJson(held!, { code: 0, msg: '', content: null })
  await expect(first).resolves.toBe('none')
  expect(checks()).toBe(1)
})

describe('a newer version', () => {
  test('opens "以后再说" / "立即更新"; "立即更新" opens the download', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null)
    answer(release)
    const { runVersionCheck, useSessionStore } = loadApp()
    const outcome = runVersionCheck()
    await until(() => modal().shown)

    expect(modal()).toMatchObject({ title: '发现新版本 1.3.0', text: '新增今日饮食统计' })
    expect(modal().cancel?.textContent).toBe('以后再说')
    expect(modal().cancel?.style.display).not.toBe('none')
    expect(modal().confirm?.textContent).toBe('立即更新')
    expect(useSessionStore.getState().newVersion).toEqual(release)

    modal().confirm!.click()
    await expect(outcome).resolves.toBe('found')
    // Only once the server found the download answering 200.
    expect(server.received.at(-1)).toMatchObject({
      url: '/api/v1/app/version/download-check',
      body: { platform: 'H5', versionCode: '1.3.0' },
    })
    expect(open).toHaveBeenCalledWith(release.downloadUrl, '_blank', 'noopener')
  })

  test('"立即更新" with a download that does not answer 200 opens nothing and says so', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null)
    answer(release, false)
    const outcome = loadApp().runVersionCheck()
    await until(() => modal().shown)
    modal().confirm!.click()
    await expect(outcome).resolves.toBe('found')
    expect(open).not.toHaveBeenCalled()
    await until(() => visibleToast() === '下载失败，请稍后再试')
  })

  test('"later" closes the modal without opening anything (en)', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null)
    answer(release)
    const outcome = loadApp('en').runVersionCheck()
    await until(() => modal().shown)
    expect(modal().title).toBe('Version 1.3.0 is available')
    expect(modal().cancel?.textContent).toBe('Later')
    expect(modal().confirm?.textContent).toBe('Update')

    modal().cancel!.click()
    await expect(outcome).resolves.toBe('found')
    expect(open).not.toHaveBeenCalled()
  })

  test('a forced release offers no "later"', async () => {
    answer({ ...release, force: true })
    void loadApp().runVersionCheck()
    await until(() => modal().shown)
    expect(modal().cancel?.style.display).toBe('none')
    expect(modal().confirm?.textContent).toBe('立即更新')
  })
})

test('a failed check is only logged: no toast, no modal', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  server.handle((_req, res) => sendJson(res, { code: 500, msg: '服务器错误', content: null }, 500))
  await expect(loadApp().runVersionCheck()).resolves.toBe('failed')
  expect(warn).toHaveBeenCalledWith('[version] check failed', expect.anything())
  expect(visibleToast()).toBeNull()
  expect(modal().shown).toBe(false)
})
