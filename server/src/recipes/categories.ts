import type { CategoryKey, DishRole } from '../../../types/recipes'

export interface CategoryDef {
  id: number
  key: CategoryKey
  /** The HowToCook name, kept as data; clients translate by key. */
  name: string
  /** The name in Traditional Chinese (toTaiwanese of name; the import's test pins them). */
  nameHant: string
  /** What a dish of this category brings to a "what to eat today" menu. */
  role: DishRole
}

/** The ten categories with the ids migration 003 gives them (keep the two in step). */
export const CATEGORIES: readonly CategoryDef[] = [
  { id: 1, key: 'meat', name: '荤菜', nameHant: '葷菜', role: 'meat' },
  { id: 2, key: 'vegetable', name: '素菜', nameHant: '素菜', role: 'vegetable' },
  { id: 3, key: 'aquatic', name: '水产', nameHant: '水產', role: 'meat' },
  { id: 4, key: 'breakfast', name: '早餐', nameHant: '早餐', role: 'other' },
  { id: 5, key: 'staple', name: '主食', nameHant: '主食', role: 'staple' },
  { id: 6, key: 'soup', name: '汤', nameHant: '湯', role: 'soup' },
  { id: 7, key: 'dessert', name: '甜品', nameHant: '甜品', role: 'other' },
  { id: 8, key: 'drink', name: '饮品', nameHant: '飲品', role: 'other' },
  { id: 9, key: 'condiment', name: '调料', nameHant: '調料', role: 'other' },
  { id: 10, key: 'semi-finished', name: '半成品加工', nameHant: '半成品加工', role: 'other' },
]

const byName = new Map(CATEGORIES.map((c) => [c.name, c]))
const byId = new Map(CATEGORIES.map((c) => [c.id, c]))

export function categoryByName(name: string): CategoryDef | undefined {
  return byName.get(name)
}

export function categoryById(id: number): CategoryDef | undefined {
  return byId.get(id)
}
