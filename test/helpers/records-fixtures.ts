import type { StockPlanLine } from '@shared/kitchen'
import type { CartItem, Favorite, FoodRecordDetail, Meal } from '@shared/records'
import { RECIPES } from './catalogue-fixtures'

/** Records of the contract's shapes (types/records.ts) for the page tests. */
export function cartLine(
  id: number,
  recipeId: number,
  meal: Meal,
  servings = 2,
  date = '2026-11-22',
): CartItem {
  return {
    id,
    recipe: RECIPES[recipeId - 1],
    servings,
    meal,
    date,
    createdAt: '2026-11-22T03:00:00.000Z',
  }
}

export function favorite(id: number, recipeId: number): Favorite {
  return {
    id,
    recipeId,
    recipe: RECIPES[recipeId - 1],
    createdAt: '2026-11-20T10:00:00.000Z',
  }
}

/** What cooking 红烧肉 for 2 would take: enough pork, short sugar, no soy sauce, 个 vs g eggs. */
export const PLAN: StockPlanLine[] = [
  planLine({
    name: '五花肉',
    need: 500,
    unit: 'g',
    have: 800,
    status: 'enough',
    takes: [{ itemId: 11, name: '冷冻五花肉', amount: 0.5, unit: 'kg' }],
  }),
  planLine({
    name: '冰糖',
    need: 15,
    unit: 'g',
    have: 10,
    status: 'short',
    takes: [{ itemId: 12, name: '冰糖', amount: 10, unit: 'g' }],
  }),
  planLine({ name: '生抽', need: 1.5, unit: '勺', have: 0, status: 'missing', takes: [] }),
  planLine({ name: '鸡蛋', need: 200, unit: 'g', have: null, status: 'enough', takes: [] }),
]

/** A plan line the recipes need (not optional, with an amount), keyed as the server keys it. */
export function planLine(
  line: Omit<StockPlanLine, 'key' | 'optional' | 'from'> & Partial<StockPlanLine>,
): StockPlanLine {
  return { key: `${line.name}\u001f${line.unit ?? ''}`, optional: false, from: null, ...line }
}

export function record(id: number, changes: Partial<FoodRecordDetail> = {}): FoodRecordDetail {
  return {
    id,
    status: 'planned',
    meal: 'dinner',
    eatAt: '2026-11-22T10:30:00.000Z',
    note: '少放辣',
    items: [
      { recipe: RECIPES[0], servings: 2 },
      { recipe: RECIPES[8], servings: 3 },
    ],
    rating: null,
    comment: '',
    author: { id: 7, nickname: 'Mei' },
    mine: true,
    stockTaken: false,
    createdAt: '2026-11-22T04:00:00.000Z',
    cookedAt: null,
    stockPlan: PLAN,
    taken: [],
    ...changes,
  }
}
