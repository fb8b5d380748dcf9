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

const line = (
  name: string,
  quantity: number | null,
  unit: string | null,
  alias: string | null = null,
) => ({ name, alias, quantity, unit }) satisfies NeedLine

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

test('the share counts main ingredients only: enough 1, short ½, missing 0; coverage counts all', () => {
  const items = kitchenItems(
    [
      row(1, '鸡蛋', 2, '个', '2025-03-02'), // 2 of 3: short
      row(2, '西红柿', 5, '个', null), // enough
      row(3, '盐', 1, '袋', null), // no amount needed: enough
    ],
    TODAY,
  )
  const dish = rankDish(7, tomatoEggs, indexKitchen(items))
  // Mains: 西红柿 (enough) and 鸡蛋 (short); 葱 is an aromatic, 盐 and 食用油 season.
  expect(dish?.share).toBeCloseTo((1 + 0.5) / 2)
  expect(dish?.fits).toBe(true)
  expect(dish?.coverage).toBeCloseTo((1 + 0.5 + 0 + 1 + 0) / 5)
  expect(dish?.urgency).toBe(0.5)
  expect(dish?.score).toBeCloseTo(0.75 + 0.5 / 2 + 2.5 / 50)
  // Dated items soonest first, then in the dish's own order.
  expect(dish?.uses.map((i) => i.name)).toEqual(['鸡蛋', '西红柿', '盐'])
  // What it takes of each main: all it needs, or all there is when short.
  expect(dish?.mains.map((m) => [m.item.name, m.quantity, m.unit, m.status])).toEqual([
    ['鸡蛋', 2, '个', 'short'],
    ['西红柿', 2, '个', 'enough'],
  ])
})

test('a dish the kitchen has only the seasonings and aromatics of has no share and does not fit', () => {
  expect(
    rankDish(7, tomatoEggs, indexKitchen(kitchenItems([row(1, '牛肉', 1, 'kg', null)], TODAY))),
  ).toBeNull()
  const kitchen = kitchenItems(
    [row(1, '盐', 1, '袋', null), row(2, '葱', 3, '根', null), row(3, '食用油', 1, 'L', null)],
    TODAY,
  )
  const seasoned = rankDish(7, tomatoEggs, indexKitchen(kitchen))
  expect(seasoned).toMatchObject({ share: 0, fits: false, urgency: 0, mains: [] })
  expect(seasoned?.coverage).toBeCloseTo(0.6)
})

test('a dish fits when more of its mains are in the kitchen than missing', () => {
  // 冬瓜酿肉: 冬瓜 and 猪肉末 are its mains; the egg is optional, 葱 and 葱姜末 aromatics.
  const stuffedMelon = [
    line('冬瓜', 200, 'g'),
    line('猪肉末', 300, 'g'),
    { ...line('鸡蛋', 1, '个'), optional: true },
    line('葱', null, null),
    line('胡椒粉', 5, 'g'),
    line('清水', 50, 'ml'),
  ]
  const rank = (rows: StockItemRow[]) =>
    rankDish(1, stuffedMelon, indexKitchen(kitchenItems(rows, TODAY)))
  expect(rank([row(1, '鸡蛋', 6, '个', '2025-03-01'), row(2, '葱', 1, '根', null)])).toMatchObject({
    share: 0,
    fits: false,
    urgency: 0,
  })
  expect(rank([row(1, '冬瓜', 1, '个', null)])).toMatchObject({ share: 0.5, fits: false })
  const both = rank([row(1, '冬瓜', 1, 'kg', null), row(2, '猪肉末', 100, 'g', null)])
  expect(both).toMatchObject({ share: 0.75, fits: true })
  expect(both?.mains.map((m) => [m.name, m.quantity, m.unit])).toEqual([
    ['冬瓜', 200, 'g'],
    ['猪肉末', 100, 'g'],
  ])
})

test('a line answers to its alias (生粉 with alias 淀粉 uses the kitchen’s 淀粉)', () => {
  const lines = [{ name: '生粉', alias: '淀粉', quantity: 10, unit: 'g' }]
  const dish = rankDish(
    3,
    lines,
    indexKitchen(kitchenItems([row(1, '淀粉', 0.5, 'kg', null)], TODAY)),
  )
  // A dish of seasonings alone (a sauce) is made of them.
  expect(dish).toMatchObject({ coverage: 1, share: 1, fits: true })
})

test('one ingredient named twice is one main (鸡翅中 with alias 鸡翅, and 鸡翅)', () => {
  const wings = [
    line('鸡翅中', 12, '只', '鸡翅'),
    line('可乐', 500, 'ml'),
    line('鸡翅', 2, '只'),
    line('生姜', 2, '片'),
    line('白糖', 10, 'g'),
  ]
  const kitchen = kitchenItems([row(1, '鸡翅', 20, '只', null), row(2, '盐', 1, '袋', null)], TODAY)
  const dish = rankDish(5, wings, indexKitchen(kitchen))
  expect(dish).toMatchObject({ share: 0.5, fits: false })
  expect(dish?.mains.map((m) => [m.item.name, m.quantity, m.unit])).toEqual([['鸡翅', 14, '只']])
})

test('ranking: best score first, ties by dish id', () => {
  const dish = { share: 1, fits: true, coverage: 1, urgency: 0, uses: [], mains: [] }
  const ranked = [
    { ...dish, recipeId: 9, score: 1 },
    { ...dish, recipeId: 4, score: 1 },
    { ...dish, recipeId: 5, score: 2 },
  ].sort(byScore)
  expect(ranked.map((d) => d.recipeId)).toEqual([5, 4, 9])
})
