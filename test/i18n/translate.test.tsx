import { Text } from '@tarojs/components'
import TestUtils from '@tarojs/test-utils-react'
import { i18n, t } from '@/i18n'
import { useTranslation } from '@/i18n/react'
import { useSettingsStore } from '@/stores/settings-store'

beforeEach(() => useSettingsStore.getState().setLocale('zh-Hans'))

test("a dotted key gives the current locale's string, values filled in", () => {
  expect(t('app.defaultTitle')).toBe('菜谱')
  expect(t('version.title', { version: '1.3.0' })).toContain('1.3.0')
  expect(t('version.title', { version: '1.3.0' })).not.toContain('{{')
  useSettingsStore.getState().setLocale('en')
  expect(t('app.defaultTitle')).toBe('Recipes')
  expect(t('recipes.servingsValue', { count: 3 })).toContain('3')
})

test('lng asks for another locale without switching', () => {
  expect(t('app.defaultTitle', { lng: 'fr' })).toBe(i18n.t('app.defaultTitle', { lng: 'fr' }))
  expect(t('app.defaultTitle', { lng: 'en' })).toBe('Recipes')
  expect(i18n.language).toBe('zh-Hans')
})

test('an unknown key reads as itself; exists tells known from unknown', () => {
  expect(i18n.exists('categories.meat')).toBe(true)
  expect(i18n.exists('categories.nothing_like_it')).toBe(false)
  expect(i18n.exists('app')).toBe(false)
  expect(t('app.nothing' as 'app.name')).toBe('app.nothing')
})

test('a value that is not given leaves its slot as written', () => {
  expect(t('version.title')).toMatch(/{{\s*version\s*}}/)
})

test('language listeners hear each change once, until they unsubscribe', () => {
  const heard: string[] = []
  const stop = i18n.onLanguageChanged((locale) => heard.push(locale))
  useSettingsStore.getState().setLocale('es')
  useSettingsStore.getState().setLocale('es')
  useSettingsStore.getState().setLocale('zh-Hant')
  stop()
  useSettingsStore.getState().setLocale('fr')
  expect(heard).toEqual(['es', 'zh-Hant'])
})

test('useTranslation renders again in the new language', async () => {
  function Title() {
    const { t: translate } = useTranslation()
    return <Text className='probe-title'>{translate('app.defaultTitle')}</Text>
  }
  const testUtils = new TestUtils()
  await testUtils.mount(Title, { props: {} })
  const title = () => document.querySelector('.probe-title')?.textContent
  expect(title()).toBe('菜谱')
  testUtils.act(() => useSettingsStore.getState().setLocale('en'))
  expect(title()).toBe('Recipes')
  testUtils.unmout()
})
