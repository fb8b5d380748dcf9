import { pinyinRanges, titlePinyin } from '../../src/search/pinyin'
import { termsOf } from '../../src/search/term-index'
import { kindOfRank, MatchKind, rankOf } from '../../src/search/terms'
import { normalText, rangesIn, searchKey } from '../../src/search/text'

const findRanges = (text: string, key: string) => rangesIn(normalText(text), key)

test('search keys: NFKC, lower case, no spaces', () => {
  expect(searchKey(' Ｍｏ jito ')).toBe('mojito')
  expect(searchKey('红烧 肉')).toBe('红烧肉')
})

test('ranges point into the shown text, across spaces and full-width letters', () => {
  expect(findRanges('西红柿炒鸡蛋', '鸡蛋')).toEqual([[4, 6]])
  expect(findRanges('鸡蛋饼配鸡蛋汤', '鸡蛋')).toEqual([
    [0, 2],
    [4, 6],
  ])
  expect(findRanges('vita coco', 'tacoco')).toEqual([[2, 9]])
  expect(findRanges('ＭＯＪＩＴＯ', 'moji')).toEqual([[0, 4]])
  expect(findRanges('红烧肉', '鱼')).toEqual([])
  expect(findRanges('抹茶 Latte', 'latte')).toEqual([[3, 8]])
  expect(findRanges('抹茶Latte拿铁', '茶latte拿')).toEqual([[1, 8]])
  expect(findRanges('红烧肉', '')).toEqual([])
})

test('pinyin: syllables per character, ü as v, ranges of the spelled characters', () => {
  expect(titlePinyin('绿豆汤')).toEqual(['lv', 'dou', 'tang'])
  const syllables = titlePinyin('湖南家常红烧肉')
  expect(pinyinRanges('湖南家常红烧肉', syllables, 'hongshaorou', 'full')).toEqual([[4, 7]])
  expect(pinyinRanges('湖南家常红烧肉', syllables, 'hsr', 'initial')).toEqual([[4, 7]])
  expect(pinyinRanges('湖南家常红烧肉', syllables, 'hongsh', 'full')).toEqual([])
})

test('every substring, pinyin run and ingredient is a term, with its best rank', () => {
  const title = '红烧肉'
  const terms = termsOf({
    title,
    syllables: titlePinyin(title),
    ingredients: [
      { name: '五花肉', alias: null },
      { name: '生粉', alias: '淀粉' },
    ],
  })
  expect(terms.get('烧肉')).toBe(rankOf(MatchKind.title, 1, 3, 3))
  expect(kindOfRank(terms.get('hongshaorou') ?? -1)).toBe(MatchKind.pinyin)
  expect(kindOfRank(terms.get('hsr') ?? -1)).toBe(MatchKind.initials)
  expect(kindOfRank(terms.get('五花') ?? -1)).toBe(MatchKind.ingredient)
  expect(kindOfRank(terms.get('淀粉') ?? -1)).toBe(MatchKind.alias)
  // 肉 is in the title and in an ingredient: the title match wins.
  expect(kindOfRank(terms.get('肉') ?? -1)).toBe(MatchKind.title)
})
