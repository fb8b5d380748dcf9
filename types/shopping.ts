/**
 * The kitchen's shopping list (SPEC §8.3): what the plan for a range of days needs, less what
 * the stock holds, beside items added by hand. The payloads of `/shopping…`.
 */
import type { StockItem, StockLocation } from './kitchen'
import type { Noun } from './words/noun'

/**
 * How the list groups what to buy, in the order the screen shows the groups. `meat` is meat,
 * fish, seafood and eggs (the counters a cook walks past together).
 */
export type FoodKind = 'vegetables' | 'meat' | 'staples' | 'seasonings' | 'other'
export const FOOD_KINDS: readonly FoodKind[] = [
  'vegetables',
  'meat',
  'staples',
  'seasonings',
  'other',
]

/** A manual item's row id, or a computed item's stable key (the same while it is needed). */
export type ShoppingItemId = number | string

export interface ShoppingItem {
  id: ShoppingItemId
  name: string
  /** What to buy; null for an amount the recipes leave to the cook (适量) or a manual "some". */
  quantity: number | null
  unit: string | null
  checked: boolean
  /** What the planned dishes need in all, in `unit` (null for manual items and 适量). */
  needed: number | null
  /** What the stock holds of it, in `unit` (null for manual items and 适量). */
  inStock: number | null
  /** The planned dishes that need it, each once. */
  recipes: { id: number; title: string }[]
  manual: boolean
  kind: FoodKind
  /** Every dish that needs it says it may be left out. */
  optional: boolean
  /**
   * GET /shopping for an en/es/fr reader: the glossary's words for a catalogue ingredient, so
   * the app names it and phrases its amount in the reader's language (types/words/amount-words).
   */
  noun?: Noun
}

export interface ShoppingList {
  /** The range of plan days it was computed for, YYYY-MM-DD, both included. */
  from: string
  to: string
  items: ShoppingItem[]
}

export interface ShoppingQuery {
  from?: string
  to?: string
}

/** POST /shopping/items. */
export interface ShoppingItemInput {
  name: string
  quantity?: number
  unit?: string
}

/** PUT /shopping/items/{id}. */
export interface ShoppingCheck {
  checked: boolean
}

/**
 * POST /shopping/put-away: the ticked ones of these items become purchases in stock and leave
 * the list; the same request again (the same key, or the same items once gone) adds nothing.
 */
export interface PutAwayRequest {
  itemIds: ShoppingItemId[]
  location: StockLocation
  idempotencyKey?: string
  /** The range the list was shown for (default as GET /shopping): what a computed item adds. */
  from?: string
  to?: string
}

/** The stock items the put-away filled (new or added to). */
export type PutAwayResult = StockItem[]

/** Days one list may cover (from, and up to 30 days after). */
export const SHOPPING_RANGE_MAX = 31
/** Items a kitchen may add by hand. */
export const SHOPPING_MANUAL_MAX = 200
export const SHOPPING_NAME_MAX = 40
export const SHOPPING_UNIT_MAX = 10
/** Items one put-away may take. */
export const PUT_AWAY_MAX = 200

/** PUT /shopping/items/{id}: the item's id and its tick now. */
export interface ShoppingCheckResult {
  id: ShoppingItemId
  checked: boolean
}
