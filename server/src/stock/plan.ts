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
  /** The recipe says it may be left out (taken only when the cook includes it). */
  optional?: boolean
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
  /** The index in `lines` of each input line's plan line, in input order. */
  lineOf: number[]
  /** The input lines each plan line sums, by index, in `lines` order (the shopping list's dishes). */
  members: number[][]
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
  // Groups in the order they were first made; a line touching several merges them into the
  // first, so each key belongs to one group.
  const groups: Group[] = []
  const groupOf = new Map<string, Group>()
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as NeedLine
    const keys = lineKeys(line.name, line.alias)
    let target: Group | undefined
    for (const key of keys) {
      const group = groupOf.get(key)
      if (group && (!target || groups.indexOf(group) < groups.indexOf(target))) target = group
    }
    if (!target) {
      target = { keys: new Set<string>(), members: [] }
      groups.push(target)
    }
    for (const key of keys) {
      const other = groupOf.get(key)
      if (other && other !== target) mergeInto(target, other, groups, groupOf)
      target.keys.add(key)
      groupOf.set(key, target)
    }
    target.members.push(index)
  }
  for (const group of groups) group.members.sort(ascending)
  return groups
}

function mergeInto(target: Group, other: Group, groups: Group[], groupOf: Map<string, Group>) {
  for (const key of other.keys) {
    target.keys.add(key)
    groupOf.set(key, target)
  }
  target.members.push(...other.members)
  groups.splice(groups.indexOf(other), 1)
}

function ascending(a: number, b: number): number {
  return a - b
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
  parts[0]?.members.sort(ascending)
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

/** An item with its measure, at its place in best-before order. */
interface Ranked {
  item: PlanItem
  measure: Measure | null
  rank: number
}

/** A kitchen's items grouped by name key, each group in best-before order. */
type ItemIndex = ReadonlyMap<string, readonly Ranked[]>

/**
 * Indexes of the item lists plans were made from. A kitchen's kept items (one array per stock
 * version) are planned against again and again (every record opened, every dish page, every dish
 * a suggestion ranks): sorting and matching them per plan was most of a record's detail. Item
 * lists are read-only, so an index made once stays right for as long as its array lives.
 */
const indexes = new WeakMap<readonly PlanItem[], ItemIndex>()

function indexOf(items: readonly PlanItem[]): ItemIndex {
  let index = indexes.get(items)
  if (index) return index
  const byKey = new Map<string, Ranked[]>()
  ;[...items].sort(byBestBefore).forEach((item, rank) => {
    const ranked = { item, measure: measureOf(item.unit), rank }
    const list = byKey.get(item.nameKey)
    if (list) list.push(ranked)
    else byKey.set(item.nameKey, [ranked])
  })
  index = byKey
  indexes.set(items, index)
  return index
}

/** The items any of these keys names, in best-before order. */
function matchingOf(index: ItemIndex, keys: ReadonlySet<string>): readonly Ranked[] {
  let found: readonly Ranked[] = []
  let merged = false
  for (const key of keys) {
    const list = index.get(key)
    if (!list) continue
    if (found.length === 0) found = list
    else {
      found = [...found, ...list]
      merged = true
    }
  }
  return merged ? [...found].sort((a, b) => a.rank - b.rank) : found
}

/** One ingredient part of a plan, in the order its lines first appear. */
interface PlanPart {
  part: Part
  matching: readonly Ranked[]
  key: string
  name: string
  optional: boolean
}

function partsToPlan(index: ItemIndex, lines: readonly NeedLine[]): PlanPart[] {
  const parts: PlanPart[] = []
  for (const group of groupByName(lines)) {
    const matching = matchingOf(index, group.keys)
    for (const part of partsOf(group, lines)) {
      const first = lines[part.members[0] as number] as NeedLine
      parts.push({
        part,
        matching,
        key: `${first.name}\u001f${part.measure?.unit ?? ''}`,
        name: first.name,
        optional: part.members.every((i) => (lines[i] as NeedLine).optional === true),
      })
    }
  }
  return parts
}

/**
 * What the cook chose in the settle popup, by plan line key: `null` for an optional line ticked,
 * an amount for one left to the cook (适量). Without a choice, a plan shows what each optional
 * line would take if ticked (a preview), and takes nothing for 适量.
 */
export type Included = ReadonlyMap<string, number | null>

/**
 * What cooking these lines needs from these items: per ingredient, the amount needed, what the
 * matching items hold, the status, and which items would give how much (soonest best-before
 * first, never more than an item holds). What the recipes need is planned first, in the order
 * ingredients first appear, each from what the ones before it left (two dishes never count the
 * same eggs twice); then optional ingredients, then amounts left to the cook, from what is left:
 * so ticking an optional line in the settle popup never changes what the others take.
 * `items` are read, never changed, and indexed once per array (see indexes).
 */
export function planStock(
  lines: readonly NeedLine[],
  items: readonly PlanItem[],
  included?: Included,
): StockPlan {
  const index = indexOf(items)
  // What plans before this one took, by item id; an item not in it still holds all it has.
  const left = new Map<number, number>()
  const marks: StockMark[] = lines.map(() => 'missing')
  const lineOf: number[] = lines.map(() => -1)
  const parts = partsToPlan(index, lines)
  const planned: StockPlanLine[] = new Array(parts.length)
  const members = parts.map((p) => p.part.members)
  const passes: ((p: PlanPart) => boolean)[] = [
    (p) => p.part.measure !== null && !p.optional,
    (p) => p.part.measure !== null && p.optional,
    (p) => p.part.measure === null,
  ]
  for (const inPass of passes) {
    parts.forEach((p, at) => {
      if (!inPass(p)) return
      // A cook leaves out the optional lines they did not tick; a preview shows them all.
      const takes = !p.optional || !included || included.has(p.key)
      const line = p.part.measure
        ? planPart(p.part, lines, p.matching, takes ? left : new Map(left))
        : planLoose(p.matching, left, included?.get(p.key) ?? null)
      if (!takes) line.takes = []
      planned[at] = {
        key: p.key,
        name: p.name,
        need: line.need,
        unit: line.unit,
        have: line.have,
        status: line.status,
        takes: line.takes,
        optional: p.optional,
        from: line.from,
      }
      for (const member of p.part.members) {
        marks[member] = line.status
        lineOf[member] = at
      }
    })
  }
  return { lines: planned, marks, lineOf, members }
}

/**
 * An ingredient the recipe leaves to the cook (适量): enough when an item has some. The cook may
 * include an amount of it, taken from the soonest-expiring item that has some (`from`).
 */
function planLoose(
  matching: readonly Ranked[],
  left: Map<number, number>,
  amount: number | null,
): Omit<StockPlanLine, 'key' | 'name' | 'optional'> {
  const source = matching.find((m) => holds(left, m.item) > 0)?.item
  const from = source
    ? {
        itemId: source.id,
        name: source.name,
        amount: fromMilli(holds(left, source)),
        unit: source.unit,
      }
    : null
  const takes: StockTake[] = []
  if (source && amount !== null && amount > 0) {
    const takeMilli = Math.min(holds(left, source), Math.max(1, toMilli(amount)))
    left.set(source.id, holds(left, source) - takeMilli)
    takes.push({
      itemId: source.id,
      name: source.name,
      amount: fromMilli(takeMilli),
      unit: source.unit,
    })
  }
  const status: StockMark = source ? 'enough' : 'missing'
  return { need: null, unit: source?.unit ?? null, have: null, status, takes, from }
}

/** What an item holds after the plan's earlier takes. */
function holds(left: ReadonlyMap<number, number>, item: PlanItem): number {
  return left.get(item.id) ?? item.quantityMilli
}

/** The matching items whose amounts add up in `measure`, in the same order. */
function convertibleTo(matching: readonly Ranked[], measure: Measure) {
  const found: { item: PlanItem; measure: Measure }[] = []
  for (const m of matching) {
    if (m.measure !== null && sameKind(m.measure, measure)) found.push(m as (typeof found)[0])
  }
  return found
}

function anyLeft(matching: readonly Ranked[], left: ReadonlyMap<number, number>): boolean {
  for (const m of matching) if (holds(left, m.item) > 0) return true
  return false
}

function planPart(
  part: Part,
  lines: readonly NeedLine[],
  matching: readonly Ranked[],
  left: Map<number, number>,
): Omit<StockPlanLine, 'key' | 'name' | 'optional'> {
  const hasSome = anyLeft(matching, left)
  const measure = part.measure as Measure
  let need = 0
  for (const index of part.members) {
    const line = lines[index] as NeedLine
    const own = measureOfLine(line)
    if (line.quantity !== null && own) need += convert(line.quantity, own, measure) ?? 0
  }
  const convertible = convertibleTo(matching, measure)
  let have = 0
  for (const { item, measure: m } of convertible) {
    have += convert(fromMilli(holds(left, item)), m, measure) ?? 0
  }

  const takes: StockTake[] = []
  let wanted = need
  for (const { item, measure: m } of convertible) {
    if (wanted <= EPSILON) break
    const available = holds(left, item)
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
  return { need: round3(need), unit: measure.unit, have: shownHave, status, takes, from: null }
}
