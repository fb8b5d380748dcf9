import type { StockItemRow } from '../../src/db/schema-kitchen'
import {
  byScore,
  indexKitchen,
  kitchenItems,
  rankDish,
  urgencyOf,
} from '../../src/stock/dish-ranking'
import { nameKey } from '../../src/stock/names'
import type { NeedLine } from '../../src/stock/plan'

const TODAY = '2025-03-01'

function row(id: number, name: string, quantity: number, unit: string, bestBefore: string | null) {
  const item: StockItemRow = {
    id,
    kitchen_id: 1,
    name,
    name_key: nameKey(name),
    quantity_milli: quantity * 1000,
    unit,
    min_quantity_milli: 0,
    best_before: bestBefore,
    location: 'fridge',
    note: '',
    created_at: 'x',
    updated_at: 'x',
  }
  return item
}

const line = (name: string, quantity: number | null, unit: string | null, alias = null) =>
  ({ name, alias, quantity, unit }) satisfies NeedLine

// 西红柿炒鸡蛋 as the catalogue has it: the mains first, then the seasonings.
const tomatoEggs = [
  line('西红柿', 2, '个'),
  line('鸡蛋', 3, '个'),
  line('葱', 1, '根'),
  line('盐', null, null),
  line('食用油', 10, 'ml'),
]

test('urgency is 1 for today, falling with the days left; 0 for undated or past', () => {
  expect([0, 1, 3].map(urgencyOf)).toEqual([1, 0.5, 0.25])
  expect(urgencyOf(null)).toBe(0)
  expect(urgencyOf(-1)).toBe(0)
})

test('only items with something left and not past their date are planned on', () => {
  const items = kitchenItems(
    [
      row(1, '鸡蛋', 2, '个', '2025-03-01'),
      row(2, '牛奶', 1, 'L', '2025-02-28'),
      row(3, '葱', 0, '根', null),
      row(4, '盐', 1, '袋', null),
    ],
    TODAY,
  )
  expect(items.map((i) => [i.id, i.status, i.daysLeft])).toEqual([
    [1, 'expiring', 0],
    [4, 'ok', null],
  ])
})

test('coverage weighs enough 1, short ½, missing 0; the score adds twice the urgency', () => {
  const items = kitchenItems(
    [
      row(1, '鸡蛋', 2, '个', '2025-03-02'), // 2 of 3: short
      row(2, '西红柿', 5, '个', null), // enough
      row(3, '盐', 1, '袋', null), // no amount needed: enough
    ],
    TODAY,
  )
  const dish = rankDish(7, tomatoEggs, indexKitchen(items))
  expect(dish?.coverage).toBeCloseTo((1 + 0.5 + 0 + 1 + 0) / 5)
  expect(dish?.urgency).toBe(0.5)
  expect(dish?.score).toBeCloseTo(1 + 2.5 / 5)
  // Dated items soonest first, then in the dish's own order.
  expect(dish?.uses.map((i) => i.name)).toEqual(['鸡蛋', '西红柿', '盐'])
  expect(dish?.usesMain).toBe(true)
})

test('a dish that uses nothing in stock is not ranked; seasonings alone are not a main', () => {
  expect(
    rankDish(7, tomatoEggs, indexKitchen(kitchenItems([row(1, '牛肉', 1, 'kg', null)], TODAY))),
  ).toBeNull()
  const salt = rankDish(
    7,
    tomatoEggs,
    indexKitchen(kitchenItems([row(1, '盐', 1, '袋', null)], TODAY)),
  )
  expect(salt).toMatchObject({ usesMain: false, urgency: 0, coverage: 0.2 })
})

test('a line answers to its alias (生粉 with alias 淀粉 uses the kitchen’s 淀粉)', () => {
  const lines = [{ name: '生粉', alias: '淀粉', quantity: 10, unit: 'g' }]
  const dish = rankDish(
    3,
    lines,
    indexKitchen(kitchenItems([row(1, '淀粉', 0.5, 'kg', null)], TODAY)),
  )
  expect(dish).toMatchObject({ coverage: 1, usesMain: true })
})

test('ranking: best score first, ties by dish id', () => {
  const ranked = [
    { recipeId: 9, score: 1, coverage: 1, urgency: 0, uses: [], usesMain: true },
    { recipeId: 4, score: 1, coverage: 1, urgency: 0, uses: [], usesMain: true },
    { recipeId: 5, score: 2, coverage: 0, urgency: 1, uses: [], usesMain: true },
  ].sort(byScore)
  expect(ranked.map((d) => d.recipeId)).toEqual([5, 4, 9])
})
