import { toTaiwanese } from '../../../src/i18n/catalogue/zh-hant'
import { CATEGORIES } from '../../../src/recipes/categories'
import { UNIT_KINDS } from '../../../../types/words/units'
import { UNITS_ZH_HANT } from '../../../../types/words/units-zh-hant'

/**
 * Catalogue text as a Taiwan reader writes it: OpenCC s2twp, plus the food words it leaves as
 * the mainland says them (土豆 is a peanut in Taiwan).
 */
test.each([
  ['水产', '水產'],
  ['半成品加工', '半成品加工'],
  ['咖喱炒蟹', '咖哩炒蟹'],
  ['西红柿炒鸡蛋', '番茄炒雞蛋'],
  ['酸辣土豆丝', '酸辣馬鈴薯絲'],
  ['手撕包菜', '手撕高麗菜'],
  ['炒方便面', '炒泡麵'],
  ['电饭煲三文鱼炊饭', '電子鍋鮭魚炊飯'],
  ['将鸡蛋打入碗中，加入 1g 的盐，搅匀', '將雞蛋打入碗中，加入 1g 的鹽，攪勻'],
])('%s → %s', (simplified, traditional) => {
  expect(toTaiwanese(simplified)).toBe(traditional)
})

/** 只 as a measure word reads 隻; as "only" it stays (issue [14]). */
test.each([
  ['2只鸡翅', '2隻雞翅'],
  ['放下 20 只饺子的锅', '放下 20 隻餃子的鍋'],
  ['鸡翅 10 只', '雞翅 10 隻'],
  ['2-3只', '2-3隻'],
  ['十几只虾', '十幾隻蝦'],
  ['数只', '數隻'],
  ['一只只剥好', '一隻隻剝好'],
  ['每只需要 10 克盐', '每隻需要 10 克鹽'],
  ['只', '隻'],
  ['只要家里有', '只要家裡有'],
  ['一般初学者只需要 2 小时', '一般初學者只需要 2 小時'],
  ['只有一只', '只有一隻'],
  ['等到水只剩 1/3', '等到水只剩 1/3'],
])('只: %s → %s', (simplified, traditional) => {
  expect(toTaiwanese(simplified)).toBe(traditional)
})

test('the ten category names convert', () => {
  expect(CATEGORIES.map((c) => toTaiwanese(c.name))).toEqual([
    '葷菜',
    '素菜',
    '水產',
    '早餐',
    '主食',
    '湯',
    '甜品',
    '飲品',
    '調料',
    '半成品加工',
  ])
})

test("the app's table of Traditional units is what the conversion gives", () => {
  const converted = Object.keys(UNIT_KINDS)
    .map((unit) => [unit, toTaiwanese(unit)] as const)
    .filter(([unit, hant]) => unit !== hant)
  expect(Object.fromEntries(converted)).toEqual(UNITS_ZH_HANT)
})
