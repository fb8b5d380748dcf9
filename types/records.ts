/**
 * Favourites, today's plan (the cart tab, "daily food record") and food records (orders): the
 * payloads of `/favorites…`, `/cart…` and `/orders…` (SPEC §4) and the record states of SPEC §5.
 */
import type { StockPlanLine, StockTake } from './kitchen'
import type { RecipeSummary } from './recipes'

export type Meal = 'breakfast' | 'lunch' | 'dinner' | 'snack'
export const MEALS: readonly Meal[] = ['breakfast', 'lunch', 'dinner', 'snack']

/** planned → cooked (stock taken when asked) → rated; planned → cancelled. */
export type RecordStatus = 'planned' | 'cooked' | 'cancelled'
export const RECORD_STATUSES: readonly RecordStatus[] = ['planned', 'cooked', 'cancelled']

/** Favourites are personal (not the kitchen's). */
export interface Favorite {
  id: number
  recipeId: number
  recipe: RecipeSummary
  createdAt: string
}

export interface FavoriteRequest {
  recipeId: number
}

/** Favouriting a dish twice answers the same id. */
export interface FavoriteResult {
  id: number
}

/** A dish planned for a day of the kitchen's plan (members plan together). */
export interface CartItem {
  id: number
  recipe: RecipeSummary
  servings: number
  meal: Meal
  /** YYYY-MM-DD, the kitchen's day it is planned for. */
  date: string
  createdAt: string
}

/**
 * POST /cart: the same dish for the same meal of the same day again adds servings (capped at
 * SERVINGS_MAX). Without `date`, today in the kitchen's time zone.
 */
export interface CartAddRequest {
  recipeId: number
  servings: number
  meal: Meal
  date?: string
}

/** POST /cart/batch: a whole menu at once (today-eat "add all"), all or nothing. */
export interface CartAddManyRequest {
  items: CartAddRequest[]
}

/** PUT /cart/{id}. Moving a line to a day and meal that has the same dish merges the two. */
export interface CartPatch {
  servings?: number
  meal?: Meal
  date?: string
}

/** One day of GET /cart/week: its meals in MEALS order, each with its lines (maybe none). */
export interface PlanDay {
  date: string
  meals: { meal: Meal; lines: CartItem[] }[]
}

/** GET /cart/week?from: seven days from `from` (default the kitchen's today). */
export interface PlanWeek {
  from: string
  today: string
  days: PlanDay[]
  /** Days before the kitchen's today that still hold lines (never confirmed nor removed). */
  past: string[]
}

export const WEEK_DAYS = 7

/**
 * POST /orders. The cart lines become the record's dishes and leave the cart in the same
 * transaction; the same `idempotencyKey` again answers the same record and creates nothing.
 */
export interface OrderCreateRequest {
  cartItemIds: number[]
  meal: Meal
  /** ISO 8601 date-time with an offset or Z, within PICKER_YEARS of now. */
  eatAt: string
  note?: string
  idempotencyKey: string
}

export interface OrderItem {
  recipe: RecipeSummary
  servings: number
}

/** A food record as lists show it. Records are the author's; their kitchen's members see them. */
export interface FoodRecord {
  id: number
  status: RecordStatus
  meal: Meal
  eatAt: string
  note: string
  items: OrderItem[]
  rating: number | null
  comment: string
  author: { id: number; nickname: string }
  /** True when the caller wrote it (only the author may cook, cancel or rate it). */
  mine: boolean
  /** True once cooking took ingredients out of stock. */
  stockTaken: boolean
  createdAt: string
  cookedAt: string | null
}

/**
 * GET /orders/{id}: a planned record carries `stockPlan`, what cooking it would take from the
 * caller's kitchen now; a cooked one carries `taken`, what cooking it did take.
 */
export interface FoodRecordDetail extends FoodRecord {
  stockPlan: StockPlanLine[]
  taken: StockTake[]
}

export interface CookRequest {
  consumeStock: boolean
  /**
   * What the cook ticked beyond what the recipes need: optional lines by their plan `key`, and
   * amounts left to the cook (适量) with the `amount` to take, in the line's `from` unit.
   */
  include?: { key: string; amount?: number }[]
}

export interface RatingRequest {
  rating: number
  comment?: string
}

export const RECORD_NOTE_MAX = 200
export const COMMENT_MAX = 500
export const RATING_MIN = 1
export const RATING_MAX = 5
export const IDEMPOTENCY_KEY_MIN = 8
export const IDEMPOTENCY_KEY_MAX = 64
/** Dishes one food record (and one cart batch) may hold. */
export const RECORD_ITEMS_MAX = 50
/** Lines one day of the kitchen's plan may hold. */
export const CART_MAX = 100
