import type { DishRole } from '../../../types/recipes'
import { categoryById } from '../recipes/categories'
import type { PoolEntry } from '../recipes/repository'

/** Where a dish can go on a menu; 'filler' (breakfast, dessert) only when the rest runs out. */
export type Slot = DishRole | 'filler'

/** Dishes grouped by slot and by category, each group split by difficulty (index 1-5). */
export interface MenuPool {
  bySlot: Map<Slot, PoolEntry[][]>
  byCategory: Map<number, PoolEntry[][]>
}

// Drinks, condiments and semi-finished goods are never a dish of a meal on their own.
const FILLERS = new Set(['breakfast', 'dessert'])

export function slotOf(entry: PoolEntry): Slot | undefined {
  const category = categoryById(entry.categoryId)
  if (!category) return undefined
  if (category.role !== 'other') return category.role
  return FILLERS.has(category.key) ? 'filler' : undefined
}

function add(groups: Map<number | Slot, PoolEntry[][]>, key: number | Slot, entry: PoolEntry) {
  let byDifficulty = groups.get(key)
  if (!byDifficulty) {
    byDifficulty = [[], [], [], [], [], []]
    groups.set(key, byDifficulty)
  }
  byDifficulty[Math.min(5, Math.max(1, entry.difficulty))]?.push(entry)
}

const built = new WeakMap<readonly PoolEntry[], MenuPool>()

/** The pool grouped once per catalogue (the repository hands out the same array until then). */
export function menuPool(entries: readonly PoolEntry[]): MenuPool {
  let pool = built.get(entries)
  if (!pool) {
    const bySlot = new Map<Slot, PoolEntry[][]>()
    const byCategory = new Map<number, PoolEntry[][]>()
    for (const entry of entries) {
      const slot = slotOf(entry)
      if (slot) add(bySlot as Map<number | Slot, PoolEntry[][]>, slot, entry)
      add(byCategory as Map<number | Slot, PoolEntry[][]>, entry.categoryId, entry)
    }
    pool = { bySlot, byCategory }
    built.set(entries, pool)
  }
  return pool
}

/**
 * Draws one dish at random from groups (difficulty ≤ max) that is neither taken nor excluded:
 * a few random tries, which almost always succeed, then a scan of what is left.
 */
export function drawFrom(
  groups: PoolEntry[][] | undefined,
  maxDifficulty: number,
  random: () => number,
  unavailable: (id: number) => boolean,
): PoolEntry | undefined {
  if (!groups) return undefined
  const lists = groups.slice(1, maxDifficulty + 1)
  const total = lists.reduce((sum, list) => sum + list.length, 0)
  if (total === 0) return undefined
  const at = (index: number): PoolEntry | undefined => {
    for (const list of lists) {
      if (index < list.length) return list[index]
      index -= list.length
    }
    return undefined
  }
  for (let attempt = 0; attempt < 16; attempt++) {
    const entry = at(Math.floor(random() * total))
    if (entry && !unavailable(entry.id)) return entry
  }
  const left = lists.flat().filter((entry) => !unavailable(entry.id))
  return left[Math.floor(random() * left.length)]
}

/** Preferred dishes (what the kitchen's stock covers) by slot and by category, best first. */
export interface Preferred {
  bySlot: Map<Slot, PoolEntry[]>
  byCategory: Map<number, PoolEntry[]>
}

const byId = new WeakMap<readonly PoolEntry[], Map<number, PoolEntry>>()

/** A dish of the pool by id (an index built once per catalogue). */
export function poolEntry(entries: readonly PoolEntry[], id: number): PoolEntry | undefined {
  let index = byId.get(entries)
  if (!index) {
    index = new Map(entries.map((entry) => [entry.id, entry]))
    byId.set(entries, index)
  }
  return index.get(id)
}

/** Ranked dish ids grouped the way the planner draws, keeping their rank order. */
export function preferredPool(entries: readonly PoolEntry[], ranked: readonly number[]): Preferred {
  const preferred: Preferred = { bySlot: new Map(), byCategory: new Map() }
  const push = <K>(groups: Map<K, PoolEntry[]>, key: K, entry: PoolEntry) => {
    const list = groups.get(key)
    if (list) list.push(entry)
    else groups.set(key, [entry])
  }
  for (const id of ranked) {
    const entry = poolEntry(entries, id)
    if (!entry) continue
    const slot = slotOf(entry)
    if (slot) push(preferred.bySlot, slot, entry)
    push(preferred.byCategory, entry.categoryId, entry)
  }
  return preferred
}

/** How many of the best preferred dishes a draw chooses among (variety across seeds). */
export const PREFERRED_CHOICE = 5

/**
 * Draws one of the best few preferred dishes still available, the better ones more often
 * (the square of a uniform draw leans to the front); undefined when none is left.
 */
export function drawPreferred(
  list: readonly PoolEntry[] | undefined,
  maxDifficulty: number,
  random: () => number,
  unavailable: (id: number) => boolean,
): PoolEntry | undefined {
  if (!list) return undefined
  const choice: PoolEntry[] = []
  for (const entry of list) {
    if (entry.difficulty <= maxDifficulty && !unavailable(entry.id)) choice.push(entry)
    if (choice.length === PREFERRED_CHOICE) break
  }
  if (choice.length === 0) return undefined
  return choice[Math.floor(random() ** 2 * choice.length)]
}
