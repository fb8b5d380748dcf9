import type { Noun } from './words/noun'
/**
 * Kitchens and their stock: the payloads of `/stock…`, `/kitchen…` and `POST /auth/user/bind-shop`
 * (SPEC §4), the stock item states of SPEC §5, and the input rules both sides check.
 */
import type { KitchenRef, Paged } from './api'
import type { RecipeSummary, StockMark } from './recipes'

export type StockLocation = 'fridge' | 'freezer' | 'pantry' | 'other'
export const STOCK_LOCATIONS: readonly StockLocation[] = ['fridge', 'freezer', 'pantry', 'other']

/**
 * SPEC §5, decided in this order: `out` (nothing left: there is nothing to go off), `expired`
 * (best-before before the kitchen's today), `expiring` (within EXPIRING_DAYS), `low` (at or below
 * its minimum), else `ok`.
 */
export type StockStatus = 'expired' | 'expiring' | 'out' | 'low' | 'ok'
export const STOCK_STATUSES: readonly StockStatus[] = ['expired', 'expiring', 'out', 'low', 'ok']

/** `cooked` movements are written only by cooking a food record. */
export type MovementReason = 'purchase' | 'cooked' | 'discard' | 'adjust'
export type ManualMovementReason = Exclude<MovementReason, 'cooked'>

export interface StockItem {
  id: number
  name: string
  /** At most 3 decimals, ≥ 0. */
  quantity: number
  unit: string
  /** At or below this the item is `low` (0: never low). */
  minQuantity: number
  /** `YYYY-MM-DD`, or null when it keeps. */
  bestBefore: string | null
  location: StockLocation
  note: string
  status: StockStatus
  /** Days from the kitchen's today to the best-before date (negative once past), or null. */
  daysLeft: number | null
  createdAt: string
  updatedAt: string
}

/** The health of the whole kitchen (not of one page): counts per status and a 0–100 score. */
export interface StockSummary {
  score: number
  expired: number
  expiring: number
  low: number
  out: number
  ok: number
}

export interface StockPage extends Paged<StockItem> {
  summary: StockSummary
}

export interface StockQuery {
  location?: StockLocation
  status?: StockStatus
  page?: number
  pageSize?: number
}

/** POST /stock. The new item's quantity is written as its first `purchase` movement. */
export interface StockItemInput {
  name: string
  quantity: number
  unit: string
  minQuantity?: number
  bestBefore?: string | null
  location?: StockLocation
  note?: string
}

/** PUT /stock/{id}: any of the fields; a new quantity is written as an `adjust` movement. */
export type StockItemPatch = Partial<StockItemInput>

export interface StockMovement {
  id: number
  /** Positive when stock came in. */
  delta: number
  reason: MovementReason
  note: string
  /** The item's quantity right after this movement. */
  quantityAfter: number
  /** The food record a `cooked` movement took stock for. */
  orderId: number | null
  /** Who made it (null once that account is gone). */
  by: { id: number; nickname: string } | null
  createdAt: string
}

/** GET /stock/{id}: the item, its newest movements and the dishes that use it. */
export interface StockItemDetail extends StockItem {
  movements: StockMovement[]
  recipes: RecipeSummary[]
}

/** POST /stock/{id}/movements: purchase > 0, discard < 0, adjust ≠ 0; never below zero (409). */
export interface StockMovementInput {
  delta: number
  reason: ManualMovementReason
  note?: string
}

/** GET /stock/suggestions: dishes that use what goes off soonest, naming those items. */
export interface StockSuggestion {
  recipe: RecipeSummary
  items: { id: number; name: string; daysLeft: number | null }[]
}

/** What cooking takes from one stock item, in that item's unit. */
export interface StockTake {
  itemId: number
  name: string
  amount: number
  unit: string
}

/**
 * One ingredient of a plan (a dish, or every dish of a food record, scaled to their servings):
 * what is needed, what the kitchen's matching items hold, and what cooking would take from which
 * item (soonest best-before first). `need` is null when the recipe gives no amount (适量);
 * `have` is null when the items' units cannot be converted to the recipe's (个 vs g): an item
 * with some left then counts as enough, and cooking takes nothing from it.
 */
export interface StockPlanLine {
  /** Names the line in a cook request's `include` (the same key while the dishes are the same). */
  key: string
  name: string
  need: number | null
  unit: string | null
  have: number | null
  status: StockMark
  /** What cooking takes. For an optional line, what it would take when the cook ticks it. */
  takes: StockTake[]
  /** The recipe says it may be left out: taken only when the cook includes it. */
  optional: boolean
  /** For an amount the recipe leaves to the cook (适量): the item it would come from, with what
   * it holds, when the cook includes it with an amount; null when no item can give it. */
  from: StockTake | null
  /** en/es/fr: the food as the glossary names it (name is then its singular), to phrase amounts. */
  noun?: Noun
}

/** GET /ingredients/suggest?q=: catalogue ingredient names for the stock form. */
export interface IngredientSuggestion {
  name: string
  /** How many dishes use it. */
  recipes: number
}

export interface KitchenMember {
  userId: number
  nickname: string
  avatar: string
  role: 'owner' | 'member'
  joinedAt: string
}

export interface InviteCode {
  code: string
  expiresAt: string
}

/** GET /kitchen. `inviteCode` is shown to the owner only (null for members, or when none is valid). */
export interface Kitchen {
  id: number
  name: string
  /** IANA zone the kitchen's "today" is counted in (best-before, cooked days). */
  timeZone: string
  /** The caller's role. */
  role: 'owner' | 'member'
  members: KitchenMember[]
  inviteCode: InviteCode | null
  /** Stock items the kitchen holds. */
  itemCount: number
}

/** PUT /kitchen (owner only). */
export interface KitchenPatch {
  name?: string
  timeZone?: string
}

/** POST /auth/user/bind-shop. `merge` moves the items of the caller's own kitchen along. */
export interface BindShopRequest {
  inviteCode: string
  merge?: boolean
}

export interface BindShopResult {
  kitchen: KitchenRef
}

export const STOCK_NAME_MAX = 40
export const STOCK_UNIT_MAX = 10
export const STOCK_NOTE_MAX = 200
export const MOVEMENT_NOTE_MAX = 200
export const QUANTITY_MAX = 1_000_000
export const QUANTITY_DECIMALS = 3
/** `expiring` means best-before within this many days (0 = today). */
export const EXPIRING_DAYS = 3
/** Date pickers and accepted dates: the current year minus/plus this many years (the seed's rule). */
export const PICKER_YEARS = 150
export const KITCHEN_NAME_MAX = 40
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai'
export const INVITE_CODE_LENGTH = 8
/** Capitals and digits without look-alikes (no 0/O, 1/I/L). */
export const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const INVITE_DAYS = 7
/** People in one kitchen at most; joining a full one is refused (409). */
export const KITCHEN_MEMBERS_MAX = 20
/** The units the stock form offers first; any 1–10 characters are accepted. */
export const COMMON_UNITS: readonly string[] = [
  '个',
  'g',
  'kg',
  '斤',
  'ml',
  'L',
  '瓶',
  '袋',
  '盒',
  '包',
  '根',
  '把',
  '颗',
  '块',
  '片',
  '只',
  '条',
  '罐',
]

/**
 * A quantity as the server accepts it: finite, 0…QUANTITY_MAX, in steps of 0.001 (at most 3
 * decimals). A hair of float error is forgiven (0.1 + 0.2), but not a value that is a hair
 * itself: 5e-324 is "within 1e-6 of 0 thousandths" and would be stored as a movement of 0.
 */
export function isValidQuantity(value: number): boolean {
  const milli = Math.round(value * 1000)
  return (
    Number.isFinite(value) &&
    value >= 0 &&
    value <= QUANTITY_MAX &&
    Math.abs(milli - value * 1000) < 1e-6 &&
    (milli !== 0 || value === 0)
  )
}
