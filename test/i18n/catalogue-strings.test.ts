import { LOCALES } from '@shared/api'
import type { CategoryKey } from '@shared/recipes'
import { i18n } from '@/i18n'
import { messages } from '@/i18n/all-locales'
import { categoryName } from '@/i18n/category-name'
import { useSettingsStore } from '@/stores/settings-store'

const KEYS: CategoryKey[] = [
  'meat',
  'vegetable',
  'aquatic',
  'breakfast',
  'staple',
  'soup',
  'dessert',
  'drink',
  'condiment',
  'semi-finished',
]

afterEach(() => useSettingsStore.getState().setLocale('zh-Hans'))

test('every locale names every category', () => {
  for (const tree of Object.values(messages)) {
    expect(Object.keys(tree.categories).sort()).toEqual([...KEYS].sort())
  }
})

test('category names follow the locale; an unknown key keeps the server name', () => {
  useSettingsStore.getState().setLocale('fr')
  expect(categoryName({ icon: 'aquatic', name: '水产' })).toBe('Poissons')
  expect(categoryName({ icon: 'noodles' as CategoryKey, name: '面条' })).toBe('面条')
  useSettingsStore.getState().setLocale('zh-Hant')
  expect(categoryName({ icon: 'meat', name: '荤菜' })).toBe('葷菜')
})

/** showModal's limit on button labels (WeChat's, enforced by Taro H5): a CJK character counts 2. */
const width = (text: string) => text.replace(/[\u0391-\uFFE5]/g, 'aa').length

test.each(Object.entries(messages))(
  "%s's clear-history modal buttons fit showModal",
  (_l, tree) => {
    expect(width(tree.search.clearCancel)).toBeLessThanOrEqual(8)
    expect(width(tree.search.clearOk)).toBeLessThanOrEqual(8)
  },
)

test('counts interpolate in every locale', () => {
  for (const lng of LOCALES) {
    expect(i18n.t('recipes.servingsValue', { lng, count: 7 })).toContain('7')
    expect(i18n.t('cooking.stepOf', { lng, current: 2, total: 9 })).toMatch(/2.*9/)
  }
})
