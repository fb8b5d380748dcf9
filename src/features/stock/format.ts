import type { StockItem, StockStatus } from '@shared/kitchen'
import { t } from '@/i18n'
import { numberIn, unitIn } from '@/services/amount-words'
import { amountText, formatStockQuantity, withUnit } from '@/services/quantity'
import { useSettingsStore } from '@/stores/settings-store'

/** The status colours, as the ring draws them (Canvas and SVG take no SCSS); stock.scss matches. */
export const STATUS_COLORS: Record<StockStatus, string> = {
  expired: '#e5484d',
  expiring: '#f08c00',
  low: '#d4a72c',
  out: '#9e968d',
  ok: '#4f9a3a',
}

/** "12.5 kg": the amount exactly as kept. */
export function quantityText(quantity: number, unit: string): string {
  const { locale } = useSettingsStore.getState()
  const number = numberIn(locale, formatStockQuantity(quantity))
  return withUnit(number, unitIn(locale, unit, quantity))
}

/**
 * "+2 kg" / "−0.5 kg" (a real minus sign, which reads better than a hyphen), in the unit a cook
 * reads a small amount in: cooking took "−2 g" of a 斤 of sugar, not "−0.004 斤".
 */
export function deltaText(delta: number, unit: string): string {
  const sign = delta > 0 ? '+' : '\u2212'
  const { locale } = useSettingsStore.getState()
  return `${sign}${amountText(Math.abs(delta), null, unit, locale)}`
}

/**
 * How the best-before date stands: "expired 2 days ago", "today", "3 days left", or null when
 * the item keeps. One and zero days have their own words, so no locale needs plural rules
 * (Intl.PluralRules is missing on some mini-program engines).
 */
export function daysText(item: Pick<StockItem, 'daysLeft'>): string | null {
  const days = item.daysLeft
  if (days === null) return null
  if (days < -1) return t('stock.days.expiredAgo', { count: -days })
  if (days === -1) return t('stock.days.expiredYesterday')
  if (days === 0) return t('stock.days.today')
  if (days === 1) return t('stock.days.tomorrow')
  return t('stock.days.left', { count: days })
}
