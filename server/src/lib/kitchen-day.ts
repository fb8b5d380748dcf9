/**
 * A kitchen's calendar: "today" is counted in the kitchen's IANA time zone (Asia/Shanghai unless
 * its owner chose another), so a best-before date turns at the kitchen's midnight, not the
 * server's.
 */

const formats = new Map<string, Intl.DateTimeFormat>()

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone)
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    formats.set(timeZone, format)
  }
  return format
}

/** True for a zone this runtime knows ("Asia/Shanghai", "Europe/Paris", "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false
  try {
    formatFor(zone)
    return true
  } catch {
    return false
  }
}

/** Each zone's day at the last minute asked: every kitchen call asks, formatting costs µs. */
const lastDays = new Map<string, { minute: number; day: string }>()

/** The date (YYYY-MM-DD) it is at `now` in `timeZone`. */
export function dayIn(timeZone: string, now: number): string {
  // Zones change their date on a whole minute (their offsets are whole quarter hours).
  const minute = Math.floor(now / 60_000)
  const kept = lastDays.get(timeZone)
  if (kept?.minute === minute) return kept.day
  const day = formatFor(timeZone).format(new Date(now))
  lastDays.set(timeZone, { minute, day })
  return day
}

const DAY_MS = 86_400_000

/** Whole days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}

/** The YYYY-MM-DD date `days` after `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}
