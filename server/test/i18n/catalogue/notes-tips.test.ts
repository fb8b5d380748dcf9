import { createPreparer } from '../../../src/catalogue/prepare'
import { loadHowToCook } from '../../../src/catalogue/source'
import { GLOSSARY_LOCALES } from '../../../src/i18n/catalogue/glossary'
import { noteIn } from '../../../src/i18n/catalogue/notes'
import { tipsIn, tipsTitles } from '../../../src/i18n/catalogue/tips'

/** Ingredient notes and dish tips in an en/es/fr reader's words (SPEC §8.4, issue [14]). */
const recipes = loadHowToCook().map(createPreparer())

test.each([
  ['切段', 'Cut into lengths', 'En trozos', 'En tronçons'],
  ['/人', 'Per person', 'Por persona', 'Par personne'],
  ['约 20g', 'About 20 g', 'Aprox. 20 g', 'Environ 20 g'],
  ['0-50g', '0-50 g', '0-50 g', '0-50 g'],
  ['约 8 颗', 'About 8 pieces', 'Aprox. 8 unidades', 'Environ 8 pièces'],
  ['共约 300g', 'About 300 g in all', 'Aprox. 300 g en total', 'Environ 300 g en tout'],
  ['每个土豆约 150g', 'About 150 g each', 'Aprox. 150 g cada uno', 'Environ 150 g chacun'],
  [
    '每斤兔肉 2 g',
    '2 g per 500 g of rabbit',
    '2 g por cada 500 g de conejo',
    '2 g pour 500 g de lapin',
  ],
  ['约 0.5 g', 'About 0.5 g', 'Aprox. 0,5 g', 'Environ 0,5 g'],
  [
    '可用料酒代替；+ 25 ml',
    'Shaoxing wine also works; + 25 ml',
    'También sirve vino de Shaoxing; + 25 ml',
    'Du vin de Shaoxing convient aussi ; + 25 ml',
  ],
  ['或牛肉末', 'Or minced beef', 'O carne de ternera picada', 'Ou du bœuf haché'],
  ['40℃', '40 °C', '40 °C', '40 °C'],
  [
    'whipping cream, 35% M.E',
    'Whipping cream, 35% fat',
    'Nata para montar, 35 % MG',
    'Crème à fouetter, 35 % MG',
  ],
])('the note %s reads "%s", "%s", "%s"', (note, en, es, fr) => {
  expect([noteIn('en', note), noteIn('es', note), noteIn('fr', note)]).toEqual([en, es, fr])
})

test('a note with any part not known stays Chinese (nothing is guessed)', () => {
  expect(noteIn('en', '推荐惠宜')).toBeNull()
  expect(noteIn('en', '切段；推荐惠宜')).toBeNull()
  expect(noteIn('fr', '每张烙饼 8 g')).toBeNull()
})

test('the catalogue’s notes: the frequent ones all translated, most uses, no Chinese left', () => {
  const uses = new Map<string, number>()
  for (const r of recipes) {
    for (const i of r.ingredients) if (i.note) uses.set(i.note, (uses.get(i.note) ?? 0) + 1)
  }
  const total = [...uses.values()].reduce((a, b) => a + b, 0)
  for (const locale of GLOSSARY_LOCALES) {
    const frequent = [...uses].filter(([note, n]) => n > 1 && noteIn(locale, note) === null)
    expect({ locale, frequent }).toEqual({ locale, frequent: [] })
    const translated = [...uses].filter(([note]) => noteIn(locale, note) !== null)
    const share = translated.reduce((sum, [, n]) => sum + n, 0) / total
    // 26 Nov: 383 of 528 distinct notes, 440 of 585 uses (75 %).
    expect(share).toBeGreaterThanOrEqual(0.7)
    const chinese = translated.filter(([note]) => /\p{Script=Han}/u.test(noteIn(locale, note)!))
    expect(chinese).toEqual([])
  }
})

test('every dish’s tips are translated, and only while its Chinese tips are the same', () => {
  const withTips = recipes.filter((r) => r.tips !== '')
  expect(withTips.length).toBeGreaterThanOrEqual(18)
  for (const locale of GLOSSARY_LOCALES) {
    const missing = withTips.filter((r) => tipsIn(locale, r.title, r.tips) === null)
    expect(missing.map((r) => r.title)).toEqual([])
  }
  expect(tipsTitles().sort()).toEqual(withTips.map((r) => r.title).sort())
  const rice = withTips.find((r) => r.title === '煮锅蒸米饭')!
  expect(tipsIn('en', rice.title, rice.tips)).toBe('Water: twice the volume of the rice.')
  expect(tipsIn('en', rice.title, `${rice.tips}。`)).toBeNull()
  // A method's source keeps the Chinese video title it names, nothing else in Chinese.
  const crab = withTips.find((r) => r.title === '咖喱炒蟹')!
  expect(tipsIn('fr', crab.title, crab.tips)).toMatch(/^Recette d’après : \p{Script=Han}/u)
})
