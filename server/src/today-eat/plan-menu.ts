import type { DishRole } from '../../../types/recipes'
import { categoryById } from '../recipes/categories'
import { seededRandom } from '../lib/seeded-random'
import type { PoolEntry } from '../recipes/repository'
import { drawFrom, drawPreferred, menuPool, preferredPool, type Slot } from './menu-pool'
import type { StockLedger } from './stock-ledger'

/** Why a dish is on the menu; each has a sentence in every locale (todayEat.reason.*). */
export type Reason = 'meat' | 'aquatic' | 'vegetable' | 'soup' | 'staple' | 'picked' | 'other'

export interface PlannedDish {
  id: number
  role: DishRole
  reason: Reason
}

export interface MenuRequest {
  people: number
  categoryId?: number
  maxDifficulty?: number
  seed: number
  /** Dishes to leave out (eaten lately). */
  exclude: ReadonlySet<number>
  /**
   * Dish ids to prefer, best first (what the kitchen's stock covers): each place on the menu
   * is drawn from the best few of these that fit it before the rest of the catalogue.
   */
  prefer?: readonly number[]
  /**
   * Draw only from `prefer` ("use what I have" with something in stock): a place no preferred
   * dish fits stays empty, so the menu has fewer dishes rather than ones the cook cannot make.
   */
  onlyPreferred?: boolean
  /**
   * The kitchen's stock as the menu uses it up (stock-ledger.ts): a preferred dish is drawn only
   * while it still fits what the dishes drawn before it left, and takes its part when drawn.
   */
  stock?: Pick<StockLedger, 'fits' | 'take'>
}

/** A soup joins the menu from this many people. */
export const SOUP_FROM = 3
/** A staple (rice, noodles, dumplings) joins the menu from this many people. */
export const STAPLE_FROM = 5

const MENU_ORDER: Slot[] = ['meat', 'vegetable', 'staple', 'soup', 'filler']
const FALLBACK: Slot[] = ['meat', 'vegetable', 'staple', 'soup', 'filler']

function reasonOf(entry: PoolEntry, slot: Slot): Reason {
  if (slot === 'meat' && categoryById(entry.categoryId)?.key === 'aquatic') return 'aquatic'
  return slot === 'filler' || slot === 'other' ? 'other' : slot
}

/**
 * A menu for `people`: people + 1 dishes, at least as many meat (meat and fish) as vegetable
 * dishes, a soup from 3 people and a staple from 5. With a category chosen, every dish comes
 * from it. When the catalogue (after the filters) runs short, the other main roles fill in,
 * still keeping meat ≥ vegetable where possible; with `onlyPreferred`, only from the preferred
 * dishes, so the menu may be shorter. The same seed over the same catalogue gives
 * the same menu.
 */
export function planMenu(entries: readonly PoolEntry[], request: MenuRequest): PlannedDish[] {
  const pool = menuPool(entries)
  const random = seededRandom(request.seed)
  const wanted = request.people + 1
  const maxDifficulty = request.maxDifficulty ?? 5
  const taken = new Set<number>()
  const unavailable = (id: number) => taken.has(id) || request.exclude.has(id)
  const stock = request.stock
  const unfit = stock ? (id: number) => unavailable(id) || !stock.fits(id) : unavailable
  const picked: { entry: PoolEntry; slot: Slot }[] = []
  const preferred = request.prefer?.length ? preferredPool(entries, request.prefer) : undefined

  if (request.categoryId !== undefined) {
    const groups = pool.byCategory.get(request.categoryId)
    const favoured = preferred?.byCategory.get(request.categoryId)
    const role = categoryById(request.categoryId)?.role ?? 'other'
    while (picked.length < wanted) {
      const entry =
        drawPreferred(favoured, maxDifficulty, random, unfit) ??
        (request.onlyPreferred ? undefined : drawFrom(groups, maxDifficulty, random, unavailable))
      if (!entry) break
      taken.add(entry.id)
      stock?.take(entry.id)
      picked.push({ entry, slot: role })
    }
    return picked.map(({ entry }) => ({ id: entry.id, role, reason: 'picked' }))
  }

  const take = (slot: Slot): boolean => {
    const entry =
      drawPreferred(preferred?.bySlot.get(slot), maxDifficulty, random, unfit) ??
      (request.onlyPreferred
        ? undefined
        : drawFrom(pool.bySlot.get(slot), maxDifficulty, random, unavailable))
    if (!entry) return false
    taken.add(entry.id)
    stock?.take(entry.id)
    picked.push({ entry, slot })
    return true
  }
  const count = (slot: Slot) => picked.filter((p) => p.slot === slot).length

  if (request.people >= SOUP_FROM) take('soup')
  if (request.people >= STAPLE_FROM) take('staple')
  const sides = wanted - picked.length
  for (let i = 0; i < Math.ceil(sides / 2); i++) take('meat')
  while (count('vegetable') < Math.floor(sides / 2) && count('vegetable') < count('meat')) {
    if (!take('vegetable')) break
  }
  // Fill what the catalogue could not give, meat first whenever it keeps meat ≥ vegetable.
  while (picked.length < wanted) {
    const order: Slot[] = count('meat') > count('vegetable') ? ['vegetable', ...FALLBACK] : FALLBACK
    if (!order.some(take)) break
  }
  return picked
    .sort((a, b) => MENU_ORDER.indexOf(a.slot) - MENU_ORDER.indexOf(b.slot))
    .map(({ entry, slot }) => ({
      id: entry.id,
      role: slot === 'filler' ? 'other' : slot,
      reason: reasonOf(entry, slot),
    }))
}
