import type { Translate } from '../i18n/describe-issue'
import { fieldError } from '../lib/field-error'
import { daysBetween } from '../lib/kitchen-day'

/** How far from the kitchen's today a plan may reach, either way (a year and a day). */
export const PLAN_REACH_DAYS = 366

const DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * A plan day given by the caller: YYYY-MM-DD that exists (no 30 February), within a year of the
 * kitchen's today. Absent: today. Refused with a 400 naming the field, in the caller's language.
 */
export function planDate(
  say: Translate,
  field: string,
  value: string | undefined,
  today: string,
): string {
  if (value === undefined) return today
  const time = DATE.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN
  // Date.parse accepts 2025-02-30 (as 2 March): the date exists when it reads back the same.
  const exists = !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value
  if (!exists) throw fieldError(say, field, 'reason.format', { format: 'YYYY-MM-DD' })
  if (Math.abs(daysBetween(today, value)) > PLAN_REACH_DAYS) {
    throw fieldError(say, field, 'cart.reason.dateReach', { days: PLAN_REACH_DAYS })
  }
  return value
}
