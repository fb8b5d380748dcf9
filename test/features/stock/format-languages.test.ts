import '@/i18n'
import { deltaText, quantityText } from '@/features/stock/format'
import { amountText } from '@/services/quantity'
import { useSettingsStore } from '@/stores/settings-store'

/** Stock amounts in the reader's words: "8.5 个 left" read "8.5 pieces" in English (issue [14]). */
afterEach(() => useSettingsStore.getState().setLocale('zh-Hans'))

test.each([
  ['zh-Hans', '8.5 个', '1 个', '−2 g'],
  ['zh-Hant', '8.5 個', '1 個', '−2 g'],
  ['en', '8.5 pieces', '1 piece', '−2 g'],
  ['es', '8,5 trozos', '1 trozo', '−2 g'],
  ['fr', '8,5 morceaux', '1 morceau', '−2 g'],
] as const)('%s', (locale, many, one, grams) => {
  useSettingsStore.getState().setLocale(locale)
  expect(quantityText(8.5, '个')).toBe(many)
  expect(quantityText(1, '个')).toBe(one)
  // 0.004 斤 reads in grams, in every language.
  expect(deltaText(-0.004, '斤')).toBe(grams)
})

test('a cook’s own unit and metric units stay as written', () => {
  useSettingsStore.getState().setLocale('fr')
  expect(quantityText(3, 'kg')).toBe('3 kg')
  expect(quantityText(2, '碗碗')).toBe('2 碗碗')
  expect(amountText(2, null, '袋', 'fr')).toMatch(/^2 \S+s$/)
})
