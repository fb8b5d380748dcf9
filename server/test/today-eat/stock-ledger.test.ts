import type { StockItemRow } from '../../src/db/schema-kitchen'
import type { FoundDish } from '../../src/stock/dish-finder'
import { indexKitchen, kitchenItems, rankDish } from '../../src/stock/dish-ranking'
import { nameKey } from '../../src/stock/names'
import type { NeedLine } from '../../src/stock/plan'
import { stockLedger } from '../../src/today-eat/stock-ledger'

const TODAY = '2025-03-01'

function row(id: number, name: string, quantity: number, unit: string): StockItemRow {
  return {
    id,
    kitchen_id: 1,
    name,
    name_key: nameKey(name),
    quantity_milli: quantity * 1000,
    unit,
    min_quantity_milli: 0,
    best_before: null,
    location: 'fridge',
    note: '',
    created_at: 'x',
    updated_at: 'x',
  }
}

const eggs = (count: number, extra: NeedLine[] = []): NeedLine[] => [
  { name: '鸡蛋', alias: null, quantity: count, unit: '个' },
  ...extra,
]

test('a menu uses the stock up dish by dish: ten eggs are not counted twice', () => {
  const items = kitchenItems([row(1, '鸡蛋', 10, '个'), row(2, '葱', 2, '根')], TODAY)
  const dishes = new Map<number, FoundDish>()
  const add = (id: number, lines: NeedLine[]) => {
    const ranked = rankDish(id, lines, indexKitchen(items))
    if (ranked) dishes.set(id, { ...ranked, lines })
  }
  add(1, eggs(6))
  // An optional spring onion is not taken: the cook ticks it or not when cooking.
  add(2, eggs(6, [{ name: '葱', alias: null, quantity: 2, unit: '根', optional: true }]))
  add(3, eggs(2))
  const ledger = stockLedger(items, dishes)
  expect([1, 2, 3].map((id) => ledger.fits(id))).toEqual([true, true, true])
  ledger.take(1)
  expect(ledger.used(1)?.mains.map((m) => m.quantity)).toEqual([6])
  // Four eggs left: the second dish is short and says it uses those four.
  expect(ledger.fits(2)).toBe(true)
  ledger.take(2)
  expect(ledger.used(2)?.mains.map((m) => [m.quantity, m.status])).toEqual([[4, 'short']])
  // None left: a dish of eggs no longer fits; a dish the ledger does not know always does.
  expect(ledger.fits(3)).toBe(false)
  expect(ledger.fits(99)).toBe(true)
  // What was not drawn reads as ranked on the whole stock.
  expect(ledger.used(3)?.mains.map((m) => m.quantity)).toEqual([2])
})
