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
