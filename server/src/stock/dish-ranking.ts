import type { StockPlanLine, StockStatus } from '../../../types/kitchen'
import type { StockMark } from '../../../types/recipes'
import type { StockItemRow } from '../db/schema-kitchen'
import { mainLines } from './main-ingredients'
import { lineKeys, nameKey } from './names'
import { planStock, type NeedLine, type PlanItem } from './plan'
import { rowStatus } from './view'

/** A stock item as dish ranking reads it: what it holds and how soon it goes off. */
export interface KitchenItem extends PlanItem {
  status: StockStatus
  daysLeft: number | null
}

/** A main ingredient of a dish the kitchen has, and how much of it cooking takes. */
export interface MainUse {
  /** The dish's name for it (鸡翅中), and the kitchen's item it comes from (鸡翅). */
  name: string
  item: KitchenItem
  /** What cooking takes in the dish's unit: all it needs, or all there is when short. */
  quantity: number | null
  unit: string | null
  status: StockMark
}

export interface RankedDish {
  recipeId: number
  /** share + urgency / 2 + coverage / 10: what the dish is made of first, then what goes off. */
  score: number
  /** Share of its main ingredients (main-ingredients.ts) the kitchen covers (1, ½ short, 0). */
  share: number
  /** More of its main ingredients are in the kitchen (enough or short) than missing. */
  fits: boolean
  /** The same share over all its ingredients, seasonings included. */
  coverage: number
  /** 1 / (1 + days left) of the soonest-expiring item a main ingredient uses, 0 for none. */
  urgency: number
  /** The kitchen items it uses: dated ones soonest first, then in the dish's own line order. */
  uses: KitchenItem[]
  /** Its main ingredients the kitchen has, the soonest-expiring first, then in dish order. */
  mains: MainUse[]
}

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

/** What a main ingredient takes from the kitchen, as a reason can say it. */
function mainUse(line: StockPlanLine, item: KitchenItem): MainUse {
  const short = line.status === 'short' && line.have !== null
  return {
    name: line.name,
    item,
    quantity: short ? line.have : line.need,
    unit: line.unit,
    status: line.status,
  }
}

/**
 * How well the kitchen's items serve one dish, at the amounts given (planStock decides enough /
 * short / missing per ingredient, by the same name matching as the dish page's stock marks);
 * null when it uses none of them.
 */
export function rankDish(
  recipeId: number,
  lines: readonly NeedLine[],
  kitchen: KitchenIndex,
): RankedDish | null {
  const firstLine = new Map<number, number>()
  const itemsOf = lines.map((line, index) => {
    const found: KitchenItem[] = []
    for (const key of lineKeys(line.name, line.alias)) {
      for (const item of kitchen.byKey.get(key) ?? []) {
        found.push(item)
        if (!firstLine.has(item.id)) firstLine.set(item.id, index)
      }
    }
    return found
  })
  if (firstLine.size === 0) return null
  const order = bySoonest(firstLine)
  const uses = kitchen.items.filter((item) => firstLine.has(item.id)).sort(order)
  const plan = planStock(lines, kitchen.items)
  let covered = 0
  for (const line of plan.lines) covered += MARK_WEIGHT[line.status]
  const coverage = covered / Math.max(1, plan.lines.length)

  // One main ingredient per plan line (鸡翅中 and 鸡翅 are one), whichever line made it main.
  const isMain = mainLines(lines)
  const mainAt = new Map<number, KitchenItem[]>()
  lines.forEach((_, index) => {
    if (!isMain[index]) return
    const at = plan.lineOf[index] as number
    mainAt.set(at, [...(mainAt.get(at) ?? []), ...(itemsOf[index] ?? [])])
  })
  let held = 0
  let missing = 0
  const mains: MainUse[] = []
  for (const [at, items] of mainAt) {
    const line = plan.lines[at] as StockPlanLine
    held += MARK_WEIGHT[line.status]
    if (line.status === 'missing') missing += 1
    const item = [...items].sort(order)[0]
    if (item && line.status !== 'missing') mains.push(mainUse(line, item))
  }
  mains.sort((a, b) => order(a.item, b.item))
  const share = held / Math.max(1, mainAt.size)
  let urgency = 0
  for (const { item } of mains) urgency = Math.max(urgency, urgencyOf(item.daysLeft))
  const score = share + urgency / 2 + coverage / 10
  const fits = 2 * missing < mainAt.size
  return { recipeId, score, share, fits, coverage, urgency, uses, mains }
}

/** Best first; equal scores by dish id, so the same stock always ranks the same way. */
export function byScore(a: RankedDish, b: RankedDish): number {
  return b.score - a.score || a.recipeId - b.recipeId
}
