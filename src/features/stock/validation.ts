import {
  QUANTITY_DECIMALS,
  QUANTITY_MAX,
  STOCK_NAME_MAX,
  STOCK_NOTE_MAX,
  STOCK_UNIT_MAX,
  type StockItem,
  type StockItemInput,
  type StockItemPatch,
  type StockLocation,
} from '@shared/kitchen'
import { cleanText, textLength } from '@shared/text'
import type { Messages } from '@/i18n/locales/zh-Hans'
import { pickerDateRange } from '@/services/picker-range'

/** What the form holds: numbers as typed, so "1." can be on its way to "1.5". */
export interface StockFormValues {
  name: string
  quantity: string
  unit: string
  minQuantity: string
  bestBefore: string | null
  location: StockLocation
  note: string
}

export type StockField = 'name' | 'quantity' | 'unit' | 'minQuantity' | 'bestBefore' | 'note'
/** A message key under `stock.form.errors`. */
export type StockFormError = keyof Messages['stock']['form']['errors']
export type StockFormErrors = Partial<Record<StockField, StockFormError>>

export const EMPTY_FORM: StockFormValues = {
  name: '',
  quantity: '',
  unit: '',
  minQuantity: '',
  bestBefore: null,
  location: 'fridge',
  note: '',
}

export function formOf(item: StockItem): StockFormValues {
  return {
    name: item.name,
    quantity: String(item.quantity),
    unit: item.unit,
    minQuantity: item.minQuantity ? String(item.minQuantity) : '',
    bestBefore: item.bestBefore,
    location: item.location,
    note: item.note,
  }
}

const NUMBER = /^\d+(?:\.(\d*))?$|^\.(\d+)$/

/**
 * A typed amount as the server accepts it (≥ 0, at most 3 decimals, at most QUANTITY_MAX), a
 * comma taken as the decimal mark (1,5 in es and fr). Else the reason (a key of `stock.form.errors`).
 */
export function parseQuantity(text: string): { value: number } | { error: StockFormError } {
  const typed = text.trim().replace(',', '.')
  if (!typed) return { error: 'quantityRequired' }
  const match = NUMBER.exec(typed)
  if (!match) return { error: 'quantityRule' }
  const decimals = match[1] ?? match[2] ?? ''
  if (decimals.length > QUANTITY_DECIMALS) return { error: 'quantityDecimals' }
  const value = Number(typed)
  if (!Number.isFinite(value)) return { error: 'quantityRule' }
  if (value > QUANTITY_MAX) return { error: 'quantityTooLarge' }
  return { value }
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar date inside the pickers' ±150 years. */
export function isDateInRange(date: string, now = new Date()): boolean {
  const match = DATE.exec(date)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number)
  const parsed = new Date(Date.UTC(year, month - 1, day))
  if (parsed.getUTCMonth() !== month - 1 || parsed.getUTCDate() !== day) return false
  const { start, end } = pickerDateRange(now)
  return date >= start && date <= end
}

/** The form checked by the server's own rules: the request body, or the errors to show. */
export function checkStockForm(
  values: StockFormValues,
  now = new Date(),
): { input: StockItemInput; errors?: undefined } | { errors: StockFormErrors } {
  const errors: StockFormErrors = {}
  // Text as the server cleans and counts it (types/text.ts): an emoji is one character.
  const name = cleanText(values.name, 'line')
  if (!name) errors.name = 'nameRequired'
  else if (textLength(name) > STOCK_NAME_MAX) errors.name = 'nameTooLong'
  const quantity = parseQuantity(values.quantity)
  if ('error' in quantity) errors.quantity = quantity.error
  const unit = cleanText(values.unit, 'line')
  if (!unit) errors.unit = 'unitRequired'
  else if (textLength(unit) > STOCK_UNIT_MAX) errors.unit = 'unitTooLong'
  const min = values.minQuantity.trim() ? parseQuantity(values.minQuantity) : { value: 0 }
  if ('error' in min) errors.minQuantity = min.error
  if (values.bestBefore !== null && !isDateInRange(values.bestBefore, now)) {
    errors.bestBefore = 'dateRange'
  }
  const note = cleanText(values.note, 'lines')
  if (textLength(note) > STOCK_NOTE_MAX) errors.note = 'noteTooLong'
  if ('error' in quantity || 'error' in min || Object.keys(errors).length > 0) return { errors }
  return {
    input: {
      name,
      quantity: quantity.value,
      unit,
      minQuantity: min.value,
      bestBefore: values.bestBefore,
      location: values.location,
      note,
    },
  }
}

/** The fields an edit changed, for PUT /stock/{id}. */
export function patchOf(item: StockItem, input: StockItemInput): StockItemPatch {
  const patch: StockItemPatch = {}
  if (input.name !== item.name) patch.name = input.name
  if (input.quantity !== item.quantity) patch.quantity = input.quantity
  if (input.unit !== item.unit) patch.unit = input.unit
  if (input.minQuantity !== item.minQuantity) patch.minQuantity = input.minQuantity
  if (input.bestBefore !== item.bestBefore) patch.bestBefore = input.bestBefore
  if (input.location !== item.location) patch.location = input.location
  if (input.note !== item.note) patch.note = input.note
  return patch
}
