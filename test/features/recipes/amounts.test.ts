import { friendlyCount, roundAmount, roundsUp } from '@shared/amounts'
import type { IngredientLine } from '@shared/recipes'
import { scaleIngredients } from '@/features/recipes/scale'
import { scaleIngredient } from '../../../server/src/recipes/scale'

test.each([
  // Pieces: halves, never below half; up to whole ones when the recipe says 向上取整.
  [1.5, '个', false, 1.5],
  [1.26, '个', false, 1.5],
  [0.3, '个', false, 0.3],
  [1.5, '个', true, 2],
  [4.5, '个', true, 5],
  [3.0000000004, '个', true, 3],
  // Grams and millilitres: whole, to 5 past 100, one decimal below 1.
  [4.5, 'g', false, 5],
  [12.4, 'g', false, 12],
  [333.33, 'g', false, 335],
  [0.25, 'g', false, 0.3],
  [7.5, 'ml', false, 8],
  // Anything else: two decimals below 10.
  [1.333, '勺', false, 1.33],
] as const)('%s %s (round up: %s) → %s', (value, unit, up, expected) => {
  expect(roundAmount(value, unit, up)).toBe(expected)
})

test('friendly counts', () => {
  expect([0.5, 1.5, 2, 2.5, 0.3].map(friendlyCount)).toEqual(['½', '1½', '2', '2½', '0.3'])
  expect(roundsUp('向上取整')).toBe(true)
  expect(roundsUp(null)).toBe(false)
})

test('the server and the app round a rescaled amount alike', () => {
  const stored = {
    name: '鸡蛋',
    alias: null,
    quantity: 1.5,
    quantity_low: null,
    unit: '个',
    note: '向上取整',
  }
  const line: IngredientLine = {
    name: '鸡蛋',
    alias: null,
    quantity: 1.5,
    unit: '个',
    note: '向上取整',
  }
  for (const servings of [2, 3, 4]) {
    expect(scaleIngredients([line], 1, servings)[0]?.quantity).toBe(
      scaleIngredient(stored, servings).quantity,
    )
  }
  expect(scaleIngredient(stored, 3).quantity).toBe(5)
  const grams = { ...stored, name: '盐', quantity: 4.5, unit: 'g', note: null }
  expect(scaleIngredient(grams, 1).quantity).toBe(5)
})
