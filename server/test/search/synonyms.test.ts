import { loadHowToCook } from '../../src/catalogue/source'
import { createPreparer } from '../../src/catalogue/prepare'
import { SYNONYM_GROUPS } from '../../src/search/synonyms-data'
import { containsWord, synonymVariants } from '../../src/search/synonyms'
import { searchKey } from '../../src/search/text'
import { homophoneKeys, understandQuery } from '../../src/search/understand'

/** Every title, ingredient name and alias of the real catalogue, as search sees them. */
function catalogueTexts(): string[] {
  const prepare = createPreparer()
  return loadHowToCook().flatMap((source) => {
    const recipe = prepare(source)
    return [
      recipe.title,
      ...recipe.ingredients.flatMap((i) => (i.alias ? [i.name, i.alias] : [i.name])),
    ].map(searchKey)
  })
}

test('at least 150 groups, each with a word the catalogue uses, no word in two groups', () => {
  expect(SYNONYM_GROUPS.length).toBeGreaterThanOrEqual(150)
  const texts = catalogueTexts()
  const unused = SYNONYM_GROUPS.filter(
    (group) => !group.some((word) => texts.some((text) => text.includes(searchKey(word)))),
  )
  expect(unused).toEqual([])
  const words = SYNONYM_GROUPS.flat().map(searchKey)
  expect(words.filter((w, i) => words.indexOf(w) !== i)).toEqual([])
  expect(SYNONYM_GROUPS.every((group) => group.length >= 2)).toBe(true)
})

test.each([
  ['番茄炒蛋', '西红柿炒鸡蛋'],
  ['土豆', '马铃薯'],
  ['卷心菜', '包菜'],
  ['西蓝花', '西兰花'],
  ['芫荽', '香菜'],
  ['四季豆', '豆角'],
  ['落苏', '茄子'],
  ['落花生', '花生'],
])('%s is also searched as %s', (key, variant) => {
  expect(synonymVariants(key)).toContain(variant)
})

test('variants are bounded, never the key, never a superstring of it, never one character', () => {
  for (const key of ['鸡蛋', '猪肉', '番茄土豆鸡蛋牛肉排骨', '肉']) {
    const variants = synonymVariants(key)
    expect(variants.length).toBeLessThanOrEqual(8)
    for (const v of variants) {
      expect(v).not.toBe(key)
      expect(v.includes(key)).toBe(false)
      expect(Array.from(v).length).toBeGreaterThan(1)
    }
  }
  expect(synonymVariants('鸡蛋')).not.toContain('蛋')
  expect(synonymVariants('宫保鸡丁')).toEqual(expect.any(Array))
})

test('a part matches through its synonyms', () => {
  expect(containsWord('酸辣土豆丝', '马铃薯')).toBe(true)
  expect(containsWord('酸辣土豆丝', '茄子')).toBe(false)
})

test.each([
  ['可乐鸡翅的做法', '可乐鸡翅', ['可乐鸡翅']],
  ['怎么做红烧肉', '红烧肉', ['红烧肉']],
  ['家常 豆腐', '豆腐', ['豆腐']],
  ['鸡蛋 西红柿', '鸡蛋西红柿', ['鸡蛋', '西红柿']],
  ['茄子，土豆。', '茄子土豆', ['茄子', '土豆']],
  ['做法', '做法', ['做法']],
  ['ＭＯＪＩＴＯ', 'mojito', ['mojito']],
])('understands %s', (q, core, parts) => {
  const understood = understandQuery(q)
  expect(understood.core).toBe(core)
  expect(understood.parts).toEqual(parts)
})

test('homophones: toneless pinyin, then one flat/curled initial swapped', () => {
  expect(homophoneKeys('宫爆鸡丁')[0]).toBe('gongbaojiding')
  expect(homophoneKeys('螺狮粉')).toContain('luosifen')
  expect(homophoneKeys('蛋')).toEqual([])
  expect(homophoneKeys('hsr')).toEqual([])
})
