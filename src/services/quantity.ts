import type { Locale } from '@shared/api'
import { COUNT_UNITS, friendlyCount, readableAmount } from '@shared/amounts'
import { looseOf } from '@shared/words/amount-words'
import { ingredientRow, numberIn, unitIn, type AmountLine } from './amount-words'

/** Amounts as a cook reads them: 300, 12, 1.5, 0.25 (no 333.3333 g). For recipe amounts. */
export function formatQuantity(quantity: number): string {
  const places = quantity >= 10 ? 0 : quantity >= 1 ? 1 : 2
  const factor = 10 ** places
  const rounded = Math.round(quantity * factor) / factor
  return String(rounded || Math.round(quantity * 100) / 100)
}

/**
 * A stock amount exactly as kept (up to 3 decimals, no trailing zeros): 12.5 kg is not 13 kg
 * in a fridge, and what cooking takes must add up to what the list shows.
 */
export function formatStockQuantity(quantity: number): string {
  return String(Math.round(quantity * 1000) / 1000)
}

/** "12.5 kg", or the bare number when there is no unit. */
export function withUnit(amount: string, unit: string | null | undefined): string {
  return unit ? `${amount} ${unit}` : amount
}

const METRIC = /^(?:g|mg|kg|ml|mL|l|L|克|千克|公斤|毫升|升|斤|两)$/

/** A number as a recipe writes it: pieces whole, spoons and cups in halves ("1½"). */
function countText(value: number, unit: string | null): string {
  if (unit !== null && COUNT_UNITS.has(unit)) return String(value)
  if (unit !== null && !METRIC.test(unit)) return friendlyCount(value)
  return formatQuantity(value)
}

/**
 * An ingredient's amount as the dish page, the settle popup and the shopping list show it:
 * "2 个", "1.5-2 g", "1½ 勺", and below half a 斤 or litre in grams or millilitres ("2 g", not
 * "0.004 斤": types/amounts.ts readableAmount).
 */
export function amountText(
  quantity: number,
  quantityLow: number | null,
  unit: string | null,
  locale: Locale = 'zh-Hans',
) {
  const high = readableAmount(quantity, unit)
  const low = quantityLow === null ? null : readableAmount(quantityLow, unit)
  const range =
    low !== null && low.unit === high.unit && low.quantity < high.quantity
      ? `${countText(low.quantity, low.unit)}-${countText(high.quantity, high.unit)}`
      : countText(high.quantity, high.unit)
  // The unit in the reader's words ("2 pieces", "3 bolsas"); zh-Hans keeps the catalogue's.
  const unitText = high.unit === null ? null : unitIn(locale, high.unit, high.quantity)
  return withUnit(numberIn(locale, range), unitText)
}

/**
 * An ingredient line's food, amount and note as the reader reads them (the dish page, the
 * editor's preview): zh-Hans as the catalogue writes them; other readers in their words (an
 * amount the recipe leaves to the cook, 适量, reads "as needed"). `toTaste`: the words for a line
 * with neither an amount nor a note.
 */
export function ingredientColumns(line: AmountLine, locale: Locale, toTaste: string) {
  const { quantity, note } = line
  if (locale === 'zh-Hans') {
    if (quantity === null) return { name: line.name, amount: note || toTaste, note: null }
    return { name: line.name, amount: amountText(quantity, line.quantityLow, line.unit), note }
  }
  const row = ingredientRow(locale, line)
  if (quantity !== null) return { ...row, note }
  if (!row.amount) return { name: row.name, amount: note || toTaste, note: null }
  // "适量" alone is the amount already; "适量；切段" keeps its note.
  return { ...row, note: note && note !== looseOf(note) ? note : null }
}
