import { LOCALES } from '@shared/api'
import { t } from '@/i18n'
import { messages } from '@/i18n/all-locales'
import { fillPlurals, pluralCategory } from '@/i18n/plural'

type Tree = { [key: string]: string | Tree }

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  )
}

test('each locale counts by its own rule', () => {
  expect([0, 1, 1.5, 2].map((n) => pluralCategory('en', n))).toEqual([
    'other',
    'one',
    'other',
    'other',
  ])
  expect([0, 1, 2].map((n) => pluralCategory('es', n))).toEqual(['other', 'one', 'other'])
  // French: zero and one and a half take the singular.
  expect([0, 1, 1.5, 2].map((n) => pluralCategory('fr', n))).toEqual(['one', 'one', 'one', 'other'])
  expect(pluralCategory('zh-Hans', 1)).toBe('other')
  expect(pluralCategory('zh-Hant', 1)).toBe('other')
})

test('servings and steps read right for one and for several', () => {
  expect(t('recipes.servingsValue', { count: 1, lng: 'es' })).toBe('1 ración')
  expect(t('recipes.servingsValue', { count: 4, lng: 'es' })).toBe('4 raciones')
  expect(t('recipes.servingsValue', { count: 1, lng: 'fr' })).toBe('1 portion')
  expect(t('recipes.servingsValue', { count: 2, lng: 'fr' })).toBe('2 portions')
  expect(t('records.servings', { count: 1, lng: 'es' })).toBe('1 ración')
  expect(t('cart.addWhatDish', { name: 'Sopa', count: 1, lng: 'fr' })).toBe('Sopa · 1 portion')
  expect(t('recipes.stepsCount', { count: 1, lng: 'en' })).toBe('1 step')
  expect(t('recipes.stepsCount', { count: 7, lng: 'en' })).toBe('7 steps')
  expect(t('stock.days.left', { count: 1, lng: 'es' })).toBe('Queda 1 día')
  expect(t('stock.days.left', { count: 3, lng: 'es' })).toBe('Quedan 3 días')
  expect(t('stock.days.expiredAgo', { count: 1, lng: 'en' })).toBe('Expired 1 day ago')
  expect(t('recipes.servingsValue', { count: 1, lng: 'zh-Hans' })).toBe('1 人份')
})

test('a choice without a number is left as written, so the mistake shows', () => {
  expect(fillPlurals('{{count|one:día|other:días}}', 'es', {})).toBe('{{count|one:día|other:días}}')
  expect(fillPlurals('{{count|one:día|other:días}}', 'es', { count: '1' })).toBe('día')
})

describe.each(LOCALES)('%s', (locale) => {
  const entries = leaves(messages[locale])
  const reference = new Map(leaves(messages['zh-Hans']))

  test('every plural choice has an "other" form and counts a value the string is given', () => {
    const wrong = entries.filter(([key, text]) =>
      [...text.matchAll(/{{\s*(\w+)\|([^}]*)}}/g)].some(
        ([, name, choices]) =>
          !/(^|\|)\s*other:/.test(choices!) || !reference.get(key)!.includes(`{{${name}}}`),
      ),
    )
    expect(wrong.map(([key]) => key)).toEqual([])
  })

  test('no counted string is left without its singular for a count of 1', () => {
    // Every string shown with a count, rendered for 1: a plural noun right after the number
    // is what "1 raciones" looked like.
    const plurals =
      /\b1 (raciones|porciones|pasos|días|platos|productos|portions|étapes|jours|plats|produits|steps|days|dishes|items)\b/
    const counted = entries.filter(([, text]) => text.includes('{{count}}'))
    const wrong = counted.filter(([key]) =>
      plurals.test(t(key as Parameters<typeof t>[0], { count: 1, lng: locale, name: 'x' })),
    )
    expect(wrong.map(([key]) => key)).toEqual([])
  })
})
