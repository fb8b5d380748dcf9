import { t } from '@/i18n'
import { localDate, localTime } from '@/services/picker-range'

function midnight(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime()
}

/** "今天 12:30", "昨天 18:30", "2026-11-20 18:30": when a record's meal is, in the phone's time. */
export function formatWhen(iso: string, now = new Date()): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const time = localTime(date)
  // Rounded: a day with a daylight-saving change is not 24 hours long.
  const days = Math.round((midnight(date) - midnight(now)) / 864e5)
  if (days === 0) return t('records.todayAt', { time })
  if (days === -1) return t('records.yesterdayAt', { time })
  if (days === 1) return t('records.tomorrowAt', { time })
  return `${localDate(date)} ${time}`
}

/** A local date (YYYY-MM-DD) and time (HH:mm) from the pickers as an instant, in ISO 8601. */
export function eatAtOf(date: string, time: string): string {
  const [year, month, day] = date.split('-').map(Number)
  const [hours, minutes] = time.split(':').map(Number)
  // Built from numbers: some engines read "YYYY-MM-DDTHH:mm" as UTC instead of local time.
  return new Date(year, month - 1, day, hours, minutes).toISOString()
}
