import Taro from '@tarojs/taro'
import { i18n } from '@/i18n'
import { localeFromSystem, useSettingsStore } from '@/stores/settings-store'

afterEach(() => jest.restoreAllMocks())

test.each([
  ['zh_CN', 'zh-Hans'],
  ['zh-CN', 'zh-Hans'],
  ['zh', 'zh-Hans'],
  ['zh-TW', 'zh-Hant'],
  ['zh_HK', 'zh-Hant'],
  ['zh-Hant-TW', 'zh-Hant'],
  ['en-GB', 'en'],
  ['en', 'en'],
  ['fr-CA', 'fr'],
  ['es', 'es'],
  ['de', 'zh-Hans'],
  ['', 'zh-Hans'],
  [undefined, 'zh-Hans'],
])('system language %p → %s', (tag, locale) => {
  expect(localeFromSystem(tag)).toBe(locale)
})

test('the first launch follows the system language', () => {
  // Taro H5 reads the system language from the browser.
  jest.spyOn(navigator, 'language', 'get').mockReturnValue('fr-FR')
  Taro.removeStorageSync('sichu:settings')
  jest.isolateModules(() => {
    const fresh = require('@/stores/settings-store') as typeof import('@/stores/settings-store')
    expect(fresh.useSettingsStore.getState().locale).toBe('fr')
  })
})

test('setLocale switches the language of every string and is persisted', () => {
  useSettingsStore.getState().setLocale('en')
  expect(i18n.language).toBe('en')
  expect(i18n.t('app.defaultTitle')).toBe('Recipes')

  useSettingsStore.getState().setLocale('zh-Hant')
  expect(i18n.language).toBe('zh-Hant')
  const stored = JSON.parse(Taro.getStorageSync('sichu:settings') as string)
  expect(stored.state).toEqual({ locale: 'zh-Hant' })
})
