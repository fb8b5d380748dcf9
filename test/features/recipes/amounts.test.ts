import { friendlyCount, readableAmount, roundAmount, scaleStep } from '@shared/amounts'
import type { IngredientLine } from '@shared/recipes'
import { scaleIngredients } from '@/features/recipes/scale'
import { amountText } from '@/services/quantity'
import { scaleIngredient, type StoredIngredient } from '../../../server/src/recipes/scale'

test.each([
  // Pieces: whole, never below one; up to the next whole one when the recipe says 向上取整.
  [1.5, '个', false, 2],
  [1.26, '个', false, 1],
  [0.3, '个', false, 1],
  [2.5, '瓣', false, 3],
  [1.5, '个', true, 2],
  [4.5, '个', true, 5],
  [3.0000000004, '个', true, 3],
  // Grams and millilitres: whole, to 5 past 100, to 10 past 1000, one decimal below 1.
  [4.5, 'g', false, 5],
  [12.4, 'g', false, 12],
  [333.33, 'g', false, 335],
  [1234, 'g', false, 1230],
  [0.25, 'g', false, 0.3],
  [7.5, 'ml', false, 8],
  // 斤 and 两 to halves, kg and L to tenths.
  [1.3, '斤', false, 1.5],
  [2.46, 'kg', false, 2.5],
  // Spoons and cups to halves, never below a half.
  [1.333, '勺', false, 1.5],
  [0.2, '勺', false, 0.5],
] as const)('%s %s (round up: %s) → %s', (value, unit, up, expected) => {
  expect(roundAmount(value, unit, up)).toBe(expected)
})

test('amounts below half a 斤 or litre read in grams or millilitres', () => {
  expect(readableAmount(0.004, '斤')).toEqual({ quantity: 2, unit: 'g' })
  expect(readableAmount(0.004, 'L')).toEqual({ quantity: 4, unit: 'ml' })
  expect(readableAmount(0.5, '斤')).toEqual({ quantity: 0.5, unit: '斤' })
  expect(amountText(0.004, null, '斤')).toBe('2 g')
  expect(amountText(2, 1.5, 'g')).toBe('2 g')
  expect(amountText(3, 1.5, 'g')).toBe('2-3 g')
  expect(amountText(1.5, null, '勺')).toBe('1½ 勺')
  expect(amountText(2, null, '个')).toBe('2 个')
})

test('friendly halves', () => {
  expect([0.5, 1.5, 2, 2.5, 0.3].map(friendlyCount)).toEqual(['½', '1½', '2', '2½', '0.3'])
})

const stored: StoredIngredient = {
  name: '鸡蛋',
  alias: null,
  quantity: 1.5,
  quantity_low: null,
  unit: '个',
  note: null,
  optional: false,
  round_up: true,
}

test('the server and the app round a rescaled amount alike', () => {
  const shown: IngredientLine = scaleIngredient(stored, 1)
  expect(shown.quantity).toBe(2)
  for (const servings of [2, 3, 4, 7]) {
    expect(scaleIngredients([shown], 1, servings)[0]).toEqual(scaleIngredient(stored, servings))
  }
  expect(scaleIngredient(stored, 3).quantity).toBe(5)
  const salt = { ...stored, name: '盐', quantity: 2, quantity_low: 1.5, unit: 'g', round_up: false }
  // 1.5-2 g for one reads 2 g: a range whose ends round alike is one amount.
  expect(scaleIngredient(salt, 1)).toMatchObject({ quantity: 2, quantityLow: null })
  expect(scaleIngredient(salt, 2)).toMatchObject({ quantity: 4, quantityLow: 3 })
})

test('a step scales its marked amounts and nothing else', () => {
  const text = '放生姜 1 片和料酒 10 ～ 20 毫升，煮 2 分钟'
  const amounts = [
    { start: 4, end: 5, quantity: 1, quantityLow: null, unit: '片' },
    { start: 11, end: 18, quantity: 20, quantityLow: 10, unit: '毫升' },
  ]
  expect(text.slice(11, 18)).toBe('10 ～ 20')
  const twice = scaleStep(text, amounts, 2)
  expect(twice.text).toBe('放生姜 2 片和料酒 20-40 毫升，煮 2 分钟')
  const back = scaleStep(twice.text, twice.amounts, 0.5)
  expect(back.text).toBe('放生姜 1 片和料酒 10-20 毫升，煮 2 分钟')
  expect(scaleStep(text, amounts, 1).text).toBe(text)
})
