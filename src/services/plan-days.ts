/**
 * Days of the kitchen's plan as the API writes them (YYYY-MM-DD), counted as calendar days: no
 * time zone enters (the server says which day is the kitchen's today).
 */

const DAY_MS = 86_400_000

function time(day: string): number {
  return Date.parse(`${day}T00:00:00Z`)
}

/** The day `days` after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  return new Date(time(day) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Whole days from `from` to `to`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((time(to) - time(from)) / DAY_MS)
}

/** 0 for Sunday … 6 for Saturday. */
export function weekdayOf(day: string): number {
  return new Date(time(day)).getUTCDay()
}

/** The day of the month, 1 … 31. */
export function dayOfMonth(day: string): number {
  return Number(day.slice(8, 10))
}

/** The month, 1 … 12. */
export function monthOf(day: string): number {
  return Number(day.slice(5, 7))
}

/** The phone's own today, for a screen that has not heard the kitchen's yet. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** `count` days from `from`. */
export function daysFrom(from: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(from, i))
}
