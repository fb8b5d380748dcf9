import type { StockPlanLine, StockTake } from '../../../types/kitchen'
import type { StockMark } from '../../../types/recipes'
import { lineKeys } from './names'
import {
  DEFAULT_COUNT_UNIT,
  convert,
  fromMilli,
  measureOf,
  sameKind,
  toMilli,
  type Measure,
} from './units'

/** One ingredient line to cook, already scaled to its servings. */
export interface NeedLine {
  name: string
  alias: string | null
  /** Null for 适量 / 少许 / unparsed lines. */
  quantity: number | null
  unit: string | null
}

/** A stock item as the plan reads it. */
export interface PlanItem {
  id: number
  name: string
  nameKey: string
  quantityMilli: number
  unit: string
  bestBefore: string | null
}

export interface StockPlan {
  lines: StockPlanLine[]
  /** The mark of each input line, in input order (its group's status). */
  marks: StockMark[]
}

interface Group {
  keys: Set<string>
  /** Indexes of the input lines, in input order. */
  members: number[]
}

interface Part {
  measure: Measure | null
  members: number[]
}

const EPSILON = 1e-9

function round3(value: number): number {
  return Math.round(value * 1000) / 1000
}

/** Lines that share a name or alias belong to one ingredient (生粉 with alias 淀粉, and 淀粉). */
function groupByName(lines: readonly NeedLine[]): Group[] {
  const groups: Group[] = []
  lines.forEach((line, index) => {
    const keys = lineKeys(line.name, line.alias)
    const touching = groups.filter((g) => keys.some((k) => g.keys.has(k)))
    const target = touching[0] ?? { keys: new Set<string>(), members: [] }
    if (touching.length === 0) groups.push(target)
    for (const other of touching.slice(1)) {
      other.keys.forEach((k) => target.keys.add(k))
      target.members.push(...other.members)
      groups.splice(groups.indexOf(other), 1)
    }
    keys.forEach((k) => target.keys.add(k))
    target.members.push(index)
  })
  groups.forEach((g) => g.members.sort((a, b) => a - b))
  return groups
}

function measureOfLine(line: NeedLine): Measure | null {
  if (line.quantity === null) return null
  return measureOf(line.unit) ?? measureOf(DEFAULT_COUNT_UNIT)
}

/**
 * One ingredient's lines split by what their amounts can be added up in (grams, millilitres, or
 * one count unit). Lines without an amount join the first part that has one, adding nothing to
 * it; they make a part of their own only when no line of that ingredient has an amount.
 */
function partsOf(group: Group, lines: readonly NeedLine[]): Part[] {
  const parts: Part[] = []
  const loose: number[] = []
  for (const index of group.members) {
    const measure = measureOfLine(lines[index] as NeedLine)
    if (!measure) {
      loose.push(index)
      continue
    }
    const part = parts.find((p) => p.measure && sameKind(p.measure, measure))
    if (part) part.members.push(index)
    else parts.push({ measure, members: [index] })
  }
  if (parts.length === 0) return [{ measure: null, members: loose }]
  parts[0]?.members.push(...loose)
  parts[0]?.members.sort((a, b) => a - b)
  return parts
}

/** Soonest best-before first (items that keep come last), then the oldest item. */
function byBestBefore(a: PlanItem, b: PlanItem): number {
  if (a.bestBefore !== b.bestBefore) {
    if (a.bestBefore === null) return 1
    if (b.bestBefore === null) return -1
    return a.bestBefore < b.bestBefore ? -1 : 1
  }
  return a.id - b.id
}

/**
 * What cooking these lines needs from these items: per ingredient, the amount needed, what the
 * matching items hold, the status, and which items would give how much (soonest best-before
 * first, never more than an item holds). Ingredients are planned in the order they first appear,
 * each from what the ones before it left, so two dishes never count the same eggs twice.
 */
export function planStock(lines: readonly NeedLine[], items: readonly PlanItem[]): StockPlan {
  const left = new Map(items.map((item) => [item.id, item.quantityMilli]))
  const ordered = [...items].sort(byBestBefore)
  const marks: StockMark[] = lines.map(() => 'missing')
  const planned: StockPlanLine[] = []

  for (const group of groupByName(lines)) {
    const matching = ordered.filter((item) => group.keys.has(item.nameKey))
    for (const part of partsOf(group, lines)) {
      const first = lines[part.members[0] as number] as NeedLine
      const line = planPart(part, lines, matching, left)
      planned.push({ name: first.name, ...line })
      for (const index of part.members) marks[index] = line.status
    }
  }
  return { lines: planned, marks }
}

function planPart(
  part: Part,
  lines: readonly NeedLine[],
  matching: readonly PlanItem[],
  left: Map<number, number>,
): Omit<StockPlanLine, 'name'> {
  const hasSome = matching.some((item) => (left.get(item.id) ?? 0) > 0)
  const { measure } = part
  if (!measure) {
    return { need: null, unit: null, have: null, status: hasSome ? 'enough' : 'missing', takes: [] }
  }
  let need = 0
  for (const index of part.members) {
    const line = lines[index] as NeedLine
    const own = measureOfLine(line)
    if (line.quantity !== null && own) need += convert(line.quantity, own, measure) ?? 0
  }
  const convertible = matching
    .map((item) => ({ item, measure: measureOf(item.unit) }))
    .filter((x): x is { item: PlanItem; measure: Measure } =>
      x.measure !== null ? sameKind(x.measure, measure) : false,
    )
  let have = 0
  for (const { item, measure: m } of convertible) {
    have += convert(fromMilli(left.get(item.id) ?? 0), m, measure) ?? 0
  }

  const takes: StockTake[] = []
  let wanted = need
  for (const { item, measure: m } of convertible) {
    if (wanted <= EPSILON) break
    const available = left.get(item.id) ?? 0
    if (available === 0) continue
    const inItemUnit = convert(wanted, measure, m) ?? 0
    const takeMilli = Math.min(available, Math.max(1, toMilli(inItemUnit)))
    left.set(item.id, available - takeMilli)
    wanted -= convert(fromMilli(takeMilli), m, measure) ?? 0
    takes.push({ itemId: item.id, name: item.name, amount: fromMilli(takeMilli), unit: item.unit })
  }

  let status: StockMark
  let shownHave: number | null = round3(have)
  if (have + EPSILON >= need) status = 'enough'
  else if (have > EPSILON) status = 'short'
  else if (hasSome) {
    // Only items in units that cannot be converted (个 vs g): "have some", amount unknown.
    status = 'enough'
    shownHave = null
  } else status = 'missing'
  return { need: round3(need), unit: measure.unit, have: shownHave, status, takes }
}
