import type { StockItem, StockItemDetail, StockSummary } from '@shared/kitchen'
import { RECIPES } from './catalogue-fixtures'

/** A stock item shaped like the contract's (types/kitchen.ts). */
export function stockItem(id: number, fields: Partial<StockItem> = {}): StockItem {
  return {
    id,
    name: `食材${id}`,
    quantity: 2,
    unit: '个',
    minQuantity: 0,
    bestBefore: null,
    location: 'fridge',
    note: '',
    status: 'ok',
    daysLeft: null,
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
    ...fields,
  }
}

export const EGGS = stockItem(1, {
  name: '鸡蛋',
  quantity: 6,
  unit: '个',
  minQuantity: 2,
  bestBefore: '2026-11-24',
  status: 'expiring',
  daysLeft: 2,
})
export const MILK = stockItem(2, {
  name: '牛奶',
  quantity: 0.5,
  unit: 'L',
  bestBefore: '2026-11-20',
  status: 'expired',
  daysLeft: -2,
})
export const PORK = stockItem(3, {
  name: '五花肉',
  quantity: 1.25,
  unit: 'kg',
  location: 'freezer',
  status: 'ok',
})
export const RICE = stockItem(4, {
  name: '大米',
  quantity: 0,
  unit: 'kg',
  location: 'pantry',
  status: 'out',
})

export function summaryOf(items: StockItem[], score = 70): StockSummary {
  const count = (status: StockItem['status']) => items.filter((i) => i.status === status).length
  return {
    score,
    expired: count('expired'),
    expiring: count('expiring'),
    low: count('low'),
    out: count('out'),
    ok: count('ok'),
  }
}

export function detailOfItem(item: StockItem): StockItemDetail {
  return {
    ...item,
    movements: [
      {
        id: 12,
        delta: -2,
        reason: 'cooked',
        note: '',
        quantityAfter: item.quantity,
        orderId: 31,
        by: { id: 8, nickname: 'Lin' },
        createdAt: '2026-11-21T10:30:00.000Z',
      },
      {
        id: 11,
        delta: 8,
        reason: 'purchase',
        note: '超市',
        quantityAfter: item.quantity + 2,
        orderId: null,
        by: null,
        createdAt: '2026-11-20T02:05:00.000Z',
      },
    ],
    recipes: [RECIPES[0], RECIPES[8]],
  }
}
