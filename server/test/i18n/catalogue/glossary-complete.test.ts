import { loadHowToCook } from '../../../src/catalogue/source'
import { createPreparer } from '../../../src/catalogue/prepare'
import { ALL_UNITS } from '../../../src/catalogue/amount'
import { CATEGORIES } from '../../../src/recipes/categories'
import {
  GLOSSARY_LOCALES,
  glossaryIngredients,
  glossaryOf,
  ingredientKind,
} from '../../../src/i18n/catalogue/glossary'
import { COMMON_UNITS } from '../../../../types/kitchen'
import { canonicalUnit, METRIC_OF, UNIT_KINDS } from '../../../../types/words/units'
import { UNITS_EN } from '../../../../types/words/units-en'
import { UNITS_ES } from '../../../../types/words/units-es'
import { UNITS_FR } from '../../../../types/words/units-fr'

/**
 * The glossary covers the catalogue as the import prepares it (the howtocook-mcp collection):
 * every dish title, every ingredient name and alias, every unit, in English, Spanish and French.
 * When the parser changes a name, this test lists what the glossary lacks or no longer needs.
 */
const recipes = loadHowToCook().map(createPreparer())
const titles = new Set(recipes.map((r) => r.title))
const names = new Set(
  recipes.flatMap((r) =>
    r.ingredients.filter((i) => i.parsed).flatMap((i) => (i.alias ? [i.name, i.alias] : [i.name])),
  ),
)
const HAN = /\p{Script=Han}/u

test.each(GLOSSARY_LOCALES)('%s: every catalogue dish title, and no other', (locale) => {
  const glossary = glossaryOf(locale)
  expect([...titles].filter((t) => !glossary.titles[t])).toEqual([])
  expect(Object.keys(glossary.titles).filter((t) => !titles.has(t))).toEqual([])
  expect(Object.values(glossary.titles).filter((t) => HAN.test(t) || t.trim() === '')).toEqual([])
})

test.each(GLOSSARY_LOCALES)('%s: every ingredient name and alias, and no other', (locale) => {
  const nouns = glossaryIngredients(locale)
  expect(names.size).toBeGreaterThan(900)
  expect([...names].filter((n) => !nouns.has(n))).toEqual([])
  expect([...nouns.keys()].filter((n) => !names.has(n))).toEqual([])
  const bad = [...nouns].filter(
    ([, noun]) =>
      noun.one.trim() === '' ||
      HAN.test(noun.one) ||
      (noun.other !== undefined && (noun.other.trim() === '' || HAN.test(noun.other))),
  )
  expect(bad).toEqual([])
})

test('every ingredient is in the same shopping-list group in every language', () => {
  for (const locale of GLOSSARY_LOCALES) {
    const { ingredients } = glossaryOf(locale)
    const moved = Object.entries(ingredients).flatMap(([kind, nouns]) =>
      Object.keys(nouns).filter((name) => ingredientKind(name) !== kind),
    )
    expect(moved).toEqual([])
  }
})

test('Spanish and French nouns of the food carry their gender', () => {
  for (const locale of ['es', 'fr'] as const) {
    const missing = [...glossaryIngredients(locale)]
      .filter(([name, noun]) => ingredientKind(name) !== 'other' && !noun.gender)
      .map(([name]) => name)
    expect(missing).toEqual([])
  }
})

test('every unit the parser, the catalogue and the stock form use has words in en, es and fr', () => {
  const used = new Set([
    ...recipes.flatMap((r) => r.ingredients.flatMap((i) => (i.unit ? [i.unit] : []))),
    ...[...ALL_UNITS].map(canonicalUnit),
    ...COMMON_UNITS,
  ])
  expect(used.size).toBeGreaterThan(40)
  for (const table of [UNITS_EN, UNITS_ES, UNITS_FR]) {
    // 斤 and 两 read in grams outside Chinese.
    expect([...used].filter((u) => !METRIC_OF[u] && !table[canonicalUnit(u)])).toEqual([])
    expect(Object.keys(table).filter((u) => !UNIT_KINDS[u])).toEqual([])
  }
})

test('the ten categories have a name in every language', () => {
  for (const locale of GLOSSARY_LOCALES) {
    const { categories } = glossaryOf(locale)
    expect(CATEGORIES.filter((c) => !categories[c.key]?.name)).toEqual([])
  }
})
