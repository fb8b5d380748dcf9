import type { StockStatus } from '../../../types/kitchen'
import type { StockItemRow } from '../db/schema-kitchen'
import { lineKeys, nameKey } from './names'
import { planStock, type NeedLine, type PlanItem } from './plan'
import { rowStatus } from './view'

/** A stock item as dish ranking reads it: what it holds and how soon it goes off. */
export interface KitchenItem extends PlanItem {
  status: StockStatus
  daysLeft: number | null
}

export interface RankedDish {
  recipeId: number
  /** 2 × urgency + coverage: food about to go off outweighs a fuller match. */
  score: number
  /** Share of the dish's ingredients the kitchen covers: enough counts 1, short ½, missing 0. */
  coverage: number
  /** 1 / (1 + days left) of the soonest-expiring item it uses (1 for today), 0 for none. */
  urgency: number
  /** The kitchen items it uses: dated ones soonest first, then in the dish's own line order. */
  uses: KitchenItem[]
  /** True when the kitchen has one of its first MAIN_LINES ingredients (not only the salt). */
  usesMain: boolean
}

/** HowToCook lists the main ingredients first and the seasonings after. */
export const MAIN_LINES = 3
const MARK_WEIGHT = { enough: 1, short: 0.5, missing: 0 } as const

export function asKitchenItem(row: StockItemRow, today: string): KitchenItem {
  const { status, daysLeft } = rowStatus(row, today)
  return {
    id: row.id,
    name: row.name,
    nameKey: nameKey(row.name),
    quantityMilli: row.quantity_milli,
    unit: row.unit,
    bestBefore: row.best_before,
    status,
    daysLeft,
  }
}

/** Items a dish can be planned on: something left and not past its date. */
export function kitchenItems(rows: readonly StockItemRow[], today: string): KitchenItem[] {
  return rows
    .map((row) => asKitchenItem(row, today))
    .filter((item) => item.status !== 'out' && item.status !== 'expired')
}

export function urgencyOf(daysLeft: number | null): number {
  return daysLeft === null || daysLeft < 0 ? 0 : 1 / (1 + daysLeft)
}

/** Soonest best-before first (undated last), then the item seen first in the dish. */
function bySoonest(first: Map<number, number>) {
  return (a: KitchenItem, b: KitchenItem) => {
    const da = a.daysLeft ?? Infinity
    const db = b.daysLeft ?? Infinity
    if (da !== db) return da - db
    return (first.get(a.id) ?? 0) - (first.get(b.id) ?? 0)
  }
}

/** A kitchen's items with their name keys indexed, built once for many dishes. */
export interface KitchenIndex {
  items: readonly KitchenItem[]
  byKey: Map<string, KitchenItem[]>
}

export function indexKitchen(items: readonly KitchenItem[]): KitchenIndex {
  const byKey = new Map<string, KitchenItem[]>()
  for (const item of items) {
    const list = byKey.get(item.nameKey)
    if (list) list.push(item)
    else byKey.set(item.nameKey, [item])
  }
  return { items, byKey }
}

/**
 * How well the kitchen's items serve one dish, at the dish's own amounts (planStock decides
 * enough / short / missing per ingredient); null when it uses none of them.
 */
export function rankDish(
  recipeId: number,
  lines: readonly NeedLine[],
  kitchen: KitchenIndex,
): RankedDish | null {
  const firstLine = new Map<number, number>()
  let usesMain = false
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as NeedLine
    for (const key of lineKeys(line.name, line.alias)) {
      for (const item of kitchen.byKey.get(key) ?? []) {
        if (firstLine.has(item.id)) continue
        firstLine.set(item.id, index)
        if (index < MAIN_LINES) usesMain = true
      }
    }
  }
  if (firstLine.size === 0) return null
  const uses = kitchen.items.filter((item) => firstLine.has(item.id)).sort(bySoonest(firstLine))
  const plan = planStock(lines, kitchen.items).lines
  let covered = 0
  for (const line of plan) covered += MARK_WEIGHT[line.status]
  const coverage = covered / Math.max(1, plan.length)
  let urgency = 0
  for (const item of uses) urgency = Math.max(urgency, urgencyOf(item.daysLeft))
  return { recipeId, score: 2 * urgency + coverage, coverage, urgency, uses, usesMain }
}

/** Best first; equal scores by dish id, so the same stock always ranks the same way. */
export function byScore(a: RankedDish, b: RankedDish): number {
  return b.score - a.score || a.recipeId - b.recipeId
}
