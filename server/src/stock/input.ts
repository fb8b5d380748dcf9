import {
  PICKER_YEARS,
  QUANTITY_DECIMALS,
  QUANTITY_MAX,
  isValidQuantity,
  type ManualMovementReason,
  type StockItemInput,
  type StockItemPatch,
  type StockLocation,
} from '../../../types/kitchen'
import type { Translate } from '../i18n/describe-issue'
import { fieldError } from '../lib/field-error'
import { nameKey } from './names'
import { toMilli } from './units'

/** An item's stored fields as a write sets them (quantities in thousandths). */
export interface ItemValues {
  name: string
  name_key: string
  unit: string
  min_quantity_milli: number
  best_before: string | null
  location: StockLocation
  note: string
}

export interface NewItem extends ItemValues {
  quantityMilli: number
}

export type ItemPatch = Partial<ItemValues> & { quantityMilli?: number }

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** Finite, 0…QUANTITY_MAX (the schema's bounds), at most 3 decimals; in thousandths. */
export function quantityMilli(say: Translate, field: string, value: number): number {
  if (!isValidQuantity(value)) {
    if (value > QUANTITY_MAX)
      throw fieldError(say, field, 'reason.maximum', { limit: QUANTITY_MAX })
    throw fieldError(say, field, 'stock.reason.decimals', { limit: QUANTITY_DECIMALS })
  }
  return toMilli(value)
}

/**
 * A best-before date: YYYY-MM-DD that exists (no 30 February), within the pickers' range,
 * Jan 1 of PICKER_YEARS before the kitchen's current year to Dec 31 of PICKER_YEARS after.
 */
export function bestBefore(say: Translate, field: string, value: string, today: string): string {
  const time = DATE.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN
  // Date.parse accepts 2025-02-30 (as 2 March): the date exists when it reads back the same.
  const exists = !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value
  if (!exists) throw fieldError(say, field, 'reason.format', { format: 'YYYY-MM-DD' })
  const year = Number(today.slice(0, 4))
  const from = `${String(year - PICKER_YEARS).padStart(4, '0')}-01-01`
  const to = `${year + PICKER_YEARS}-12-31`
  if (value < from || value > to)
    throw fieldError(say, field, 'stock.reason.dateRange', { from, to })
  return value
}

/** The fields of a patch, checked (text came cleaned by its schema); absent fields stay absent. */
export function itemPatch(say: Translate, body: StockItemPatch, today: string): ItemPatch {
  const patch: ItemPatch = {}
  if (body.name !== undefined) {
    patch.name = body.name
    patch.name_key = nameKey(patch.name)
  }
  if (body.quantity !== undefined) {
    patch.quantityMilli = quantityMilli(say, 'body/quantity', body.quantity)
  }
  if (body.unit !== undefined) patch.unit = body.unit
  if (body.minQuantity !== undefined) {
    patch.min_quantity_milli = quantityMilli(say, 'body/minQuantity', body.minQuantity)
  }
  if (body.bestBefore !== undefined) {
    patch.best_before =
      body.bestBefore === null ? null : bestBefore(say, 'body/bestBefore', body.bestBefore, today)
  }
  if (body.location !== undefined) patch.location = body.location
  if (body.note !== undefined) patch.note = body.note
  return patch
}

/** A new item: the patch rules, with the defaults of what may be left out. */
export function newItem(say: Translate, body: StockItemInput, today: string): NewItem {
  const patch = itemPatch(say, body, today)
  return {
    name: patch.name as string,
    name_key: patch.name_key as string,
    quantityMilli: patch.quantityMilli as number,
    unit: patch.unit as string,
    min_quantity_milli: patch.min_quantity_milli ?? 0,
    best_before: patch.best_before ?? null,
    location: patch.location ?? 'fridge',
    note: patch.note ?? '',
  }
}

/**
 * A manual movement's delta in thousandths: its size as any quantity, its sign as the reason
 * says (a purchase adds, a discard takes, an adjustment does either but is never 0).
 */
export function movementDelta(say: Translate, delta: number, reason: ManualMovementReason): number {
  const size = Math.abs(delta)
  if (!isValidQuantity(size)) {
    throw fieldError(say, 'body/delta', 'stock.reason.decimals', { limit: QUANTITY_DECIMALS })
  }
  if (reason === 'purchase' && !(delta > 0)) {
    throw fieldError(say, 'body/delta', 'reason.exclusiveMinimum', { limit: 0 })
  }
  if (reason === 'discard' && !(delta < 0)) {
    throw fieldError(say, 'body/delta', 'reason.exclusiveMaximum', { limit: 0 })
  }
  if (reason === 'adjust' && size === 0) throw fieldError(say, 'body/delta', 'stock.reason.nonZero')
  return toMilli(delta)
}
