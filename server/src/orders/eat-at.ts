import { PICKER_YEARS } from '../../../types/kitchen'
import { AppError } from '../lib/app-error'

/**
 * What `eatAt` looks like: an ISO 8601 date-time with minutes, optional seconds and fraction, and
 * an offset or Z (a time without one would mean the server's zone, not the cook's).
 */
const SHAPE =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:Z|([+-])(\d{2}):(\d{2}))$/

export const EAT_AT_PATTERN = SHAPE.source

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/**
 * `eatAt` as the UTC instant the records store (ISO, ms, Z), checked the way a person reads it:
 * a date and time that exist (no 31 April, no 25:00) and a year within PICKER_YEARS of this one,
 * the range the date pickers offer. Anything else is a 400 naming the field.
 */
export function eatAtInstant(text: string, now: number): string {
  const m = SHAPE.exec(text)
  if (!m) throw new AppError(400, 400, 'order.eatAtInvalid')
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((v) => Number(v ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const millis = Number((m[7] ?? '').padEnd(3, '0').slice(0, 3))
  const sign = m[8] === '-' ? -1 : 1
  const offsetHours = Number(m[9] ?? 0)
  const offsetMinutes = Number(m[10] ?? 0)
  const real =
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysIn(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHours <= 23 &&
    offsetMinutes <= 59
  if (!real) throw new AppError(400, 400, 'order.eatAtInvalid')
  const thisYear = new Date(now).getUTCFullYear()
  const from = thisYear - PICKER_YEARS
  const to = thisYear + PICKER_YEARS
  if (year < from || year > to) throw new AppError(400, 400, 'order.eatAtRange', { from, to })
  const local = Date.UTC(year, month - 1, day, hour, minute, second, millis)
  return new Date(local - sign * (offsetHours * 60 + offsetMinutes) * 60_000).toISOString()
}
