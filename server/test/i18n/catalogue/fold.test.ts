import { foldQuery, foldText } from '../../../src/i18n/catalogue/fold'
import { glossarySearchWords } from '../../../src/i18n/catalogue/search-words'
import type { GlossaryLocale } from '../../../src/i18n/catalogue/glossary'

/** Which entries of a language's search words a query finds: every query word in the entry. */
function find(locale: GlossaryLocale, query: string): string[] {
  const words = foldQuery(locale, query)
  return glossarySearchWords(locale)
    .filter((entry) => words.every((w) => entry.words.includes(w)))
    .map((entry) => `${entry.kind}:${entry.key}`)
}

test('accents, ligatures, case and punctuation fold away; Chinese stays', () => {
  expect(foldText('Œufs brouillés à la tomate')).toBe('oeufs brouilles a la tomate')
  expect(foldText('Jalapeño, crème fraîche!')).toBe('jalapeno creme fraiche')
  expect(foldText('Semi\u00ADpreparados')).toBe('semipreparados')
  expect(foldText('10分钟 quick')).toBe('10 分钟 quick')
})

test('singular and plural, with or without accents, fold to the same words', () => {
  expect(foldQuery('fr', 'œufs')).toEqual(foldQuery('fr', 'oeuf'))
  expect(foldQuery('fr', 'Poireaux')).toEqual(foldQuery('fr', 'poireau'))
  expect(foldQuery('es', 'huevos')).toEqual(foldQuery('es', 'huevo'))
  expect(foldQuery('es', 'limones')).toEqual(foldQuery('es', 'limón'))
  expect(foldQuery('es', 'tomates')).toEqual(foldQuery('es', 'tomate'))
  expect(foldQuery('es', 'nueces')).toEqual(foldQuery('es', 'nuez'))
  expect(foldQuery('en', 'tomatoes')).toEqual(foldQuery('en', 'tomato'))
  expect(foldQuery('en', 'chillies')).toEqual(foldQuery('en', 'chilli'))
  expect(foldQuery('en', 'dishes')).toEqual(foldQuery('en', 'dish'))
  expect(foldQuery('en', 'glass')).toEqual(['glass'])
})

test('joining words do not count: "tomato and egg" is "tomato egg"', () => {
  expect(foldQuery('en', 'Stir-fried tomato and egg')).toEqual(['stir', 'fried', 'tomato', 'egg'])
  expect(foldQuery('es', 'huevos revueltos con tomate')).toEqual(
    foldQuery('es', 'huevo revuelto tomate'),
  )
  expect(foldQuery('fr', "3 gousses d'ail")).toEqual(['3', 'gouss', 'ail'])
})

test.each([
  ['en', 'egg', 'ingredient:鸡蛋'],
  ['en', 'eggs', 'title:西红柿炒鸡蛋'],
  ['en', 'tomato', 'ingredient:西红柿'],
  ['en', 'potatoes', 'ingredient:土豆'],
  ['en', 'kung pao', 'title:宫保鸡丁'],
  ['en', 'cilantro', 'ingredient:香菜'],
  ['en', 'soup', 'category:soup'],
  ['es', 'huevos', 'ingredient:鸡蛋'],
  ['es', 'pollo', 'ingredient:鸡肉'],
  ['es', 'tomate', 'title:西红柿炒鸡蛋'],
  ['es', 'papas', 'ingredient:土豆'],
  ['fr', 'oeuf', 'title:西红柿炒鸡蛋'],
  ['fr', 'œufs', 'ingredient:鸡蛋'],
  ['fr', 'poulet', 'title:宫保鸡丁'],
  ['fr', 'Petit dejeuner', 'category:breakfast'],
] as const)('%s "%s" finds %s', (locale, query, expected) => {
  expect(find(locale, query)).toContain(expected)
})
