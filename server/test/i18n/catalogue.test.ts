import { LOCALES } from '../../../types/api'
import { catalogues, resolveLocale, t } from '../../src/i18n'

const keys = Object.keys(catalogues['zh-Hans'])
const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort()

test.each(LOCALES)('%s has every key, none empty, with the same placeholders', (locale) => {
  const messages: Record<string, string> = catalogues[locale]
  expect(Object.keys(messages).sort()).toEqual([...keys].sort())
  for (const key of keys) {
    const text = messages[key] ?? ''
    expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false })
    expect({ key, placeholders: placeholders(text) }).toEqual({
      key,
      placeholders: placeholders(
        catalogues['zh-Hans'][key as keyof (typeof catalogues)['zh-Hans']],
      ),
    })
  }
})

test('fills placeholders and leaves unknown ones visible', () => {
  expect(t('en', 'error.validation', { field: 'body/x', reason: 'required' })).toBe(
    'body/x: required',
  )
  expect(t('en', 'error.bodyTooLarge')).toBe('The request body is too large (limit {limit})')
})

test.each([
  [undefined, 'zh-Hans'],
  ['', 'zh-Hans'],
  ['zh-CN', 'zh-Hans'],
  ['zh-SG', 'zh-Hans'],
  ['zh', 'zh-Hans'],
  ['zh-Hans-HK', 'zh-Hans'],
  ['zh-TW', 'zh-Hant'],
  ['zh-HK', 'zh-Hant'],
  ['zh-MO', 'zh-Hant'],
  ['zh-Hant', 'zh-Hant'],
  ['zh_TW', 'zh-Hant'],
  ['en-US,en;q=0.9', 'en'],
  ['es-MX', 'es'],
  ['fr-CA', 'fr'],
  ['de-DE,de;q=0.9', 'zh-Hans'],
  ['de-DE,fr;q=0.5,en;q=0.8', 'en'],
  ['en;q=0.2, fr;q=0.9', 'fr'],
  ['fr;q=0, es', 'es'],
  ['*', 'zh-Hans'],
  ['ja, zh-TW;q=0.7, en;q=0.7', 'zh-Hant'],
])('Accept-Language %j → %s', (header, locale) => {
  expect(resolveLocale(header)).toBe(locale)
})
