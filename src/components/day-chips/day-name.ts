import type { MessageKey, TranslateParams } from '@/i18n/translate'
import { dayOfMonth, daysBetween, weekdayOf } from '@/services/plan-days'

type Translate = (key: MessageKey, params?: TranslateParams) => string

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const

/** "今天", "明天", else the weekday's short name ("周六", "Sat"). */
export function dayName(t: Translate, date: string, today: string): string {
  const offset = daysBetween(today, date)
  if (offset === 0) return t('week.today')
  if (offset === 1) return t('week.tomorrow')
  return t(`week.weekdays.${WEEKDAYS[weekdayOf(date)] ?? 'sun'}`)
}

/** A day as a sentence names it: "今天", "明天", "周六 8 日" / "Tomorrow", "Sat 8". */
export function dayPhrase(t: Translate, date: string, today: string): string {
  const offset = daysBetween(today, date)
  if (offset === 0) return t('week.todayFull')
  if (offset === 1) return t('week.tomorrowFull')
  return t('week.dayOfMonth', { name: dayName(t, date, today), day: dayOfMonth(date) })
}
