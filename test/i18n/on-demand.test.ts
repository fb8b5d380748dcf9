import Taro from '@tarojs/taro'
import { LOCALES } from '@shared/api'

type I18nModule = typeof import('@/i18n')
type SettingsModule = typeof import('@/stores/settings-store')

/** A fresh start of the app's i18n (without the test setup's preloaded locales). */
function freshStart(savedLocale?: string) {
  if (savedLocale) {
    Taro.setStorageSync(
      'sichu:settings',
      JSON.stringify({ state: { locale: savedLocale }, version: 1 }),
    )
  } else {
    Taro.removeStorageSync('sichu:settings')
  }
  let modules!: I18nModule & SettingsModule
  jest.isolateModules(() => {
    modules = {
      ...(require('@/i18n') as I18nModule),
      ...(require('@/stores/settings-store') as SettingsModule),
    }
  })
  return modules
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => jest.spyOn(navigator, 'language', 'get').mockReturnValue('zh-CN'))
afterEach(() => {
  jest.restoreAllMocks()
  Taro.removeStorageSync('sichu:settings')
})

test('no strings are in the start-up code: the reader’s own are fetched, and only those', async () => {
  const { i18n, startStringsReady } = freshStart()
  for (const locale of LOCALES) expect(i18n.hasLocale(locale)).toBe(false)
  const heard: string[] = []
  i18n.onLanguageChanged((locale) => heard.push(locale))
  await startStringsReady()
  expect(i18n.language).toBe('zh-Hans')
  expect(i18n.t('app.defaultTitle')).toBe('菜谱')
  // zh-Hans was the language all along: its listeners still hear that its words are here.
  expect(heard).toEqual(['zh-Hans'])
  expect(LOCALES.filter((locale) => i18n.hasLocale(locale))).toEqual(['zh-Hans'])
})

test('an English reader’s start-up fetches English alone, not zh-Hans as well', async () => {
  jest.spyOn(navigator, 'language', 'get').mockReturnValue('en-US')
  const { i18n, startStringsReady } = freshStart()
  await startStringsReady()
  expect(i18n.language).toBe('en')
  expect(i18n.t('app.defaultTitle')).toBe('Recipes')
  expect(LOCALES.filter((locale) => i18n.hasLocale(locale))).toEqual(['en'])
})

test('start-up strings that cannot be fetched fail the wait (the page loader offers a retry)', async () => {
  jest.doMock('@/i18n/locales/fr', () => {
    throw new Error('offline')
  })
  const { startStringsReady } = freshStart('fr')
  await expect(startStringsReady()).rejects.toThrow('offline')
  jest.dontMock('@/i18n/locales/fr')
})

test('switching waits for the strings, then changes the language and saves it', async () => {
  const { i18n, switchLocale, useSettingsStore } = freshStart()
  const switching = switchLocale('en')
  // Nothing changes before the strings are here.
  expect(i18n.language).toBe('zh-Hans')
  expect(useSettingsStore.getState().locale).toBe('zh-Hans')
  await switching
  expect(i18n.hasLocale('en')).toBe(true)
  expect(i18n.language).toBe('en')
  expect(i18n.t('app.defaultTitle')).toBe('Recipes')
  expect(useSettingsStore.getState().locale).toBe('en')
  // Back to zh-Hans and on to fr: each fetched once, all there.
  await switchLocale('zh-Hans')
  expect(i18n.t('app.defaultTitle')).toBe('菜谱')
  await switchLocale('fr')
  expect(i18n.language).toBe('fr')
  expect(i18n.hasLocale('es')).toBe(false)
  expect(i18n.hasLocale('en')).toBe(true)
})

test('a saved locale other than zh-Hans is fetched at start-up and then shown', async () => {
  const { i18n, useSettingsStore } = freshStart('es')
  expect(useSettingsStore.getState().locale).toBe('es')
  await settled()
  expect(i18n.language).toBe('es')
  expect(i18n.hasLocale('en')).toBe(false)
})

test('a locale that cannot be fetched leaves the language as it was', async () => {
  jest.doMock('@/i18n/locales/zh-Hant', () => {
    throw new Error('offline')
  })
  const { i18n, switchLocale, useSettingsStore } = freshStart()
  await expect(switchLocale('zh-Hant')).rejects.toThrow('offline')
  expect(i18n.language).toBe('zh-Hans')
  expect(useSettingsStore.getState().locale).toBe('zh-Hans')
  jest.dontMock('@/i18n/locales/zh-Hant')
})
