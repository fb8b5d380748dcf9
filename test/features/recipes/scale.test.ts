import type { IngredientLine } from '@shared/recipes'
import { formatClock } from '@/features/recipes/hooks/use-countdown'
import { scaleIngredients } from '@/features/recipes/scale'
import { formatQuantity, formatStockQuantity } from '@/services/quantity'

const line = (name: string, quantity: number | null): IngredientLine => ({
  name,
  quantity,
  quantityLow: null,
  unit: 'g',
  note: null,
  optional: false,
  roundUp: false,
  baseQuantity: quantity,
  baseQuantityLow: null,
  alias: null,
})

test('amounts scale by servings; lines without an amount stay as they are', () => {
  const lines = [line('五花肉', 500), line('盐', null)]
  const scaled = scaleIngredients(lines, 2, 3)
  expect(scaled.map((l) => l.quantity)).toEqual([750, null])
  expect(scaled[1]).toBe(lines[1])
  expect(scaleIngredients(lines, 2, 2)).toEqual(lines)
  expect(scaleIngredients(lines, 4, 1)[0].quantity).toBe(125)
})

test.each([
  [300, '300'],
  [333.3333, '333'],
  [12.4, '12'],
  [1.5, '1.5'],
  [2.25, '2.3'],
  [1, '1'],
  [0.25, '0.25'],
  [0.333, '0.33'],
  [0.004, '0'],
])('%p reads %p', (quantity, text) => {
  expect(formatQuantity(quantity)).toBe(text)
})

test.each([
  [12.5, '12.5'],
  [0.1 + 0.2, '0.3'],
  [1.2345, '1.235'],
  [1000, '1000'],
])('a stock amount %p reads exactly %p', (quantity, text) => {
  expect(formatStockQuantity(quantity)).toBe(text)
})

test.each([
  [0, '00:00'],
  [59, '00:59'],
  [180, '03:00'],
  [3599, '59:59'],
  [3725, '1:02:05'],
])('%p seconds on the timer read %p', (seconds, text) => {
  expect(formatClock(seconds)).toBe(text)
})
